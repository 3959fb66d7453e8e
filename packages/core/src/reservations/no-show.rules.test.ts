import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NO_SHOW_SWEEP_LOOKBACK_DAYS,
  attendanceChangeAllowed,
  bookedUnlimited,
  classEndsAt,
  noShowDue,
  noShowDueAt,
  noShowRecordedAt,
  noShowRunOf,
  noShowRuns,
  noShowSweepSince,
  noShowUndoUntil,
  penaltyCutOff,
  type NoShowPlace,
  type NoShowRunInput,
} from './no-show.rules.js';
import { noShowStreak } from './penalty.rules.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ZONE = 'America/Mexico_City';
/** 10:00 in Mexico City on 9 June 2026. */
const START = Date.parse('2026-06-09T16:00:00Z');
const RULES = { auto: true, graceMinutes: 60, undoHours: 72 } as const;
const place = (extra: Partial<NoShowPlace> = {}): NoShowPlace => ({
  classDate: new Date(START).toISOString(), durationMinutes: 50, attend: null, deletedAt: null, ...extra,
});

describe('when a place nobody marked becomes a no-show (issue 16)', () => {
  it('is due from the end of the class plus the grace, not a millisecond before', () => {
    const due = START + 50 * MINUTE + 60 * MINUTE;
    expect(classEndsAt(place(), ZONE)).toBe(START + 50 * MINUTE);
    expect(noShowDueAt(place(), RULES, ZONE)).toBe(due);
    expect(noShowDue(place(), RULES, due - 1, ZONE)).toBe(false);
    expect(noShowDue(place(), RULES, due, ZONE)).toBe(true);
    expect(noShowDue(place(), { ...RULES, graceMinutes: 0 }, START + 50 * MINUTE, ZONE)).toBe(true);
  });

  it('reads a class date written in studio time without an offset', () => {
    expect(noShowDueAt(place({ classDate: '2026-06-09 10:00:00' }), RULES, ZONE)).toBe(START + 110 * MINUTE);
  });

  it('never marks with the setting off, a place marked, cancelled, of a cancelled class, or of an unreadable class', () => {
    const later = START + 24 * HOUR;
    expect(noShowDue(place(), { ...RULES, auto: false }, later, ZONE)).toBe(false);
    expect(noShowDue(place({ attend: true }), RULES, later, ZONE)).toBe(false);
    expect(noShowDue(place({ attend: false }), RULES, later, ZONE)).toBe(false);
    expect(noShowDue(place({ deletedAt: new Date(START - HOUR) }), RULES, later, ZONE)).toBe(false);
    expect(noShowDue(place({ classCancelled: true }), RULES, later, ZONE)).toBe(false);
    expect(noShowDue(place({ classDate: 'pronto' }), RULES, later, ZONE)).toBe(false);
    expect(noShowDue(place({ durationMinutes: null }), RULES, later, ZONE)).toBe(false);
  });

  it('leaves to the roster a place due before the setting was last turned on, not one due at that moment or after', () => {
    const due = START + 110 * MINUTE;
    const later = START + 24 * HOUR;
    expect(noShowDue(place(), { ...RULES, autoSince: due + 1 }, later, ZONE)).toBe(false);
    expect(noShowDue(place(), { ...RULES, autoSince: due }, later, ZONE)).toBe(true);
    expect(noShowDue(place(), { ...RULES, autoSince: null }, later, ZONE)).toBe(true);
  });

  it('never records a place written once its class had ended (a walk-in added afterwards): only the roster decides it', () => {
    const end = START + 50 * MINUTE;
    const later = START + 24 * HOUR;
    expect(noShowDue(place({ createdAt: new Date(end - 1) }), RULES, later, ZONE)).toBe(true);
    expect(noShowDue(place({ createdAt: new Date(end) }), RULES, later, ZONE)).toBe(false);
    expect(noShowDue(place({ createdAt: new Date(end + MINUTE) }), RULES, later, ZONE)).toBe(false);
  });

  it('looks back a week of the studio calendar, whatever daylight saving does', () => {
    const now = Date.parse('2026-11-04T18:00:00Z');
    // US clocks went back on 1 November: a week back is still 13:00 in New York, 169 hours earlier.
    expect(noShowSweepSince(now, 'America/New_York')).toBe(now - (NO_SHOW_SWEEP_LOOKBACK_DAYS * 24 + 1) * HOUR);
    expect(noShowSweepSince(now, ZONE)).toBe(now - NO_SHOW_SWEEP_LOOKBACK_DAYS * 24 * HOUR);
  });
});

