import { describe, expect, it } from 'vitest';
import { messages } from '../messages/index.js';
import {
  availableTotal,
  classTypeAllowed,
  creditAllows,
  creditClassTypes,
  creditDenial,
  noCreditRefusal,
  pickCredit,
} from './credits.rules.js';
import { CREDIT_ERROR_CODES } from './credits.errors.js';
import type { Credit, CreditOptions, CreditTarget } from './credits.model.js';
import { expirationMs, isExpired } from './expiration.rules.js';

const MX = 'America/Mexico_City';
const NOW = '2026-03-04T16:00:00Z'; // Wednesday 4 March 2026, 10:00 in Mexico City

const credit = (overrides: Partial<Credit> = {}): Credit => ({
  available_class_id: 1,
  class_type_id: null,
  class_types: null,
  allowed_times: null,
  available_classes: 5,
  expiration_date: null,
  ...overrides,
});

/** Wednesday 11 March 2026, 07:00 in Mexico City, a class of type 3. */
const yoga: CreditTarget = { classTypeId: 3, classDate: '2026-03-11 07:00:00' };
const open: CreditOptions = { now: NOW, zone: MX, restrictTypes: false, restrictTimes: false };
const strict: CreditOptions = { ...open, restrictTypes: true, restrictTimes: true };

describe('expiration', () => {
  it('never expires without a date', () => {
    expect(isExpired(null, NOW, MX)).toBe(false);
    expect(isExpired(undefined, NOW, MX)).toBe(false);
    expect(isExpired('', NOW, MX)).toBe(false);
    expect(expirationMs(null, MX)).toBe(Number.POSITIVE_INFINITY);
  });

  it('expires when now reaches the expiration instant', () => {
    expect(isExpired('2026-03-04T16:00:01Z', NOW, MX)).toBe(false);
    expect(isExpired('2026-03-04T16:00:00Z', NOW, MX)).toBe(true);
    expect(isExpired('2026-03-04T15:00:00Z', NOW, MX)).toBe(true);
  });

  it("keeps a bare date valid through that day in the studio's zone", () => {
    expect(isExpired('2026-03-04', NOW, MX)).toBe(false);
    expect(isExpired('2026-03-04', '2026-03-05T05:59:59Z', MX)).toBe(false); // 23:59:59 in Mexico City
    expect(isExpired('2026-03-04', '2026-03-05T06:00:00Z', MX)).toBe(true);
    expect(isExpired('2026-03-03', NOW, MX)).toBe(true);
  });

  it('treats an unreadable date or now as expired, so corrupt data spends nothing', () => {
    expect(isExpired('pronto', NOW, MX)).toBe(true);
    expect(isExpired('2026-04-01', 'ahora', MX)).toBe(true);
  });
});

describe('creditAllows / creditDenial', () => {
  it('allows a live credit with classes for any class when nothing is restricted', () => {
    expect(creditAllows(credit(), yoga, open)).toBe(true);
    expect(creditAllows(credit({ class_type_id: 9, allowed_times: '20:00-21:00' }), yoga, open)).toBe(true);
  });

  it('refuses an expired credit', () => {
    expect(creditDenial(credit({ expiration_date: '2026-03-01T00:00:00Z' }), yoga, open)).toBe('expired');
  });

  it('refuses a credit without classes, unless it is unlimited', () => {
    expect(creditDenial(credit({ available_classes: 0 }), yoga, open)).toBe('exhausted');
    expect(creditDenial(credit({ available_classes: -2 }), yoga, open)).toBe('exhausted');
    expect(creditDenial(credit({ available_classes: Number.NaN }), yoga, open)).toBe('exhausted');
    expect(creditDenial(credit({ available_classes: -1 }), yoga, open)).toBeNull();
  });

  it('checks the class type when restricted types are allowed', () => {
    expect(creditDenial(credit({ class_type_id: 3 }), yoga, strict)).toBeNull();
    expect(creditDenial(credit({ class_type_id: '3' }), yoga, strict)).toBeNull();
    expect(creditDenial(credit({ class_type_id: 4 }), yoga, strict)).toBe('classType');
    expect(creditDenial(credit({ class_types: '1, 3,5' }), yoga, strict)).toBeNull();
    expect(creditDenial(credit({ class_types: '1,5' }), yoga, strict)).toBe('classType');
    expect(creditDenial(credit({ class_type_id: 4, class_types: '3' }), yoga, strict)).toBeNull();
    expect(creditDenial(credit({ class_type_id: null, class_types: ' , ' }), yoga, strict)).toBeNull();
    expect(creditDenial(credit({ class_type_id: 4 }), { ...yoga, classTypeId: null }, strict)).toBe('classType');
  });

  it('checks allowed_times when restricted times are allowed', () => {
    expect(creditDenial(credit({ allowed_times: '1-5@06:00-12:00' }), yoga, strict)).toBeNull();
    expect(creditDenial(credit({ allowed_times: '6-7@06:00-12:00' }), yoga, strict)).toBe('time');
    expect(creditDenial(credit({ allowed_times: '18:00-21:00,07:00-08:00' }), yoga, strict)).toBeNull();
    expect(creditDenial(credit({ allowed_times: '' }), yoga, strict)).toBeNull();
  });

  it('lets an unreadable allowed_times allow nothing', () => {
    expect(creditDenial(credit({ allowed_times: 'mañanas' }), yoga, strict)).toBe('time');
    expect(creditDenial(credit({ allowed_times: 'mañanas,07:00-08:00' }), yoga, strict)).toBeNull();
  });

  it('lists the class types of a credit', () => {
    expect(creditClassTypes(credit({ class_type_id: 2, class_types: '3, 4,,' }))).toEqual(['2', '3', '4']);
    expect(classTypeAllowed(credit(), undefined)).toBe(true);
  });
});

