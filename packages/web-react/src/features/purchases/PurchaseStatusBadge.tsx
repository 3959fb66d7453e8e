import type { PurchaseBadge } from '@estudio/core';
import * as styles from '../reservations/shared/StatusBadge.css.js';

/** Spec 4 'Purchase and invoice status badges': the label, coloured by core's tone. */
export const PurchaseStatusBadge = ({ badge }: { badge: PurchaseBadge }) => (
  <span className={`${styles.badge} ${styles.tone[badge.tone]}`} data-status={badge.status}>
    {badge.label}
  </span>
);