describe('undoing a no-show at the desk (issue 16)', () => {
  const recorded = START + 2 * HOUR;

  it('is allowed until no_show_undo_hours after it was recorded', () => {
    const noShow = place({ attend: false, noShowAt: new Date(recorded) });
    expect(noShowRecordedAt(noShow, ZONE)).toBe(recorded);
    expect(noShowUndoUntil(noShow, RULES, ZONE)).toBe(recorded + 72 * HOUR);
    expect(attendanceChangeAllowed(noShow, true, RULES, recorded + 72 * HOUR - 1, ZONE)).toBe(true);
    expect(attendanceChangeAllowed(noShow, null, RULES, recorded + 72 * HOUR - 1, ZONE)).toBe(true);
    expect(attendanceChangeAllowed(noShow, true, RULES, recorded + 72 * HOUR, ZONE)).toBe(false);
    expect(attendanceChangeAllowed(noShow, null, RULES, recorded + 72 * HOUR, ZONE)).toBe(false);
  });

  it('counts a no-show kept without its recording from the end of its class', () => {
    const noShow = place({ attend: false });
    expect(noShowRecordedAt(noShow, ZONE)).toBe(START + 50 * MINUTE);
    expect(noShowUndoUntil(noShow, { undoHours: 1 }, ZONE)).toBe(START + 110 * MINUTE);
  });

  it('never restricts anything but changing a no-show', () => {
    const late = START + 1000 * HOUR;
    expect(attendanceChangeAllowed(place({ attend: true }), false, RULES, late, ZONE)).toBe(true);
    expect(attendanceChangeAllowed(place({ attend: true }), null, RULES, late, ZONE)).toBe(true);
    expect(attendanceChangeAllowed(place(), true, RULES, late, ZONE)).toBe(true);
    expect(attendanceChangeAllowed(place({ attend: false, noShowAt: START }), false, RULES, late, ZONE)).toBe(true);
    expect(noShowUndoUntil(place({ attend: true }), RULES, ZONE)).toBeNull();
  });

  it('refuses to undo a no-show whose class and recording are unreadable', () => {
    expect(attendanceChangeAllowed(place({ attend: false, classDate: 'x' }), true, RULES, START, ZONE)).toBe(false);
  });
});

