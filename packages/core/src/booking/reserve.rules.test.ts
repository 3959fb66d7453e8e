import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultConfigEntries, parseStudioConfig } from '../config/index.js';
import { fill, messages } from '../messages/index.js';
import { BOOKING_CODES, penaltyRefusal, reserveRefusal, type PlaceFacts } from './reserve.rules.js';

const NOW = Date.UTC(2025, 0, 6, 15, 0);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const config = parseStudioConfig(defaultConfigEntries({ unlimited_membership_penalties_enabled: 'true', reservation_timeframe_minutes: '30', allow_class_guests: 'true' }));
const penalty = { end_date: new Date(NOW + 2 * DAY).toISOString(), reason: 'Tres inasistencias' };

/** A class tomorrow with room, booked by nobody yet: every refusal below changes one fact. */
const facts = (changes: Partial<PlaceFacts> = {}, single: Partial<PlaceFacts['singleClass']> = {}): PlaceFacts => ({
  singleClass: { class_date: NOW + DAY, class_package_id: null, capacity: 4, cancelled: false, ...single },
  guest: null, byTeam: false, penalties: [], holdsOwnPlace: false, placesTaken: 0, ...changes,
});

const codeOf = (f: PlaceFacts, now = NOW) => reserveRefusal(f, now, config)?.code ?? null;

describe('reserveRefusal (spec 4, Reserve flow)', () => {
  it('takes a class with room, and the team books past the window', () => {
    expect(codeOf(facts())).toBeNull();
    expect(codeOf(facts({ byTeam: true }, { class_date: NOW - HOUR }))).toBeNull();
  });

  it('refuses in the one order: cancelled, package, window, guests, penalty, own place, full', () => {
    const everything = facts(
      { guest: null, penalties: [penalty], holdsOwnPlace: true, placesTaken: 4 },
      { cancelled: true, class_package_id: 6, class_date: NOW + 10 * 60_000 },
    );
    expect(codeOf(everything)).toBe('schedule/class-cancelled');
    const notCancelled = { ...everything, singleClass: { ...everything.singleClass, cancelled: false } };
    expect(codeOf(notCancelled)).toBe(BOOKING_CODES.packageBound);
    const sold = { ...notCancelled, singleClass: { ...notCancelled.singleClass, class_package_id: null } };
    expect(codeOf(sold)).toBe('schedule/booking-closed');
    const open = { ...sold, singleClass: { ...sold.singleClass, class_date: NOW + DAY } };
    expect(codeOf(open)).toBe(BOOKING_CODES.penalty);
    expect(codeOf({ ...open, penalties: [] })).toBe('schedule/already-reserved');
    expect(codeOf({ ...open, penalties: [], holdsOwnPlace: false })).toBe('schedule/class-full');
    expect(codeOf({ ...open, penalties: [], guest: 'Ana' })).toBe('schedule/class-full');
    const noGuests = { ...config, features: { ...config.features, classGuests: false } };
    expect(reserveRefusal({ ...open, guest: 'Ana' }, NOW, noGuests)?.code).toBe('schedule/guests-not-allowed');
  });

  it('never takes one more place in a full class', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }), (capacity, taken) => {
      const refused = codeOf(facts({ placesTaken: taken }, { capacity }));
      expect(refused === 'schedule/class-full').toBe(taken >= capacity);
    }));
  });
});

describe('penaltyRefusal (spec 4, Penalty; spec 8)', () => {
  it('says the spec sentence, the reason and the day booking opens again (412)', () => {
    expect(penaltyRefusal([penalty], NOW, config)).toEqual({
      code: BOOKING_CODES.penalty,
      status: 412,
      message: `${messages.reservations.penalty} ${fill(messages.reservations.penaltyReason, { reason: 'Tres inasistencias' })}. ${fill(messages.reservations.penaltyUntil, { date: '08 ene 2025' })}`,
    });
  });

  it('binds only while the penalty runs and penalties are on', () => {
    expect(penaltyRefusal([{ ...penalty, end_date: new Date(NOW - HOUR).toISOString() }], NOW, config)).toBeNull();
    const off = { ...config, rules: { ...config.rules, unlimitedPenalties: { ...config.rules.unlimitedPenalties, enabled: false } } };
    expect(penaltyRefusal([penalty], NOW, off)).toBeNull();
  });
});
