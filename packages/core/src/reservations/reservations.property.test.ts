import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { CANCEL_UNITS } from '../config/config.keys.js';
import { cancelDecision, cancelWindowOpen } from './cancel.rules.js';
import { RESERVATION_FILTERS, reservationFilterMatches } from './list.rules.js';
import { noShowStreak } from './penalty.rules.js';
import { canRate } from './rating.rules.js';
import type { CancelSettings, InstantInput, ReservationStatus, ReservationStatusInput } from './reservations.model.js';
import { RESERVATION_STATUSES, reservationStatus } from './status.rules.js';

const NOW = Date.UTC(2025, 0, 6, 15, 0);
const YEAR = 365 * 86_400_000;
const ZONES = ['America/Mexico_City', 'America/New_York', 'UTC', 'Europe/Madrid', 'Asia/Kolkata'];

const instantMs = fc.integer({ min: NOW - 2 * YEAR, max: NOW + 2 * YEAR });
/** A class date as callers hold it, readable or not, with its instant in the default studio zone (null when unreadable). */
const datedClass: fc.Arbitrary<{ date: InstantInput | null | undefined; ms: number | null }> = fc.oneof(
  instantMs.map((ms) => ({ date: ms, ms })),
  instantMs.map((ms) => ({ date: new Date(ms), ms })),
  instantMs.map((ms) => ({ date: new Date(ms).toISOString(), ms })),
  // Wall-clock text without an offset is studio time.
  instantMs.map((ms) => {
    const text = DateTime.fromMillis(ms, { zone: 'America/Mexico_City' }).toFormat('yyyy-MM-dd HH:mm:ss');
    return { date: text, ms: DateTime.fromSQL(text, { zone: 'America/Mexico_City' }).toMillis() };
  }),
  fc.constantFrom(null, undefined, '', 'mañana', 'not-a-date').map((date) => ({ date, ms: null })),
);
const classDate = datedClass.map(({ date }) => date);
const optionalFlag = fc.constantFrom(true, false, null, undefined);
// Mostly not cancelled, so the lower-priority statuses get exercised too.
const deletedAt = fc.oneof(
  { arbitrary: fc.constantFrom(null, undefined), weight: 4 },
  instantMs.map((ms) => new Date(ms).toISOString()),
  instantMs.map((ms) => new Date(ms)),
);
type Generated = ReservationStatusInput & { class_stars: number | null; coach_stars: number | null };
const withMs: fc.Arbitrary<{ r: Generated; ms: number | null }> = fc
  .record({
    deletedAt,
    is_cash: optionalFlag,
    is_paid: optionalFlag,
    attend: optionalFlag,
    dated: datedClass,
    class_stars: fc.option(fc.integer({ min: 1, max: 5 })),
    coach_stars: fc.option(fc.integer({ min: 1, max: 5 })),
  })
  .map(({ dated, ...rest }) => ({ r: { ...rest, classDate: dated.date }, ms: dated.ms }));
const reservation = withMs.map(({ r }) => r);
const zone = fc.constantFrom(...ZONES);

/** Spec 4's conditions, written out independently of the rule, in priority order. */
const conditions = (r: ReservationStatusInput, started: boolean): Record<ReservationStatus, boolean> => ({
  cancelled: r.deletedAt != null,
  cashPending: r.is_cash === true && r.is_paid !== true,
  noShow: r.attend !== true && started,
  attended: r.attend === true,
  upcoming: true,
});

