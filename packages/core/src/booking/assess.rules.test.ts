import { describe, expect, it } from 'vitest';
import { defaultConfigEntries, parseStudioConfig } from '../config/index.js';
import {
  classReserveFacts,
  memberReads,
  memberReserveFacts,
  needsMemberFacts,
  spotMapsOldestFirst,
  type AssessedClass,
  type MemberFacts,
} from './assess.rules.js';

const NOW = Date.UTC(2025, 0, 6, 15, 0);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const config = parseStudioConfig(
  defaultConfigEntries({ waitlist_enabled: 'true', allow_class_guests: 'true', timezone: 'America/Mexico_City' }),
);

/** A class tomorrow with room, nobody's waitlist, bought with credits. */
const cls = (changes: Partial<AssessedClass> = {}): AssessedClass => ({
  class_package_id: null,
  capacity: 4,
  reservation_count: 0,
  class_date: new Date(NOW + DAY).toISOString(),
  class_type: { class_type_id: 3 },
  mine: null,
  ...changes,
});

/** A customer with a complete profile and no membership, one credit for any class. */
const member = (changes: Partial<MemberFacts> = {}): MemberFacts => ({
  customer: { name: 'Ana', last_name: 'Ruiz', phone: '5512345678', birthdate: '1990-01-01', has_unlimited: false },
  credits: [{ available_class_id: 1, available_classes: 2, expiration_date: null }],
  penalties: [],
  profileFields: null,
  freeSpots: [],
  ...changes,
});

describe('classReserveFacts (spec 4, the facts of the class)', () => {
  it('reads a bookable class and the studio flags, nobody signed in', () => {
    expect(classReserveFacts(cls(), config, NOW)).toEqual({
      signedIn: false,
      packageId: null,
      full: false,
      reachable: true,
      waitlistEnabled: true,
      onWaitlist: false,
      canPay: true,
      penalty: null,
      profilePending: false,
      guestsAllowed: true,
      freeSpots: [],
    });
  });

  it('a full class, a package class, a class begun, the caller on its waitlist', () => {
    expect(classReserveFacts(cls({ reservation_count: 4 }), config, NOW).full).toBe(true);
    expect(classReserveFacts(cls({ class_package_id: 9 }), config, NOW).packageId).toBe(9);
    expect(classReserveFacts(cls({ class_date: new Date(NOW - HOUR).toISOString() }), config, NOW).reachable).toBe(false);
    expect(classReserveFacts(cls({ mine: { waitlist_id: 5 } }), config, NOW).onWaitlist).toBe(true);
    expect(classReserveFacts(cls({ mine: { waitlist_id: null } }), config, NOW).onWaitlist).toBe(false);
  });
});

describe('needsMemberFacts and memberReads', () => {
  it('reads the customer only when signed in and the class is booked, not bought', () => {
    expect(needsMemberFacts(true, classReserveFacts(cls(), config, NOW))).toBe(true);
    expect(needsMemberFacts(false, classReserveFacts(cls(), config, NOW))).toBe(false);
    expect(needsMemberFacts(true, classReserveFacts(cls({ class_package_id: 2 }), config, NOW))).toBe(false);
  });

  it('asks for penalties and spot maps only when their flags are on', () => {
    expect(memberReads(config)).toEqual({ penalties: false, spotMaps: false });
    const on = parseStudioConfig(defaultConfigEntries({ unlimited_membership_penalties_enabled: 'true', spotmap_enabled: 'true' }));
    expect(memberReads(on)).toEqual({ penalties: true, spotMaps: true });
  });

  it('draws the room from the oldest custom map first', () => {
    const maps = [{ custom_spot_map_id: 7 }, { custom_spot_map_id: 2 }, { custom_spot_map_id: 5 }];
    expect(spotMapsOldestFirst(maps).map((m) => m.custom_spot_map_id)).toEqual([2, 5, 7]);
    expect(maps[0]?.custom_spot_map_id).toBe(7);
  });
});

describe('memberReserveFacts (spec 4, the facts of a signed-in customer)', () => {
  const facts = (m: MemberFacts, c = cls()) => memberReserveFacts(c, classReserveFacts(c, config, NOW), m, config, NOW);

  it('a customer with a usable credit and a complete profile can pay, nothing pending', () => {
    expect(facts(member({ freeSpots: ['1', '3'] }))).toMatchObject({
      signedIn: true,
      canPay: true,
      penalty: null,
      profilePending: false,
      freeSpots: ['1', '3'],
    });
  });

  it('without a usable credit only an unlimited membership pays', () => {
    expect(facts(member({ credits: [] })).canPay).toBe(false);
    expect(facts(member({ credits: [{ available_class_id: 1, available_classes: 0 }] })).canPay).toBe(false);
    const unlimited = member({ credits: [], customer: { ...member().customer, has_unlimited: true, unlimited_membership_expiration: null } });
    expect(facts(unlimited).canPay).toBe(true);
  });

  it('a credit for another class type pays only while restrictions are off', () => {
    const other = member({ credits: [{ available_class_id: 1, available_classes: 2, class_type_id: 99 }] });
    expect(facts(other).canPay).toBe(true);
    const restricted = parseStudioConfig(defaultConfigEntries({ allow_restricted_class_types: 'true' }));
    const c = cls();
    expect(memberReserveFacts(c, classReserveFacts(c, restricted, NOW), other, restricted, NOW).canPay).toBe(false);
  });

  it('the active penalty is the one ending last; an ended one is none', () => {
    const penalties = [
      { reason: 'Ya pasó', end_date: new Date(NOW - DAY).toISOString() },
      { reason: 'Tres inasistencias', end_date: new Date(NOW + 2 * DAY).toISOString() },
      { reason: 'Una', end_date: new Date(NOW + DAY).toISOString() },
    ];
    expect(facts(member({ penalties })).penalty).toEqual(penalties[1]);
    expect(facts(member({ penalties: [penalties[0]!] })).penalty).toBeNull();
  });

  it('the profile is pending while name, last name or phone is blank, or the form says so', () => {
    expect(facts(member({ customer: { ...member().customer, phone: '' } })).profilePending).toBe(true);
    expect(facts(member({ profileFields: [] })).profilePending).toBe(false);
  });

  it('keeps the class facts', () => {
    const full = cls({ reservation_count: 4, mine: { waitlist_id: 1 } });
    expect(facts(member(), full)).toMatchObject({ full: true, onWaitlist: true, waitlistEnabled: true, guestsAllowed: true });
  });
});
