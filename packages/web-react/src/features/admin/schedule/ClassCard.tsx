import { Link } from 'react-router';
import { deskClassIsFull, fill, longDayName, messages, type ScheduleAdminClass } from '@estudio/core';
import { visuallyHidden } from '../../../ui/Spinner/index.js';
import * as shared from '../shared/shared.css.js';
import { classDate, classTimes, coachesOf } from './scheduleView.rules.js';
import * as styles from './Schedule.css.js';

const text = messages.deskScheduleScreen;

/** Props of {@link ClassCard}. */
export interface ClassCardProps {
  readonly single: ScheduleAdminClass;
  readonly zone: string;
  /** Opens the class's panel. */
  readonly onOpen: (single: ScheduleAdminClass) => void;
}

/** Booked of capacity, '8/12' to the eye and '8 de 12 lugares' to a screen reader. */
const Booked = ({ single }: { readonly single: ScheduleAdminClass }) =>
  single.capacity === null ? (
    <span className={styles.booked}>{fill(text.bookedNoCapacity, { booked: single.reservation_count })}</span>
  ) : (
    <span className={styles.booked}>
      <span aria-hidden="true">{fill(text.booked, { booked: single.reservation_count, capacity: single.capacity })}</span>
      <span className={visuallyHidden}>{fill(text.bookedSpoken, { booked: single.reservation_count, capacity: single.capacity })}</span>
    </span>
  );

/**
 * One class of 'Horarios': a button with its time, type, coaches,
 * location, booked of capacity ('Llena' when full) and waitlist, which
 * opens its panel; under it a link to its roster (/admin/clases/{id}).
 */
export const ClassCard = ({ single, zone, onOpen }: ClassCardProps) => {
  const { start, end } = classTimes(single, zone);
  const coaches = coachesOf(single) || text.noCoach;
  return (
    <article className={styles.card} aria-label={fill(text.openClass, { type: single.class_type.name, date: longDayName(classDate(single, zone)), time: start })}>
      <button type="button" className={styles.cardButton} onClick={() => onOpen(single)}>
        <span className={styles.cardTime}>{fill(text.timeRange, { start, end })}</span>
        <span className={styles.cardType}>{single.class_type.name}</span>
        <span className={styles.cardLine}>{coaches}</span>
        <span className={styles.cardLine}>{single.location.name}</span>
        <span className={styles.counts}>
          <Booked single={single} />
          {deskClassIsFull(single) ? <span className={shared.badgeDanger}>{messages.desk.classFull}</span> : null}
          {single.waitlist_count > 0 ? <span className={shared.badge}>{fill(text.waitlist, { count: single.waitlist_count })}</span> : null}
        </span>
      </button>
      <Link to={`/admin/clases/${single.single_class_id}`} className={styles.rosterLink} aria-label={fill(text.rosterOf, { type: single.class_type.name, time: start })}>
        {text.roster} ›
      </Link>
    </article>
  );
};