describe('the run of no-shows a penalty is for (issue 16)', () => {
  /** 9:00 in Mexico City on Monday 8 June 2026. */
  const MONDAY_9 = Date.parse('2026-06-08T15:00:00Z');
  const DAY = 24 * HOUR;
  const at = (ms: number, attend: boolean | null, extra: Partial<NoShowRunInput> = {}): NoShowRunInput => ({
    classDate: new Date(ms).toISOString(), durationMinutes: 50, attend, deletedAt: null, ...extra,
  });
  const ON = { zone: ZONE, noShows: { auto: true, graceMinutes: 60 } };

  it("holds Monday, Tuesday and Wednesday's 9:00 no-shows recorded at 11:00 after she came at 10:00 on Wednesday", () => {
    const [mon, tue, wed] = [0, 1, 2].map((n) => at(MONDAY_9 + n * DAY, false)) as [NoShowRunInput, NoShowRunInput, NoShowRunInput];
    const came = at(MONDAY_9 + 2 * DAY + HOUR, true);
    const elevenWednesday = MONDAY_9 + 2 * DAY + 2 * HOUR;
    const list = [came, wed, mon, tue];
    expect(noShowRunOf(list, wed, elevenWednesday, ON)).toEqual([mon, tue, wed]);
    expect(noShowRunOf(list, mon, elevenWednesday, ON)).toEqual([mon, tue, wed]);
    // The spec's reading from now sees her 10:00 class first, and nothing.
    expect(noShowStreak(list, elevenWednesday, { zone: ZONE })).toBe(0);
  });

  it('passes over a class nobody marked whose no-show is not due yet with the sweep on; off, it ends the run as the spec reads', () => {
    const mon = at(MONDAY_9, false);
    // Tuesday: a two-hour class from 10:30 nobody marked yet (due at 13:30), and an 11:00 class she missed, marked at the desk.
    const running = at(MONDAY_9 + DAY + 90 * MINUTE, null, { durationMinutes: 120 });
    const tue = at(MONDAY_9 + DAY + 2 * HOUR, false, { durationMinutes: 20 });
    const now = MONDAY_9 + DAY + 150 * MINUTE;
    expect(noShowRunOf([mon, running, tue], tue, now, ON)).toEqual([mon, tue]);
    expect(noShowRunOf([tue, running, mon], tue, now, ON)).toEqual([mon, tue]);
    expect(noShowRunOf([mon, running, tue], tue, now, { zone: ZONE })).toEqual([tue]);
    // Once due and still unmarked (the sweep will record it, or it is older than the sweep reaches), it ends the run.
    expect(noShowRunOf([mon, running, tue], tue, MONDAY_9 + DAY + 5 * HOUR, ON)).toEqual([tue]);
  });

  it('passes over no-shows not booked under an unlimited package, while an attended class of a pack still ends the run', () => {
    const [packMon, packTue] = [at(MONDAY_9, false, { unlimited: false }), at(MONDAY_9 + DAY, false, { unlimited: false })];
    const wed = at(MONDAY_9 + 2 * DAY, false, { unlimited: true });
    const now = MONDAY_9 + 3 * DAY;
    expect(noShowRunOf([packMon, packTue, wed], wed, now, ON)).toEqual([wed]);
    expect(noShowRunOf([packMon, packTue, wed], packTue, now, ON)).toEqual([]);
    const thu = at(MONDAY_9 + 3 * DAY, false, { unlimited: true });
    expect(noShowRunOf([wed, packTue, thu], thu, now + DAY, ON)).toEqual([wed, thu]);
    const came = at(MONDAY_9 + 2.5 * DAY, true, { unlimited: false });
    expect(noShowRunOf([wed, came, thu], thu, now + DAY, ON)).toEqual([thu]);
  });

  it('leaves out classes up to the cut-off, cancelled places and classes not started, and is empty for a cause it does not count', () => {
    const list = [0, 1, 2, 3].map((n) => at(MONDAY_9 + n * DAY, false));
    const now = MONDAY_9 + 5 * DAY;
    expect(noShowRunOf(list, list[3] as NoShowRunInput, now, { ...ON, since: new Date(MONDAY_9 + DAY) })).toEqual(list.slice(2));
    expect(noShowRunOf(list, list[0] as NoShowRunInput, now, { ...ON, since: new Date(MONDAY_9 + DAY) })).toEqual([]);
    const cancelled = at(MONDAY_9 + 1.5 * DAY, true, { deletedAt: new Date(MONDAY_9) });
    const future = at(now + DAY, true);
    expect(noShowRunOf([...list, cancelled, future], list[0] as NoShowRunInput, now, ON)).toEqual(list);
    const came = at(MONDAY_9 + 4 * DAY, true);
    expect(noShowRunOf([...list, came], came, now, ON)).toEqual([]);
  });

  it('splits her places into runs the same in any order; at one instant the class that ends a run counts as the later', () => {
    const same = MONDAY_9 + DAY;
    const list = [at(MONDAY_9, false), at(same, false), at(same, true), at(MONDAY_9 + 2 * DAY, false)];
    const now = MONDAY_9 + 3 * DAY;
    const lengths = (places: readonly NoShowRunInput[]) => noShowRuns(places, now, ON).map((run) => run.length);
    expect(lengths(list)).toEqual([2, 1]);
    expect(lengths([...list].reverse())).toEqual([2, 1]);
  });
});

