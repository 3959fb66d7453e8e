import { RATING_MAX, fill, messages } from '@estudio/core';
import { visuallyHidden } from '../../../ui/Spinner/index.js';
import * as styles from './Stars.css.js';

const StarRow = ({ label, count, spoken }: { label: string; count: number; spoken: string }) => (
  <li className={styles.row}>
    <span aria-hidden="true" className={styles.label}>
      {label}
    </span>
    <span aria-hidden="true" className={styles.stars}>
      {'★'.repeat(count)}
      <span className={styles.empty}>{'★'.repeat(Math.max(0, RATING_MAX - count))}</span>
    </span>
    <span className={visuallyHidden}>{spoken}</span>
  </li>
);

/**
 * Spec 4, Rating: once rated, the stars are shown instead of the button:
 * the class's (when given) and the coach's, read out as 'Clase: 4 de 5 estrellas'.
 */
export const Stars = ({ classStars, coachStars }: { classStars: number | null; coachStars: number | null }) => {
  const r = messages.reservations;
  return (
    <ul className={styles.list}>
      {classStars !== null ? (
        <StarRow label={messages.reservations.columns.class} count={classStars} spoken={fill(r.ratedClass, { count: classStars })} />
      ) : null}
      {coachStars !== null ? (
        <StarRow label={messages.reservations.columns.coach} count={coachStars} spoken={fill(r.ratedCoach, { count: coachStars })} />
      ) : null}
    </ul>
  );
};
