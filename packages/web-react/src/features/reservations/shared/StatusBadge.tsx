import type { ReservationStatusView } from '@estudio/core';
import * as styles from './StatusBadge.css.js';

/** Spec 4, Reservation status: the badge of a reservation, coloured by its tone. */
export const StatusBadge = ({ status }: { status: ReservationStatusView }) => (
  <span className={`${styles.badge} ${styles.tone[status.tone]}`} data-status={status.status}>
    {status.label}
  </span>
);
