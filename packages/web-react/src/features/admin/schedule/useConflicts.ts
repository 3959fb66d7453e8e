import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  CONFLICT_STARTS_MAX, ok, scheduleConflictQueries, scheduleFormStarts, type ClassConflict, type ClassConflictsBody, type DeskScheduleApi,
  type Result, type ScheduleClassFormValues,
} from '@estudio/core';
import { useDebouncedValue } from '../kit/useTableUrlState/useDebouncedValue.js';

/** How long the class form's fields must rest before the conflicts are asked for. */
export const CONFLICTS_DEBOUNCE_MS = 500;

/** Where the conflicts check is: nothing to ask yet, asking, answered, or failed. */
export type ConflictsState =
  | { readonly status: 'idle' }
  | { readonly status: 'checking' }
  | { readonly status: 'ready'; readonly conflicts: readonly ClassConflict[] }
  | { readonly status: 'error' };

const IDLE: ConflictsState = { status: 'idle' };
const CHECKING: ConflictsState = { status: 'checking' };

/** Every conflict of the bodies (the starts in chunks the route takes). */
const askAll = async (schedule: DeskScheduleApi, bodies: readonly ClassConflictsBody[]): Promise<Result<ClassConflict[]>> => {
  const answers = await Promise.all(bodies.map((body) => schedule.conflicts(body)));
  const failed = answers.find((answer) => !answer.ok);
  if (failed && !failed.ok) return failed;
  const found = answers.flatMap((answer) => (answer.ok ? answer.value : []));
  // By proposed start, the room before the coaches at the same start.
  const rank = (conflict: ClassConflict) => (conflict.kind === 'location' ? 0 : 1);
  return ok(found.sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || rank(a) - rank(b)));
};

/**
 * The starts the class form describes (core's `scheduleFormStarts`: the
 * class's, or every one of a weekly series), computed once per change of
 * the fields they are read from, not at every render: the preview lists
 * them and the conflicts check asks about them.
 */
export const useFormStarts = (values: ScheduleClassFormValues, zone: string, editing: boolean): readonly string[] => {
  const { repeat, date, time, from_date, ends, until_date, weeks } = values;
  // The form hands a new array at every change of any field: the days as text change only with the days.
  const weekdays = values.weekdays.join(',');
  return useMemo(() => {
    const days = weekdays === '' ? [] : weekdays.split(',').map(Number);
    return scheduleFormStarts({ repeat, date, time, from_date, ends, until_date, weeks, weekdays: days }, zone, editing);
  }, [repeat, date, time, from_date, ends, until_date, weeks, weekdays, zone, editing]);
};

/**
 * The conflicts of the class form as it stands (POST
 * /single_class/conflicts) for its `starts` (`useFormStarts`): asked once
 * the date, time, duration, location, coaches and scope rest for
 * {@link CONFLICTS_DEBOUNCE_MS}, not at every key, and only while the
 * panel is open. `editedId`: the class being edited (its change's scope
 * goes along, so the server checks the following classes of its series
 * too). Each answer is kept with the question it answers and shown only
 * while the form still asks it; otherwise the list says it is checking.
 * `checkNow` asks for the values of this moment (the save's last look
 * before it confirms).
 */
export const useConflicts = (
  schedule: DeskScheduleApi,
  values: ScheduleClassFormValues,
  starts: readonly string[],
  editedId: number | null,
  enabled: boolean,
) => {
  const key = JSON.stringify(scheduleConflictQueries(values, starts, editedId, CONFLICT_STARTS_MAX));
  const settled = useDebouncedValue(key, CONFLICTS_DEBOUNCE_MS);
  const [answer, setAnswer] = useState<{ readonly key: string; readonly state: ConflictsState } | null>(null);

  const ask = useCallback(
    async (bodiesKey: string): Promise<readonly ClassConflict[] | null> => {
      const bodies = JSON.parse(bodiesKey) as ClassConflictsBody[];
      if (bodies.length === 0) return [];
      setAnswer({ key: bodiesKey, state: CHECKING });
      const found = await askAll(schedule, bodies);
      // An older question answered late never replaces the answer to a newer one.
      setAnswer((current) =>
        current !== null && current.key !== bodiesKey ? current : { key: bodiesKey, state: found.ok ? { status: 'ready', conflicts: found.value } : { status: 'error' } });
      return found.ok ? found.value : null;
    },
    [schedule],
  );

  useEffect(() => {
    if (enabled) void ask(settled);
  }, [ask, settled, enabled]);

  const shown = useMemo<ConflictsState>(() => {
    if (key === '[]') return IDLE;
    return answer !== null && answer.key === key ? answer.state : CHECKING;
  }, [key, answer]);
  return { state: shown, checkNow: () => ask(key) };
};
