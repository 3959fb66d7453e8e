import { parseStudioConfig, type ClassReservation, type SingleClass, type StudioConfig } from '@estudio/core';
import { classFixture, FAKE_CLOCK_START, LIVE_RESERVATION } from '@estudio/core/testing';
import { demoConfigEntries, type SettingsOverrides } from '../../../testing/index.js';

/** Monday 6 January 2025, 09:00 in Mexico City: the fake clock's start. */
export const NOW = FAKE_CLOCK_START;

const HOUR = 3_600_000;

/** The demo studio's configuration with `overrides` laid over it. */
export const studioConfig = (overrides: SettingsOverrides = {}): StudioConfig => parseStudioConfig(demoConfigEntries(overrides));

/** A Yoga class with Ana López at Polanco, `hoursFromNow` hours from NOW (core's class fixture, 3 places taken). */
export const singleClass = (hoursFromNow: number, fields: Partial<SingleClass> = {}): SingleClass =>
  classFixture(NOW + hoursFromNow * HOUR, {
    single_class_id: 50,
    duration_minutes: 60,
    reservation_count: 3,
    class_type: { class_type_id: 1, name: 'Yoga', icon: null, spot_map: null },
    location: { location_id: 1, name: 'Estudio Demo Polanco', address: null },
    ...fields,
  });

/** A live reservation of a class `hoursFromNow` hours from NOW. */
export const reservation = (hoursFromNow: number, fields: Partial<ClassReservation> = {}): ClassReservation => ({
  class_reservation_id: 9,
  single_class_id: 50,
  customer_id: 2,
  ...LIVE_RESERVATION,
  createdAt: new Date(NOW - 48 * HOUR).toISOString(),
  single_class: singleClass(hoursFromNow),
  ...fields,
});
