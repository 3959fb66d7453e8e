import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { newScheduleClassValues, ok, type ClassConflict, type ClassConflictsBody, type Result, type ScheduleClassFormValues } from '@estudio/core';
import { answered } from '../testing/deskStub.js';
import { scheduleStub } from './testing/scheduleFixtures.js';
import { CONFLICTS_DEBOUNCE_MS, useConflicts, useFormStarts, type ConflictsState } from './useConflicts.js';

const ZONE = 'America/Mexico_City';

/** Tuesday 1 December 2026 at 07:00, at Roma, lasting `duration` minutes as typed. */
const form = (duration: string, overrides: Partial<ScheduleClassFormValues> = {}): ScheduleClassFormValues => ({
  ...newScheduleClassValues('2026-12-01'),
  class_type_id: '1',
  location_id: '1',
  time: '07:00',
  duration_minutes: duration,
  ...overrides,
});

const TAKEN: ClassConflict = {
  start: '2026-12-01T13:00:00.000Z', kind: 'location', single_class_id: 90, class_date: '2026-12-01T13:00:00.000Z', duration_minutes: 50,
  class_type_name: 'Barre', location_name: 'Roma', coach_name: null,
};

/** The hook as the panel uses it: the starts of the form, then its conflicts; every state it shows, render by render. */
const renderConflicts = (conflicts: (body: ClassConflictsBody) => Promise<Result<readonly ClassConflict[]>>, first: ScheduleClassFormValues) => {
  const schedule = scheduleStub({ conflicts });
  const shown: ConflictsState[] = [];
  const rendered = renderHook(
    ({ values }: { values: ScheduleClassFormValues }) => {
      const starts = useFormStarts(values, ZONE, false);
      const state = useConflicts(schedule, values, starts, null, true);
      shown.push(state.state);
      return state;
    },
    { initialProps: { values: first } },
  );
  return { ...rendered, schedule, shown };
};

/** Moves the fake clock by `ms` and lets the answers it releases settle. */
const wait = (ms: number) => act(async () => {
  await vi.advanceTimersByTimeAsync(ms);
});

describe("the class form's conflicts check", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks once the fields rest for the debounce, never for what was typed on the way', async () => {
    const { schedule, rerender } = renderConflicts(() => answered([]), form(''));
    rerender({ values: form('4') });
    await wait(CONFLICTS_DEBOUNCE_MS - 100);
    rerender({ values: form('45') });
    await wait(CONFLICTS_DEBOUNCE_MS - 1);
    expect(schedule.calls.conflicts).toEqual([]);
    await wait(1);
    expect(schedule.calls.conflicts.map(([body]) => body.duration_minutes)).toEqual([45]);
  });

  it('never shows the answer to earlier values once the fields change: checking until the new answer is in', async () => {
    let release: (answer: Result<readonly ClassConflict[]>) => void = () => undefined;
    const answers = [answered([TAKEN]), new Promise<Result<readonly ClassConflict[]>>((resolve) => { release = resolve; })];
    const { shown, result, rerender } = renderConflicts(() => answers.shift() ?? answered([]), form('50'));
    await wait(0);
    expect(result.current.state).toEqual({ status: 'ready', conflicts: [TAKEN] });
    const before = shown.length;
    rerender({ values: form('50', { time: '08:00' }) });
    await wait(CONFLICTS_DEBOUNCE_MS);
    // Every render since the change, the one where the debounce settled included, says it is checking.
    expect(shown.slice(before).map((state) => state.status)).toEqual(shown.slice(before).map(() => 'checking'));
    await act(async () => release(ok([])));
    expect(result.current.state).toEqual({ status: 'ready', conflicts: [] });
  });
});
