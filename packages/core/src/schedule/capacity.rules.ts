import { fill, messages } from '../messages/index.js';
import type { ClassCapacity, TakenPlace } from './schedule.model.js';

const isCount = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * Places still free: capacity minus places taken, never negative. Zero when
 * the capacity or the count is missing, so that missing data never offers a
 * place (spec 4 'Full class').
 */
export function placesLeft(capacityOf: ClassCapacity | null | undefined): number {
  const capacity = capacityOf?.capacity;
  const taken = capacityOf?.reservationCount;
  if (!isCount(capacity) || !isCount(taken)) return 0;
  return Math.max(0, Math.floor(capacity - Math.max(0, taken)));
}

/**
 * Spec 4 'Full class': full when the capacity is null, when capacity minus
 * reservations is 0 or less, or when the data is missing. A full class takes
 * no more reservations, with or without a waitlist.
 */
export const isFull = (capacityOf: ClassCapacity | null | undefined): boolean => placesLeft(capacityOf) <= 0;

/**
 * The places a class's reservations take: each reservation not cancelled
 * (deletedAt unset) takes one, and its guest one more, since a guest stands
 * on the floor like anyone else.
 */
export const placesTaken = (reservations: readonly TakenPlace[]): number =>
  reservations.reduce((sum, r) => {
    if (r.deletedAt !== null && r.deletedAt !== undefined && r.deletedAt !== '') return sum;
    return sum + 1 + (typeof r.guest === 'string' && r.guest.trim() !== '' ? 1 : 0);
  }, 0);

/** The card's count: '1 lugar', '5 lugares' (spec 2 'Calendar screen'). */
export const placesLeftLabel = (count: number): string =>
  fill(count === 1 ? messages.schedule.placeLeft : messages.schedule.placesLeft, { count });
