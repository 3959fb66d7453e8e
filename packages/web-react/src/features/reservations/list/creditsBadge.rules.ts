import {
  UNLIMITED_CLASSES,
  availableTotal,
  expirationMs,
  isExpired,
  isUnlimitedMember,
  reservationCreditsBadge,
  type AvailableClass,
  type Customer,
  type ReservationCreditsBadge,
} from '@estudio/core';

/**
 * The expiration of the live unlimited credit (-1) that lasts longest, as
 * the API wrote it, or null when one of them never expires or there is none.
 */
const unlimitedCreditEnd = (credits: readonly AvailableClass[], now: number, zone: string): string | null => {
  const live = credits.filter((c) => c.available_classes === UNLIMITED_CLASSES && !isExpired(c.expiration_date, now, zone));
  if (live.some((c) => c.expiration_date === null)) return null;
  const last = live.reduce<AvailableClass | null>(
    (best, c) => (best === null || expirationMs(c.expiration_date, zone) > expirationMs(best.expiration_date, zone) ? c : best),
    null,
  );
  return last?.expiration_date ?? null;
};

/**
 * Spec 2, the credits badge of 'Mis Reservaciones': 'Ilimitadas' with
 * 'Hasta el {DD MMM YYYY}' for an unlimited membership (has_unlimited, its
 * own expiration) or a live unlimited credit (-1, that credit's expiration);
 * otherwise 'Disponibles' with the classes left on live credits.
 */
export const creditsBadgeFor = (
  customer: Pick<Customer, 'has_unlimited' | 'unlimited_membership_expiration'> | null,
  credits: readonly AvailableClass[],
  now: number,
  zone: string,
): ReservationCreditsBadge => {
  const total = availableTotal(credits, now, zone);
  if (isUnlimitedMember(customer, now, zone)) {
    return reservationCreditsBadge({ hasUnlimited: true, unlimitedExpiration: customer?.unlimited_membership_expiration ?? null, available: 0, zone });
  }
  if (total === 'unlimited') {
    return reservationCreditsBadge({ hasUnlimited: true, unlimitedExpiration: unlimitedCreditEnd(credits, now, zone), available: 0, zone });
  }
  return reservationCreditsBadge({ hasUnlimited: false, available: total, zone });
};
