import { formatDate, formatDateTime, formatDayMonth, formatTime, type SingleClass } from '@estudio/core';
import { coachName } from '../../public/data/content.rules.js';

/** What the member lists and the check-in page show of a class, as text. */
export interface ClassSummary {
  readonly typeName: string;
  /** The coaches' names, joined with commas. */
  readonly coaches: string;
  /** 'ddd DD MMM, HH:mm' (spec 9: tables). */
  readonly dateTime: string;
  /** 'DD MMM' (spec 9: cards). */
  readonly dayMonth: string;
  /** 'DD MMM YYYY'. */
  readonly date: string;
  /** 'HH:mm'. */
  readonly time: string;
  readonly location: string;
}

/** What {@link classSummary} reads of a class. */
export type SummarisedClass = Pick<SingleClass, 'class_type' | 'class_instructors' | 'class_date' | 'location'>;

/**
 * A class as text, every date in the studio's zone (issue 2, Time: a class
 * shows the hour it happens wherever the phone is; spec 9's "in UTC" is read
 * as the studio's clock).
 */
export const classSummary = (single: SummarisedClass, zone: string): ClassSummary => ({
  typeName: single.class_type.name,
  coaches: single.class_instructors.map((c) => coachName(c.instructor)).filter(Boolean).join(', '),
  dateTime: formatDateTime(single.class_date, zone),
  dayMonth: formatDayMonth(single.class_date, zone),
  date: formatDate(single.class_date, zone),
  time: formatTime(single.class_date, zone),
  location: single.location.name,
});
