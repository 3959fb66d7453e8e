import { useId } from 'react';
import { fill, formatDateTime, messages } from '@estudio/core';
import * as styles from './Schedule.css.js';

const text = messages.deskScheduleScreen;
/** The dates listed before 'y N más'. */
const SHOWN = 16;

/** The classes a weekly series will create (core's `seriesStarts`), before saving: how many, and their days and times. */
export const SeriesPreview = ({ starts, zone }: { readonly starts: readonly string[]; readonly zone: string }) => {
  const titleId = useId();
  const title = starts.length === 0 ? text.previewNone : starts.length === 1 ? text.previewOne : fill(text.previewTitle, { count: starts.length });
  return (
    <section className={styles.preview} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.previewTitle} aria-live="polite">
        {title}
      </h3>
      {starts.length > 0 ? (
        <ol className={styles.previewList}>
          {starts.slice(0, SHOWN).map((start) => (
            <li key={start}>{formatDateTime(start, zone)}</li>
          ))}
        </ol>
      ) : null}
      {starts.length > SHOWN ? <p className={styles.quiet}>{fill(text.previewMore, { count: starts.length - SHOWN })}</p> : null}
    </section>
  );
};
