import type { ReactNode } from 'react';
import { formatDate, type Announcement } from '@estudio/core';
import { useStudioConfig } from '../../../app/services.js';
import * as styles from './AnnouncementCard.css.js';

/** Props of {@link AnnouncementCard}. */
export interface AnnouncementCardProps {
  readonly announcement: Announcement;
  /**
   * The announcement's text as the page renders it: plain text on the landing
   * page (so the sanitiser stays out of the first bundle), sanitised HTML on /avisos.
   */
  readonly children: ReactNode;
  /** Cuts the text after a few lines (landing page). */
  readonly clamp?: boolean;
  /** The heading level that fits the page: h3 under a section title, h2 on /avisos. */
  readonly headingLevel?: 'h2' | 'h3';
}

/** One announcement: date in the studio's zone ('DD MMM YYYY'), title and text. */
export const AnnouncementCard = ({ announcement, children, clamp = false, headingLevel: Heading = 'h3' }: AnnouncementCardProps) => {
  const { rules } = useStudioConfig();
  const date = formatDate(announcement.createdAt, rules.timezone);
  return (
    <article className={styles.card}>
      {date ? (
        <p className={styles.date}>
          <time dateTime={announcement.createdAt}>{date}</time>
        </p>
      ) : null}
      <Heading className={styles.title}>{announcement.title}</Heading>
      <div className={clamp ? styles.clamped : undefined}>{children}</div>
    </article>
  );
};