describe('pickCredit: the credit a reservation consumes', () => {
  const credits = [
    credit({ available_class_id: 10, expiration_date: null }),
    credit({ available_class_id: 11, expiration_date: '2026-04-01T00:00:00Z' }),
    credit({ available_class_id: 12, expiration_date: '2026-03-20' }),
    credit({ available_class_id: 13, expiration_date: '2026-03-10', class_type_id: 9 }),
    credit({ available_class_id: 14, expiration_date: '2026-03-02' }),
    credit({ available_class_id: 15, expiration_date: '2026-03-15', available_classes: 0 }),
  ];

  it('is the usable one that expires first', () => {
    expect(pickCredit(credits, yoga, strict)?.available_class_id).toBe(12);
    expect(pickCredit(credits, yoga, open)?.available_class_id).toBe(13);
  });

  it('spends a never-expiring credit last', () => {
    expect(pickCredit([credits[0] as Credit, credits[1] as Credit], yoga, strict)?.available_class_id).toBe(11);
    expect(pickCredit([credits[0] as Credit], yoga, strict)?.available_class_id).toBe(10);
  });

  it('breaks ties by the lowest id', () => {
    const twins = [credit({ available_class_id: 8 }), credit({ available_class_id: 3 }), credit({ available_class_id: 5 })];
    expect(pickCredit(twins, yoga, strict)?.available_class_id).toBe(3);
  });

  it('answers null when none allows the class, and keeps the caller type', () => {
    expect(pickCredit([credits[4] as Credit, credits[5] as Credit], yoga, strict)).toBeNull();
    const rows = [{ ...credit({ available_class_id: 2 }), customer_id: 77 }];
    expect(pickCredit(rows, yoga, strict)?.customer_id).toBe(77);
  });
});

describe('noCreditRefusal', () => {
  it("answers the spec's text when no credit has live classes", () => {
    expect(noCreditRefusal([], yoga, strict)).toEqual({
      code: CREDIT_ERROR_CODES.none,
      message: messages.reservations.noCredits,
      status: 412,
    });
    expect(noCreditRefusal([credit({ available_classes: 0 }), credit({ expiration_date: '2026-01-01' })], yoga, strict)?.code).toBe(
      'credits/none',
    );
  });

  it('names the class type when credits with classes are for other types', () => {
    const error = noCreditRefusal([credit({ class_type_id: 4 })], yoga, strict);
    expect(error).toEqual({ code: 'credits/class-type-not-allowed', message: messages.credits.classTypeNotAllowed, status: 412 });
  });

  it('names the time when a credit fits the type but not the hour', () => {
    const error = noCreditRefusal([credit({ class_type_id: 4 }), credit({ class_type_id: 3, allowed_times: '18:00-20:00' })], yoga, strict);
    expect(error).toEqual({ code: 'credits/time-not-allowed', message: messages.credits.timeNotAllowed, status: 412 });
  });

  it('answers null when a credit allows the class', () => {
    expect(noCreditRefusal([credit({ available_classes: 0 }), credit()], yoga, strict)).toBeNull();
  });
});

describe("availableTotal: the 'Disponibles' count", () => {
  it('adds the classes of live credits', () => {
    expect(availableTotal([credit({ available_classes: 3 }), credit({ available_classes: 2, expiration_date: '2026-03-20' })], NOW, MX)).toBe(5);
  });

  it('leaves out expired credits and balances that are not positive', () => {
    const credits = [
      credit({ available_classes: 3 }),
      credit({ available_classes: 9, expiration_date: '2026-03-01' }),
      credit({ available_classes: 0 }),
      credit({ available_classes: -4 }),
    ];
    expect(availableTotal(credits, NOW, MX)).toBe(3);
    expect(availableTotal([], NOW, MX)).toBe(0);
  });

  it("is 'unlimited' with a live unlimited credit, and not with an expired one", () => {
    expect(availableTotal([credit({ available_classes: 3 }), credit({ available_classes: -1 })], NOW, MX)).toBe('unlimited');
    expect(availableTotal([credit({ available_classes: -1, expiration_date: '2026-03-01' })], NOW, MX)).toBe(0);
  });
});
