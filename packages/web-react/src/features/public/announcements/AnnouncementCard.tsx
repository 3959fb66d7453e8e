import type { ReactNode } from 'react';
import type { Announcement } from '@estudio/core';
import * as styles from './AnnouncementCard.css.js';

/** Props of {@link AnnouncementCard}. */
export interface AnnouncementCardProps {
  readonly announcement: Announcement;
  /**
   * Its date as the page renders it ('DD MMM YYYY' in the studio's zone), or
   * nothing. /avisos shows it; the landing page leaves it out, so that its
   * first bundle needs no date library.
   */
  readonly date?: string;
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

/** One announcement: its date when given, title and text. */
export const AnnouncementCard = ({ announcement, date, children, clamp = false, headingLevel: Heading = 'h3' }: AnnouncementCardProps) => (
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
