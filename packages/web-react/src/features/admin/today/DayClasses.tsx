import { useId } from 'react';
import { Link } from 'react-router';
import {
  bookedText, byLocation, deskClassIsFull, fill, formatTime, messages, type DeskClass, type DeskDay,
} from '@estudio/core';
import { classSummary } from '../../reservations/shared/classInfo.rules.js';
import * as shared from '../shared/shared.css.js';
import * as styles from './TodayScreen.css.js';

const text = messages.desk;

/** Props of {@link DayClasses}. */
export interface DayClassesProps {
  readonly heading: string;
  readonly day: DeskDay;
  readonly zone: string;
  /** Heads each location's classes (several locations, no filter). */
  readonly showLocations: boolean;
}

/** The share of places taken, for the bar; none without a capacity. */
const takenShare = (item: DeskClass): number | null =>
  item.capacity && item.capacity > 0 ? Math.min(100, Math.round((item.reservation_count / item.capacity) * 100)) : null;

const ClassRow = ({ item, zone }: { item: DeskClass; zone: string }) => {
  const time = formatTime(item.class_date, zone);
  const share = takenShare(item);
  return (
    <li className={styles.classRow}>
      <span className={styles.time}>{time}</span>
      <div className={styles.classInfo}>
        <Link to={`/admin/clases/${item.single_class_id}`} className={styles.classLink} aria-label={fill(text.rosterOf, { type: item.class_type.name, time })}>
          {item.class_type.name}
        </Link>
        <span className={styles.coach}>{classSummary(item, zone).coaches}</span>
      </div>
      <div className={styles.counts}>
        <span className={styles.booked}>{bookedText(item)}</span>
        {share === null ? null : (
          <span className={styles.bar} aria-hidden="true">
            <span className={styles.barFill} style={{ width: `${share}%` }} />
          </span>
        )}
        <span className={styles.badges}>
          {deskClassIsFull(item) ? <span className={shared.badgeDanger}>{text.classFull}</span> : null}
          {item.waitlist_count > 0 ? <span className={shared.badge}>{fill(text.waitlistCount, { count: item.waitlist_count })}</span> : null}
        </span>
      </div>
      <span className={styles.rosterHint} aria-hidden="true">
        {text.roster} ›
      </span>
    </li>
  );
};

/** One day of 'Hoy': its heading, then its classes by location, or 'No hay clases programadas.' */
export const DayClasses = ({ heading, day, zone, showLocations }: DayClassesProps) => {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.day}>
      <h2 id={headingId} className={styles.dayTitle}>
        {heading}
      </h2>
      {day.classes.length === 0 ? <p className={styles.empty}>{text.noClassesDay}</p> : null}
      {byLocation(day).map((group) => (
        <div key={group.location_id} className={styles.location}>
          {showLocations ? <h3 className={styles.locationTitle}>{group.name}</h3> : null}
          <ul className={styles.classList}>
            {group.classes.map((item) => (
              <ClassRow key={item.single_class_id} item={item} zone={zone} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
};
