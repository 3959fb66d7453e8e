import { useId, useState } from 'react';
import { fill, longDayName, messages, type ScheduleAdminClass, type ScheduleScope } from '@estudio/core';
import { Button, ButtonLink } from '../../../ui/Button/index.js';
import * as shared from '../shared/shared.css.js';
import { RadioChoice } from './ChoiceFields.js';
import { classDate, classTimes } from './scheduleView.rules.js';
import * as styles from './Schedule.css.js';

const text = messages.deskScheduleScreen;

/** Props of {@link ClassDetails}. */
export interface ClassDetailsProps {
  readonly single: ScheduleAdminClass;
  readonly zone: string;
  /** It already started: no 'Cancelar clase', and a line that says why. */
  readonly started: boolean;
  readonly cancelling: boolean;
  readonly onCancel: () => void;
}

/**
 * The class as it is now, above its form: when, booked of capacity, its
 * waitlist, its series; 'Ver lista' and 'Cancelar clase', or, once it
 * started, why it can no longer be cancelled nor moved.
 */
export const ClassDetails = ({ single, zone, started, cancelling, onCancel }: ClassDetailsProps) => {
  const titleId = useId();
  const { start } = classTimes(single, zone);
  return (
    <section className={styles.details} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.previewTitle}>
        {text.details}
      </h3>
      <dl className={styles.detailsList}>
        <dt className={styles.detailsTerm}>{text.dateField}</dt>
        <dd className={styles.detailsValue}>{fill(text.when, { date: longDayName(classDate(single, zone)), time: start })}</dd>
        <dt className={styles.detailsTerm}>{text.bookedLine}</dt>
        <dd className={styles.detailsValue}>
          {single.capacity === null
            ? fill(text.bookedNoCapacity, { booked: single.reservation_count })
            : fill(text.bookedSpoken, { booked: single.reservation_count, capacity: single.capacity })}
        </dd>
        <dt className={styles.detailsTerm}>{text.waitlistLine}</dt>
        <dd className={styles.detailsValue}>{single.waitlist_count}</dd>
      </dl>
      <div className={styles.detailsActions}>
        {single.series_id === null ? null : <span className={shared.badge}>{text.inSeries}</span>}
        <ButtonLink variant="secondary" to={`/admin/clases/${single.single_class_id}`}>
          {text.viewRoster}
        </ButtonLink>
        {started ? null : (
          <Button variant="danger" busy={cancelling} onClick={onCancel}>
            {text.cancelClass}
          </Button>
        )}
      </div>
      {started ? <p className={styles.quiet}>{text.startedNote}</p> : null}
    </section>
  );
};

/** Props of {@link CancelQuestion}. */
export interface CancelQuestionProps {
  readonly single: ScheduleAdminClass;
  readonly zone: string;
  /** Told each time the scope changes (the question starts at 'one'). */
  readonly onScope: (scope: ScheduleScope) => void;
}

/**
 * What 'Precaución' asks before 'Cancelar clase': which class, how many
 * reservations are cancelled, that the credits return and everyone is
 * told (the waitlist too); in a series, also whether only this class or
 * this one and the following ones.
 */
export const CancelQuestion = ({ single, zone, onScope }: CancelQuestionProps) => {
  const [scope, setScope] = useState<ScheduleScope>('one');
  const group = useId();
  const values = {
    type: single.class_type.name,
    date: longDayName(classDate(single, zone)),
    time: classTimes(single, zone).start,
    count: single.reservation_count,
  };
  const choose = (next: ScheduleScope) => {
    setScope(next);
    onScope(next);
  };
  return (
    <>
      {single.series_id === null ? null : (
        <RadioChoice
          name={group}
          legend={text.cancelScope}
          value={scope}
          options={[{ value: 'one', label: text.scopeOne }, { value: 'following', label: text.scopeFollowing }]}
          onChange={choose}
        />
      )}
      <p aria-live="polite">{fill(scope === 'one' ? text.cancelConfirm : text.cancelConfirmFollowing, values)}</p>
    </>
  );
};
