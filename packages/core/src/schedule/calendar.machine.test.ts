import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { AUTO_ADVANCE_MAX_WEEKS, calendarStart } from './calendar.rules.js';
import { connectCalendar } from './calendar.connect.js';
import { calendarMachine } from './calendar.machine.js';
import type { CalendarEvent } from './calendar.types.js';
import type { Week, WeekQuery } from './schedule.model.js';
import { weekOf, weekOfDate, weeksBetween } from './week.rules.js';

const MX = 'America/Mexico_City';
const NOW = '2026-04-01T18:00:00Z'; // Wednesday 1 April 2026, 12:00 in Mexico City; week 14 starts 30 March

const start = (input: { now?: string | number; zone?: string; locationId?: number | null; start?: ReturnType<typeof calendarStart> } = {}) => {
  const actor = createActor(calendarMachine, { input: { now: NOW, zone: MX, ...input } }).start();
  const context = () => actor.getSnapshot().context;
  const view = () => connectCalendar(actor.getSnapshot(), actor.send);
  return { actor, context, view };
};

const emptyLoad = (weekStart?: string): CalendarEvent => ({ type: 'CLASSES_LOADED', classes: [], now: NOW, weekStart });

describe('calendar machine: where it opens', () => {
  it('opens on the week holding now, with every location', () => {
    const { context } = start();
    expect(context()).toEqual({
      weekStart: '2026-03-30',
      currentWeekStart: '2026-03-30',
      locationId: null,
      zone: MX,
      autoAdvance: true,
    });
  });

  it('opens where calendarStart found it from the weeks already known, and settles there on its load', () => {
    const { context, actor } = start({ start: { weekStart: '2026-04-13', currentWeekStart: '2026-03-30', autoAdvance: false } });
    expect(context()).toMatchObject({ weekStart: '2026-04-13', currentWeekStart: '2026-03-30', autoAdvance: false });
    actor.send(emptyLoad('2026-04-13'));
    expect(context().weekStart).toBe('2026-04-13');
  });

  it('reaches the same week from calendarStart as by loading week after week (any pattern of empty weeks)', () => {
    /** A class on the Saturday of the week starting `monday`, or none. */
    const saturdayOf = (monday: string, hasClass: boolean) => (hasClass ? [{ class_date: `${(weekOfDate(monday) as Week).days[5]} 12:00:00` }] : []);
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 10 }), fc.integer({ min: 0, max: 10 }), (hasClass, knownWeeks) => {
        const classesOf = (monday: string) => saturdayOf(monday, hasClass[weeksBetween('2026-03-30', monday)] ?? false);
        const settle = (calendar: ReturnType<typeof start>) => {
          for (let load = 0; load < 12 && calendar.context().autoAdvance; load += 1) {
            const shown = calendar.context().weekStart;
            calendar.actor.send({ type: 'CLASSES_LOADED', classes: classesOf(shown), now: NOW, weekStart: shown });
          }
          return calendar.context();
        };
        const known = (query: WeekQuery) => {
          const monday = weekOf(query.start_date, MX)?.start ?? '';
          return weeksBetween('2026-03-30', monday) < knownWeeks ? classesOf(monday) : undefined;
        };
        // Opened where the known weeks lead, then loading what it does not know, it ends where loading every week ends.
        expect(settle(start({ start: calendarStart(NOW, MX, known) }))).toEqual(settle(start()));
      }),
    );
  });

  it("uses the studio's zone for today", () => {
    // Monday 6 April 03:00 UTC is still Sunday 5 April in Mexico City.
    expect(start({ now: '2026-04-06T03:00:00Z' }).context().weekStart).toBe('2026-03-30');
    expect(start({ now: '2026-04-06T03:00:00Z', zone: 'UTC' }).context().weekStart).toBe('2026-04-06');
  });

  it('keeps a location given at start', () => {
    expect(start({ locationId: 3 }).context().locationId).toBe(3);
  });
});

describe('calendar machine: navigation', () => {
  it('moves by week and by month', () => {
    const { actor, context } = start();
    actor.send({ type: 'NEXT_WEEK' });
    expect(context().weekStart).toBe('2026-04-06');
    actor.send({ type: 'PREV_WEEK' });
    actor.send({ type: 'PREV_WEEK' });
    expect(context().weekStart).toBe('2026-03-23');
    actor.send({ type: 'NEXT_MONTH' }); // the week of 23 March belongs to March: go to the week holding 1 April
    expect(context().weekStart).toBe('2026-03-30');
    actor.send({ type: 'NEXT_MONTH' });
    expect(context().weekStart).toBe('2026-04-27');
    actor.send({ type: 'PREV_MONTH' });
    expect(context().weekStart).toBe('2026-03-30');
  });

  it('sets and clears the location', () => {
    const { actor, context } = start();
    actor.send({ type: 'SET_LOCATION', locationId: 2 });
    expect(context().locationId).toBe(2);
    actor.send({ type: 'SET_LOCATION', locationId: null });
    expect(context().locationId).toBeNull();
  });

  it('goes back to the current week on TODAY', () => {
    const { actor, context } = start();
    actor.send({ type: 'NEXT_MONTH' });
    actor.send({ type: 'TODAY', now: '2026-04-09T18:00:00Z' });
    expect(context()).toMatchObject({ weekStart: '2026-04-06', currentWeekStart: '2026-04-06', autoAdvance: true });
  });
});

