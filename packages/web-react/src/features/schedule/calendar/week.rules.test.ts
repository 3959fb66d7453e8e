import { describe, expect, it } from 'vitest';
import type { ScheduleDay } from '@estudio/core';
import { classAt } from '../testing/classFixture.js';
import { classesOf, classesOn, isEmptyWeek, openingDay, splitAtToday } from './week.rules.js';

const WEEK = ['2025-01-06', '2025-01-07', '2025-01-08', '2025-01-09', '2025-01-10', '2025-01-11', '2025-01-12'];
const day = (date: string, count: number): ScheduleDay => ({
  date,
  classes: Array.from({ length: count }, (_, i) => classAt(i, { single_class_id: Number(date.slice(8)) * 10 + i })),
});

describe('week rules', () => {
  it('lists the classes of the week and of one day', () => {
    const days = [day('2025-01-06', 2), day('2025-01-08', 1)];
    expect(classesOf(days).map((c) => c.single_class_id)).toEqual([60, 61, 80]);
    expect(classesOn(days, '2025-01-08')).toHaveLength(1);
    expect(classesOn(days, '2025-01-07')).toEqual([]);
  });

  it('reads a week without any class as empty', () => {
    expect(isEmptyWeek([])).toBe(true);
    expect(isEmptyWeek([day('2025-01-06', 0)])).toBe(true);
    expect(isEmptyWeek([day('2025-01-06', 1)])).toBe(false);
  });

  it('opens the compact week on the first day from today with classes', () => {
    const days = [day('2025-01-06', 1), day('2025-01-09', 1), day('2025-01-11', 1)];
    expect(openingDay(WEEK, days, '2025-01-07')).toBe('2025-01-09');
    expect(openingDay(WEEK, days, '2025-01-06')).toBe('2025-01-06');
    expect(openingDay(WEEK, days, '2025-01-12')).toBe('2025-01-06');
    expect(openingDay(WEEK, days, null)).toBe('2025-01-06');
    expect(openingDay(WEEK, [], '2025-01-07')).toBe('2025-01-06');
  });

  it('folds the days before today in the current week only', () => {
    const week = ['2025-01-06', '2025-01-07', '2025-01-08', '2025-01-09'].map((date) => ({ date }));
    expect(splitAtToday(week, '2025-01-08')).toEqual({ earlier: week.slice(0, 2), ahead: week.slice(2) });
    expect(splitAtToday(week, '2025-01-06')).toEqual({ earlier: [], ahead: week });
    expect(splitAtToday(week, '2025-01-20')).toEqual({ earlier: [], ahead: week });
    expect(splitAtToday(week, '2024-12-30')).toEqual({ earlier: [], ahead: week });
    expect(splitAtToday(week, null)).toEqual({ earlier: [], ahead: week });
  });
});