describe('reservation status properties', () => {
  it('is total: every input gets exactly one of the five statuses', () => {
    fc.assert(
      fc.property(reservation, instantMs, zone, (r, now, z) => {
        const status = reservationStatus(r, now, z);
        expect(RESERVATION_STATUSES).toContain(status);
      }),
    );
  });

  it('is ordered: the status is the first of the priority list whose condition holds', () => {
    fc.assert(
      fc.property(withMs, instantMs, ({ r, ms }, now) => {
        // An unreadable date never starts; a readable one has started when its instant is not after now.
        const holds = conditions(r, ms !== null && ms <= now);
        const first = RESERVATION_STATUSES.find((status) => holds[status]);
        expect(reservationStatus(r, now)).toBe(first);
      }),
      { numRuns: 2000 },
    );
  });

  it('setting deletedAt always yields Cancelada', () => {
    fc.assert(
      fc.property(reservation, instantMs, instantMs, (r, now, deleted) => {
        expect(reservationStatus({ ...r, deletedAt: new Date(deleted).toISOString() }, now)).toBe('cancelled');
      }),
    );
  });

  it('unpaid cash beats attendance and no-shows', () => {
    fc.assert(
      fc.property(reservation, instantMs, (r, now) => {
        expect(reservationStatus({ ...r, deletedAt: null, is_cash: true, is_paid: false }, now)).toBe('cashPending');
      }),
    );
  });

  it('attendance beats the class date once cancellation and cash are settled', () => {
    fc.assert(
      fc.property(reservation, instantMs, (r, now) => {
        expect(reservationStatus({ ...r, deletedAt: null, is_cash: false, attend: true }, now)).toBe('attended');
      }),
    );
  });

  it('canRate implies Exitosa', () => {
    fc.assert(
      fc.property(reservation, instantMs, fc.boolean(), (r, now, enabled) => {
        if (canRate(r, now, { enabled })) expect(reservationStatus(r, now)).toBe('attended');
      }),
    );
  });
});

const unit = fc.constantFrom(...CANCEL_UNITS, null);
const windowValue = fc.oneof(fc.integer({ min: -5, max: 100 }), fc.double({ min: 0, max: 50, noNaN: true }), fc.constant(null));
const settings: fc.Arbitrary<CancelSettings> = fc.record({
  cancelTimeframe: fc.record({ value: windowValue, unit }),
  allowCancelReservations: fc.boolean(),
  allowCancelAfterThreshold: fc.boolean(),
  timezone: zone,
});

describe('cancel window properties', () => {
  it('is monotonic in time: open at t means open at every earlier t', () => {
    fc.assert(
      fc.property(classDate, settings, instantMs, fc.integer({ min: 0, max: YEAR }), (date, s, t, back) => {
        const window = { value: s.cancelTimeframe.value, unit: s.cancelTimeframe.unit, allowCancel: s.allowCancelReservations, zone: s.timezone };
        if (cancelWindowOpen(date, t, window)) expect(cancelWindowOpen(date, t - back, window)).toBe(true);
      }),
    );
  });

  it('a refund implies a cancel, a warning implies a cancel without refund, and both stay earlier in time', () => {
    fc.assert(
      fc.property(classDate, deletedAt, settings, instantMs, fc.integer({ min: 0, max: YEAR }), (date, deleted, s, t, back) => {
        const decision = cancelDecision({ classDate: date, deletedAt: deleted }, t, s);
        if (decision.refundsCredit) expect(decision.canCancel && !decision.lateWarning).toBe(true);
        if (decision.lateWarning) expect(decision.canCancel && !decision.refundsCredit).toBe(true);
        if (decision.canCancel) expect(deleted == null).toBe(true);
        if (decision.refundsCredit) expect(cancelDecision({ classDate: date, deletedAt: deleted }, t - back, s).refundsCredit).toBe(true);
      }),
    );
  });
});

describe('list properties', () => {
  it('Próximas, Pasadas and Canceladas split every reservation into exactly one', () => {
    fc.assert(
      fc.property(reservation, instantMs, zone, (r, now, z) => {
        const matched = RESERVATION_FILTERS.filter((f) => f !== 'all' && reservationFilterMatches(f, r, now, z));
        expect(matched).toHaveLength(1);
        expect(reservationFilterMatches('all', r, now, z)).toBe(true);
      }),
    );
  });

  it('the no-show streak ignores order and never exceeds the past, non-cancelled reservations', () => {
    fc.assert(
      fc.property(fc.array(reservation, { maxLength: 15 }), instantMs, (list, now) => {
        const streak = noShowStreak(list, now);
        const eligible = list.filter((r) => reservationFilterMatches('past', r, now)).length;
        expect(streak).toBeGreaterThanOrEqual(0);
        expect(streak).toBeLessThanOrEqual(eligible);
        expect(noShowStreak([...list].reverse(), now)).toBe(streak);
      }),
    );
  });
});