describe('bookedUnlimited and penaltyCutOff (issue 16)', () => {
  it('reads an unlimited credit, or a membership booking without credit or cash, as booked under an unlimited package', () => {
    expect(bookedUnlimited({ creditClasses: -1, isCash: false, member: false })).toBe(true);
    expect(bookedUnlimited({ creditClasses: 4, isCash: false, member: true })).toBe(false);
    expect(bookedUnlimited({ creditClasses: 0, isCash: false, member: false })).toBe(false);
    expect(bookedUnlimited({ creditClasses: null, isCash: false, member: true })).toBe(true);
    expect(bookedUnlimited({ creditClasses: null, isCash: true, member: true })).toBe(false);
    expect(bookedUnlimited({ creditClasses: null, isCash: false, member: false })).toBe(false);
  });

  it("cuts off after the last class of the latest penalty that stands, a lifted one's streak counting again", () => {
    const mon = '2026-06-08T15:00:00Z';
    const wed = '2026-06-10T15:00:00Z';
    const given = '2026-06-10T17:00:00Z';
    expect(penaltyCutOff([])).toBeNull();
    expect(penaltyCutOff([{ noShowsUntil: wed, createdAt: given }])).toBe(Date.parse(wed));
    expect(penaltyCutOff([{ noShowsUntil: wed, createdAt: given, liftedAt: '2026-06-10T18:00:00Z' }])).toBeNull();
    expect(penaltyCutOff([
      { noShowsUntil: mon, createdAt: '2026-06-08T17:00:00Z' },
      { noShowsUntil: wed, createdAt: given, liftedAt: '2026-06-10T18:00:00Z' },
    ])).toBe(Date.parse(mon));
    // One the team wrote has no streak: no-shows count after it was given.
    expect(penaltyCutOff([{ noShowsUntil: mon, createdAt: '2026-06-08T17:00:00Z' }, { noShowsUntil: null, createdAt: given }])).toBe(Date.parse(given));
  });
});

const instant = fc.integer({ min: Date.parse('2024-01-01T00:00:00Z'), max: Date.parse('2028-01-01T00:00:00Z') });
const attend = fc.constantFrom(true, false, null);
const rules = fc.record({ auto: fc.boolean(), graceMinutes: fc.integer({ min: 0, max: 1440 }), undoHours: fc.integer({ min: 1, max: 720 }) });
const arbitraryPlace = fc.record({
  classDate: instant,
  durationMinutes: fc.integer({ min: 1, max: 240 }),
  attend,
  deletedAt: fc.option(instant, { nil: null }),
  classCancelled: fc.boolean(),
  noShowAt: fc.option(instant, { nil: null }),
});

describe('no-show properties', () => {
  it('once a place is due it stays due, and it is never due before its class ended', () => {
    fc.assert(
      fc.property(arbitraryPlace, rules, instant, fc.integer({ min: 0, max: 10 ** 9 }), (p, r, now, later) => {
        if (noShowDue(p, r, now, ZONE)) {
          expect(noShowDue(p, r, now + later, ZONE)).toBe(true);
          expect(now).toBeGreaterThanOrEqual((classEndsAt(p, ZONE) ?? Infinity) + r.graceMinutes * MINUTE);
        }
      }),
    );
  });

  it('an undo refused at some time is refused at every later time', () => {
    fc.assert(
      fc.property(arbitraryPlace, rules, instant, fc.integer({ min: 0, max: 10 ** 9 }), fc.constantFrom(true, null), (p, r, now, later, next) => {
        if (!attendanceChangeAllowed(p, next, r, now, ZONE)) expect(attendanceChangeAllowed(p, next, r, now + later, ZONE)).toBe(false);
      }),
    );
  });

  it('the streak counts only recorded no-shows, and never more than she has', () => {
    fc.assert(
      fc.property(fc.array(arbitraryPlace, { maxLength: 12 }), instant, (list, now) => {
        const recorded = list.filter((p) => p.attend === false && p.deletedAt === null && p.classDate <= now).length;
        expect(noShowStreak(list, now, { zone: ZONE })).toBeLessThanOrEqual(recorded);
        const streak = noShowStreak(list, now, { zone: ZONE });
        // An unmarked class ends the streak exactly as an attended one does...
        const attended = list.map((p) => (p.attend === null ? { ...p, attend: true } : p));
        expect(noShowStreak(attended, now, { zone: ZONE })).toBe(streak);
        // ...and recording the unmarked ones as no-shows can only lengthen it.
        const absent = list.map((p) => (p.attend === null ? { ...p, attend: false } : p));
        expect(noShowStreak(absent, now, { zone: ZONE })).toBeGreaterThanOrEqual(streak);
      }),
    );
  });
});
