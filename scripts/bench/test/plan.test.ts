import { describe, expect, it } from 'vitest';
import { planBusyStudio, type StudioPlan } from '../studio/plan.js';
import { BUSY_STUDIO } from '../studio/shape.js';

/** A Wednesday afternoon in Mexico City. */
const NOW = Date.parse('2025-03-05T21:00:00Z');
const ZONE = 'America/Mexico_City';

const plan: StudioPlan = planBusyStudio(NOW, ZONE);
const classById = new Map(plan.classes.map((one) => [one.row.single_class_id, one]));
const weekOf = (classId: number): number => classById.get(classId)?.week ?? Number.NaN;
const placesOfWeek = (week: number) => plan.classes.filter((one) => one.week === week).reduce((sum, one) => sum + one.row.capacity, 0);
const reservationsOfWeek = (week: number) => plan.reservations.filter((row) => weekOf(row.single_class_id) === week).length;

describe('the busy studio of the benchmarks', () => {
  it('has 10 locations and 60 classes a day, 420 a week, over the weeks around the benchmarked one', () => {
    expect(plan.locations).toHaveLength(10);
    const weeks = BUSY_STUDIO.weeksBefore + BUSY_STUDIO.weeksAfter + 1;
    expect(plan.classes).toHaveLength(420 * weeks);
    for (let week = -BUSY_STUDIO.weeksBefore; week <= BUSY_STUDIO.weeksAfter; week += 1) {
      expect(plan.classes.filter((one) => one.week === week)).toHaveLength(420);
    }
    const perDay = new Map<string, number>();
    for (const { row } of plan.classes) {
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(row.class_date);
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    expect(new Set(perDay.values())).toEqual(new Set([60]));
  });

  it('benchmarks the current week, Monday to Sunday in the studio zone', () => {
    expect(plan.week).toMatchObject({ startDate: '2025-03-03', endDate: '2025-03-09' });
    expect(plan.week.from.toISOString()).toBe('2025-03-03T06:00:00.000Z');
    expect(plan.week.to.toISOString()).toBe('2025-03-10T06:00:00.000Z');
    const inWeek = plan.classes.filter(({ row }) => row.class_date >= plan.week.from && row.class_date < plan.week.to);
    expect(inWeek.every((one) => one.week === 0)).toBe(true);
    expect(inWeek).toHaveLength(420);
  });

  it('holds 20,000 reservations: the benchmarked week 70 % full, most of them in the past weeks', () => {
    expect(plan.reservations).toHaveLength(BUSY_STUDIO.reservations);
    expect(reservationsOfWeek(0) / placesOfWeek(0)).toBeCloseTo(0.7, 2);
    const past = plan.reservations.filter((row) => weekOf(row.single_class_id) < 0).length;
    expect(past).toBeGreaterThan(BUSY_STUDIO.reservations / 2);
    expect(reservationsOfWeek(BUSY_STUDIO.weeksAfter)).toBe(0);
  });

  it('never over-fills a class, gives a spot twice or seats a customer twice in a class', () => {
    const byClass = new Map<number, { spots: Set<string>; customers: Set<number>; count: number }>();
    for (const row of plan.reservations) {
      const seen = byClass.get(row.single_class_id) ?? { spots: new Set<string>(), customers: new Set<number>(), count: 0 };
      byClass.set(row.single_class_id, seen);
      seen.count += 1;
      seen.spots.add(String(row.spot));
      seen.customers.add(row.customer_id);
      const spot = Number(row.spot);
      expect(spot).toBeGreaterThanOrEqual(1);
      expect(spot).toBeLessThanOrEqual(classById.get(row.single_class_id)?.row.capacity ?? 0);
    }
    for (const [classId, seen] of byClass) {
      expect(seen.count).toBeLessThanOrEqual(classById.get(classId)?.row.capacity ?? 0);
      expect(seen.spots.size).toBe(seen.count);
      expect(seen.customers.size).toBe(seen.count);
    }
  });

  it('gives the reader places and a waitlist entry this week, and each writer a large credit', () => {
    const readerPlaces = plan.reservations.filter((row) => row.customer_id === plan.reader.customerId && weekOf(row.single_class_id) === 0);
    expect(readerPlaces.length).toBeGreaterThanOrEqual(1);
    expect(plan.waitlists.some((row) => row.customer_id === plan.reader.customerId && weekOf(row.single_class_id) === 0)).toBe(true);
    const held = new Set(plan.reservations.map((row) => `${row.single_class_id}:${row.customer_id}`));
    const waits = plan.waitlists.map((row) => `${row.single_class_id}:${row.customer_id}`);
    expect(waits.filter((key) => held.has(key))).toEqual([]);
    expect(new Set(waits).size).toBe(waits.length);
    expect(plan.writers).toHaveLength(BUSY_STUDIO.writers);
    const writerIds = new Set(plan.writers.map((writer) => writer.customerId));
    expect(writerIds.size).toBe(BUSY_STUDIO.writers);
    expect(writerIds.has(plan.reader.customerId)).toBe(false);
    const writerCredits = plan.credits.filter((credit) => writerIds.has(credit.customer_id));
    expect(writerCredits.map((credit) => credit.available_classes)).toEqual(plan.writers.map(() => BUSY_STUDIO.writerCredits));
  });

  it('is the same studio on every run for the same week', () => {
    const again = planBusyStudio(NOW + 60 * 60 * 1000, ZONE);
    expect(again.reservations.map((row) => [row.single_class_id, row.customer_id, row.spot]))
      .toEqual(plan.reservations.map((row) => [row.single_class_id, row.customer_id, row.spot]));
  });
});