describe('calendar machine: auto-advance (spec 4, Calendar)', () => {
  it('advances while the loaded weeks have no future classes, stopping 8 weeks ahead', () => {
    const { actor, context } = start();
    for (let i = 0; i < 20; i += 1) actor.send(emptyLoad());
    expect(context().weekStart).toBe('2026-05-25');
    expect(weeksBetween(context().currentWeekStart, context().weekStart)).toBe(AUTO_ADVANCE_MAX_WEEKS);
  });

  it('stops on the first week with a future class, and stays there', () => {
    const { actor, context } = start();
    actor.send(emptyLoad());
    actor.send({ type: 'CLASSES_LOADED', classes: [{ class_date: '2026-04-08T15:00:00Z' }], now: NOW });
    expect(context()).toMatchObject({ weekStart: '2026-04-06', autoAdvance: false });
    actor.send(emptyLoad()); // e.g. another location chosen: the customer is looking at this week now
    expect(context().weekStart).toBe('2026-04-06');
  });

  it('does not push a customer away from a week they chose by hand', () => {
    const { actor, context } = start();
    actor.send({ type: 'NEXT_WEEK' });
    actor.send({ type: 'PREV_WEEK' });
    actor.send(emptyLoad());
    expect(context().weekStart).toBe('2026-03-30');
  });

  it('follows again after TODAY', () => {
    const { actor, context } = start();
    actor.send({ type: 'NEXT_WEEK' });
    actor.send({ type: 'TODAY', now: NOW });
    actor.send(emptyLoad());
    expect(context().weekStart).toBe('2026-04-06');
  });

  it('ignores a load answered for another week', () => {
    const { actor, context } = start();
    actor.send(emptyLoad('2026-03-23'));
    expect(context()).toMatchObject({ weekStart: '2026-03-30', autoAdvance: true });
    actor.send(emptyLoad('2026-03-30'));
    expect(context().weekStart).toBe('2026-04-06');
  });
});

describe('property: auto-advance never goes past 8 weeks from the current week', () => {
  const classDates = fc.array(
    fc.integer({ min: Date.parse('2026-03-01T00:00:00Z'), max: Date.parse('2026-08-01T00:00:00Z') }).map((ms) => ({ class_date: ms })),
    { maxLength: 3 },
  );
  const load = fc.record({ classes: classDates, now: fc.integer({ min: Date.parse(NOW), max: Date.parse('2026-06-01T00:00:00Z') }) });
  const navigation = fc.constantFrom<CalendarEvent>(
    { type: 'PREV_WEEK' },
    { type: 'NEXT_WEEK' },
    { type: 'PREV_MONTH' },
    { type: 'NEXT_MONTH' },
    { type: 'SET_LOCATION', locationId: 4 },
    { type: 'TODAY', now: NOW },
  );

  it('for any sequence of loads, the shown week stays between the current week and 8 weeks ahead', () => {
    fc.assert(
      fc.property(fc.array(load, { maxLength: 30 }), (loads) => {
        const { actor, context } = start();
        for (const { classes, now } of loads) {
          actor.send({ type: 'CLASSES_LOADED', classes, now });
          const ahead = weeksBetween(context().currentWeekStart, context().weekStart);
          expect(ahead).toBeGreaterThanOrEqual(0);
          expect(ahead).toBeLessThanOrEqual(AUTO_ADVANCE_MAX_WEEKS);
        }
      }),
    );
  });

  it('mixed with navigation, a load moves at most one week forward and never to 9 or more weeks ahead', () => {
    const events = fc.array(fc.oneof(load.map((l): CalendarEvent => ({ type: 'CLASSES_LOADED', ...l })), navigation), {
      maxLength: 40,
    });
    fc.assert(
      fc.property(events, (sequence) => {
        const { actor, context } = start();
        for (const event of sequence) {
          const before = context().weekStart;
          actor.send(event);
          if (event.type !== 'CLASSES_LOADED' || context().weekStart === before) continue;
          expect(weeksBetween(before, context().weekStart)).toBe(1);
          expect(weeksBetween(context().currentWeekStart, context().weekStart)).toBeLessThanOrEqual(AUTO_ADVANCE_MAX_WEEKS);
        }
      }),
    );
  });
});

describe('connectCalendar', () => {
  it('derives the labels, the columns and the query of the shown week', () => {
    const { view } = start();
    const calendar = view();
    expect(calendar.weekLabel).toBe('Semana 14');
    expect(calendar.monthLabel).toBe('ABRIL 2026');
    expect(calendar.days.map((d) => `${d.name} ${d.dayNumber}`)).toEqual([
      'LUNES 30', 'MARTES 31', 'MIÉRCOLES 1', 'JUEVES 2', 'VIERNES 3', 'SÁBADO 4', 'DOMINGO 5',
    ]);
    expect(calendar.query).toEqual({ start_date: '2026-03-30T06:00:00.000Z', end_date: '2026-04-06T05:59:59.999Z' });
  });

  it('sends the events, adding the location to the query and the shown week to loads', () => {
    const { view, context } = start();
    view().setLocation(7);
    expect(view().query).toMatchObject({ location_id: 7 });
    view().classesLoaded([], NOW);
    expect(context().weekStart).toBe('2026-04-06');
    const stale = view();
    view().nextWeek();
    stale.classesLoaded([], NOW); // answered for the week before: ignored
    expect(context().weekStart).toBe('2026-04-13');
    view().previousMonth(); // from an April week to the week holding 1 March
    expect(context().weekStart).toBe('2026-02-23');
    view().nextMonth();
    expect(context().weekStart).toBe('2026-03-30');
    view().previousWeek();
    expect(context().weekStart).toBe('2026-03-23');
    view().today(NOW);
    expect(context().weekStart).toBe('2026-03-30');
    expect(start().view().days).toHaveLength(7);
  });
});
