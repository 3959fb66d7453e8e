import type { SingleClass } from '@estudio/core';
import { classFixture, FAKE_CLOCK_START } from '@estudio/core/testing';

/** Monday 6 January 2025, 09:00 in Mexico City: the fake clock's start. */
export const MONDAY_9AM = FAKE_CLOCK_START;

const HOUR = 3_600_000;

/**
 * A class as GET /single_class answers it, `hours` after Monday 09:00 in
 * Mexico City, with 12 places and nothing taken (core's class fixture);
 * `overrides` change any field.
 */
export const classAt = (hours: number, overrides: Partial<SingleClass> = {}): SingleClass =>
  classFixture(MONDAY_9AM + hours * HOUR, overrides);

/** `count` places taken by others, as the API lists them (spots hidden). */
export const takenBy = (count: number): Pick<SingleClass, 'reservation_count' | 'class_reservations'> => ({
  reservation_count: count,
  class_reservations: Array.from({ length: count }, () => ({ spot: null })),
});
