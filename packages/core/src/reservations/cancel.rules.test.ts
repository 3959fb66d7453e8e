import { describe, expect, it } from 'vitest';
import { CANCEL_UNITS } from '../config/config.keys.js';
import type { CancelUnit } from '../config/config.model.js';
import { messages } from '../messages/index.js';
import {
  bookedBeforeStudioChange, cancelCountAllows, cancelDecision, cancelDecisionAfterChange, cancelRefusal, cancelRefusalAfterChange, cancelWindowOpen,
  RESERVATION_CODES,
} from './cancel.rules.js';
import type { CancelSettings } from './reservations.model.js';

const NOW = Date.UTC(2025, 0, 6, 15, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const at = (offset: number) => new Date(NOW + offset).toISOString();

const UNIT_MS: Record<CancelUnit, number> = {
  days: DAY,
  day: DAY,
  hours: HOUR,
  hour: HOUR,
  minutes: MINUTE,
  minute: MINUTE,
  seconds: SECOND,
  second: SECOND,
};

describe('cancelWindowOpen (spec 4, Cancel)', () => {
  it.each(CANCEL_UNITS)('is open exactly while the class is at least 2 %s away', (unit) => {
    const window = { value: 2, unit, allowCancel: true };
    const length = 2 * UNIT_MS[unit];
    expect(cancelWindowOpen(at(length + 1), NOW, window)).toBe(true);
    expect(cancelWindowOpen(at(length), NOW, window)).toBe(true);
    expect(cancelWindowOpen(at(length - 1), NOW, window)).toBe(false);
  });

  it('is closed when cancelling is disabled, whatever the window', () => {
    expect(cancelWindowOpen(at(30 * DAY), NOW, { value: 1, unit: 'hours', allowCancel: false })).toBe(false);
    expect(cancelWindowOpen(at(30 * DAY), NOW, { value: null, unit: null, allowCancel: false })).toBe(false);
  });

  it('is open when no value or no unit is given', () => {
    expect(cancelWindowOpen(at(MINUTE), NOW, { value: null, unit: 'hours', allowCancel: true })).toBe(true);
    expect(cancelWindowOpen(at(MINUTE), NOW, { value: 12, unit: null, allowCancel: true })).toBe(true);
    expect(cancelWindowOpen(at(MINUTE), NOW, { value: Number.NaN, unit: 'hours', allowCancel: true })).toBe(true);
    expect(cancelWindowOpen(null, NOW, { value: undefined, unit: undefined, allowCancel: true })).toBe(true);
  });

  it('is closed for an unreadable class date when a window is set', () => {
    expect(cancelWindowOpen('mañana', NOW, { value: 1, unit: 'hour', allowCancel: true })).toBe(false);
  });

  it('treats a negative window as none long', () => {
    const window = { value: -3, unit: 'hours' as const, allowCancel: true };
    expect(cancelWindowOpen(at(1), NOW, window)).toBe(true);
    expect(cancelWindowOpen(at(-HOUR), NOW, window)).toBe(false);
  });

  it('counts days on the studio calendar across a daylight-saving change', () => {
    // New York springs forward on 9 March 2025 at 02:00: noon on the 9th minus one day is noon
    // on the 8th, only 23 hours earlier. A 24-hour day would close the window an hour sooner.
    const window = { value: 1, unit: 'day' as const, allowCancel: true, zone: 'America/New_York' };
    const classDate = '2025-03-09T12:00:00';
    const noonBefore = Date.UTC(2025, 2, 8, 17, 0);
    expect(cancelWindowOpen(classDate, noonBefore, window)).toBe(true);
    expect(cancelWindowOpen(classDate, noonBefore + 1, window)).toBe(false);
  });

  it('accepts Date objects and epoch milliseconds', () => {
    const window = { value: 1, unit: 'hours' as const, allowCancel: true };
    expect(cancelWindowOpen(new Date(NOW + 2 * HOUR), NOW, window)).toBe(true);
    expect(cancelWindowOpen(NOW + 30 * MINUTE, NOW, window)).toBe(false);
  });
});

const settings = (patch: Partial<CancelSettings> = {}): CancelSettings => ({
  cancelTimeframe: { value: 12, unit: 'hours' },
  allowCancelReservations: true,
  allowCancelAfterThreshold: false,
  maxCancelsPerAvailableClass: null,
  timezone: 'America/Mexico_City',
  ...patch,
});

describe('cancelDecision', () => {
  const early = { deletedAt: null, classDate: at(13 * HOUR) };
  const late = { deletedAt: null, classDate: at(2 * HOUR) };

  it('cancels with the credit returned inside the window', () => {
    expect(cancelDecision(early, NOW, settings())).toEqual({ canCancel: true, refundsCredit: true, lateWarning: false });
  });

  it('refuses past the window when late cancelling is off', () => {
    expect(cancelDecision(late, NOW, settings())).toEqual({ canCancel: false, refundsCredit: false, lateWarning: false });
  });

  it('allows a late cancel without refund, with a warning, when allow_cancel_after_treshold is on', () => {
    expect(cancelDecision(late, NOW, settings({ allowCancelAfterThreshold: true }))).toEqual({
      canCancel: true,
      refundsCredit: false,
      lateWarning: true,
    });
  });

  it('refuses everything when cancelling is disabled, even with late cancelling on', () => {
    const off = settings({ allowCancelReservations: false, allowCancelAfterThreshold: true });
    expect(cancelDecision(early, NOW, off).canCancel).toBe(false);
    expect(cancelDecision(late, NOW, off).canCancel).toBe(false);
  });

  it('refuses a cancelled reservation and a class that has started', () => {
    const lenient = settings({ allowCancelAfterThreshold: true, cancelTimeframe: { value: null, unit: null } });
    expect(cancelDecision({ deletedAt: at(-DAY), classDate: at(DAY) }, NOW, lenient).canCancel).toBe(false);
    expect(cancelDecision({ classDate: at(0) }, NOW, lenient).canCancel).toBe(false);
    expect(cancelDecision({ classDate: at(-MINUTE) }, NOW, lenient).canCancel).toBe(false);
    expect(cancelDecision({ classDate: 'x' }, NOW, lenient).canCancel).toBe(false);
  });

  it('returns the credit up to the start when there is no window', () => {
    const open = settings({ cancelTimeframe: { value: null, unit: null } });
    expect(cancelDecision({ classDate: at(SECOND) }, NOW, open)).toEqual({
      canCancel: true,
      refundsCredit: true,
      lateWarning: false,
    });
  });
});

describe('cancelCountAllows (max_cancels_per_available_class)', () => {
  it('allows any count without a limit', () => {
    expect(cancelCountAllows(99, null)).toBe(true);
    expect(cancelCountAllows(99, undefined)).toBe(true);
    expect(cancelCountAllows(99, 0)).toBe(true);
  });

  it('allows cancelling while the count is below the limit', () => {
    expect(cancelCountAllows(0, 1)).toBe(true);
    expect(cancelCountAllows(1, 1)).toBe(false);
    expect(cancelCountAllows(1, 2)).toBe(true);
    expect(cancelCountAllows(2, 2)).toBe(false);
  });
});

describe('cancelRefusal', () => {
  const code = (...args: Parameters<typeof cancelRefusal>) => cancelRefusal(...args)?.code ?? null;

  it('is null when the cancel is allowed', () => {
    expect(cancelRefusal({ classDate: at(DAY) }, NOW, settings())).toBeNull();
  });

  it('names each reason with its code and Spanish message', () => {
    expect(code({ deletedAt: at(-HOUR), classDate: at(DAY) }, NOW, settings())).toBe(RESERVATION_CODES.alreadyCancelled);
    expect(cancelRefusal({ classDate: at(DAY) }, NOW, settings({ allowCancelReservations: false }))?.message).toBe(
      messages.reservations.notCancellable,
    );
    expect(code({ classDate: at(-HOUR) }, NOW, settings())).toBe(RESERVATION_CODES.classStarted);
    expect(code({ classDate: at(HOUR) }, NOW, settings())).toBe(RESERVATION_CODES.cancelWindowClosed);
    expect(code({ classDate: at(DAY) }, NOW, settings({ maxCancelsPerAvailableClass: 1 }), 1)).toBe(
      RESERVATION_CODES.cancelLimit,
    );
    expect(code({ classDate: at(DAY) }, NOW, settings({ maxCancelsPerAvailableClass: 2 }), 1)).toBeNull();
  });

  it('allows a late cancel when allow_cancel_after_treshold is on', () => {
    expect(cancelRefusal({ classDate: at(HOUR) }, NOW, settings({ allowCancelAfterThreshold: true }))).toBeNull();
  });
});

describe("a class the studio moved after she booked it (issue 16, 'Horarios')", () => {
  // Booked yesterday; the studio moved the class an hour ago to two hours from now, inside the 12-hour window.
  const moved = { deletedAt: null, classDate: at(2 * HOUR), bookedAt: at(-DAY), classChangedAt: at(-HOUR) };

  it('knows whether the change came after the booking', () => {
    expect(bookedBeforeStudioChange(moved)).toBe(true);
    expect(bookedBeforeStudioChange({ bookedAt: at(-HOUR), classChangedAt: at(-DAY) })).toBe(false);
    expect(bookedBeforeStudioChange({ bookedAt: at(-DAY), classChangedAt: null })).toBe(false);
    expect(bookedBeforeStudioChange({ bookedAt: null, classChangedAt: at(-HOUR) })).toBe(false);
  });

  it('returns her credit whatever the window, even with late cancelling off', () => {
    expect(cancelDecision(moved, NOW, settings())).toEqual({ canCancel: false, refundsCredit: false, lateWarning: false });
    expect(cancelDecisionAfterChange(moved, NOW, settings())).toEqual({ canCancel: true, refundsCredit: true, lateWarning: false });
    expect(cancelDecisionAfterChange(moved, NOW, settings({ allowCancelAfterThreshold: true }))).toEqual({ canCancel: true, refundsCredit: true, lateWarning: false });
    expect(cancelRefusal(moved, NOW, settings())?.code).toBe(RESERVATION_CODES.cancelWindowClosed);
    expect(cancelRefusalAfterChange(moved, NOW, settings())).toBeNull();
  });

  it('is the usual rule for a reservation made after the change', () => {
    const after = { ...moved, bookedAt: at(-30 * MINUTE) };
    expect(cancelDecisionAfterChange(after, NOW, settings())).toEqual(cancelDecision(after, NOW, settings()));
    expect(cancelDecisionAfterChange(after, NOW, settings({ allowCancelAfterThreshold: true }))).toEqual({ canCancel: true, refundsCredit: false, lateWarning: true });
    expect(cancelRefusalAfterChange(after, NOW, settings())?.code).toBe(RESERVATION_CODES.cancelWindowClosed);
  });

  it('still refuses a class that started, a cancelled reservation, cancelling off and the cancel limit', () => {
    const refused = { canCancel: false, refundsCredit: false, lateWarning: false };
    expect(cancelDecisionAfterChange({ ...moved, classDate: at(-MINUTE) }, NOW, settings())).toEqual(refused);
    expect(cancelDecisionAfterChange({ ...moved, deletedAt: at(-MINUTE) }, NOW, settings())).toEqual(refused);
    expect(cancelDecisionAfterChange(moved, NOW, settings({ allowCancelReservations: false }))).toEqual(refused);
    expect(cancelRefusalAfterChange({ ...moved, classDate: at(-MINUTE) }, NOW, settings())?.code).toBe(RESERVATION_CODES.classStarted);
    expect(cancelRefusalAfterChange(moved, NOW, settings({ allowCancelReservations: false }))?.code).toBe(RESERVATION_CODES.cancelDisabled);
    expect(cancelRefusalAfterChange(moved, NOW, settings({ maxCancelsPerAvailableClass: 1 }), 1)?.code).toBe(RESERVATION_CODES.cancelLimit);
  });
});
