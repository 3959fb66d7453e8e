import type { ReservationCreditsBadge } from '@estudio/core';
import * as styles from './list.css.js';

/**
 * Spec 2, the credits badge: 'Ilimitadas' with 'Hasta el {date}', or
 * 'Disponibles' with the count. A group named by its label, so a screen
 * reader says 'Disponibles, 7'.
 */
export const CreditsBadge = ({ badge }: { badge: ReservationCreditsBadge }) => (
  <div className={styles.badge} role="group" aria-label={badge.label}>
    {badge.kind === 'unlimited' ? (
      <>
        <span className={styles.badgeValue}>{badge.label}</span>
        {badge.detail ? <span className={styles.badgeDetail}>{badge.detail}</span> : null}
      </>
    ) : (
      <>
        <span className={styles.badgeLabel}>{badge.label}</span>
        <span className={styles.badgeValue}>{badge.count}</span>
      </>
    )}
  </div>
);
