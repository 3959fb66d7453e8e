import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { parseStudioConfig } from '../config/config.parse.js';
import { SettingsBody, settingsFormSchema } from '../api/schemas/settings-forms.schemas.js';
import {
  DEFAULT_OFFER_MINUTES,
  WAITLIST_MODES,
  bookInLine,
  isWaitlistMode,
  lineOrder,
  nextToOffer,
  offerExpiresAt,
  offerOpen,
  offerState,
  placesToHand,
  waitlistHelpText,
  type OfferEntry,
} from './modes.rules.js';
import { messages } from '../messages/index.js';

const AT = Date.parse('2026-03-08T07:30:00Z'); // the night the US moves its clocks
const MINUTE = 60_000;

describe('offerExpiresAt', () => {
  it('adds the minutes to the instant', () => {
    expect(offerExpiresAt(AT, 30)).toBe(AT + 30 * MINUTE);
    expect(offerExpiresAt(AT, 1)).toBe(AT + MINUTE);
  });

  it('never runs past the moment the class stops taking bookings', () => {
    expect(offerExpiresAt(AT, 30, AT + 10 * MINUTE)).toBe(AT + 10 * MINUTE);
    expect(offerExpiresAt(AT, 30, AT + 40 * MINUTE)).toBe(AT + 30 * MINUTE);
  });

  it('clamps a bad setting into a minute to a day', () => {
    expect(offerExpiresAt(AT, 0)).toBe(AT + MINUTE);
    expect(offerExpiresAt(AT, -5)).toBe(AT + MINUTE);
    expect(offerExpiresAt(AT, 10_000)).toBe(AT + 1440 * MINUTE);
    expect(offerExpiresAt(AT, Number.NaN)).toBe(AT + DEFAULT_OFFER_MINUTES * MINUTE);
  });

  it('counts real minutes across a daylight-saving change', () => {
    const start = DateTime.fromISO('2026-03-08T01:45', { zone: 'America/New_York' }).toMillis();
    expect(offerExpiresAt(start, 30) - start).toBe(30 * MINUTE);
  });

  it('is later than the offer and grows with the minutes (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 1, max: 1439 }), (at, minutes) => {
      expect(offerExpiresAt(at, minutes)).toBeGreaterThan(at);
      expect(offerExpiresAt(at, minutes + 1)).toBeGreaterThan(offerExpiresAt(at, minutes));
    }));
  });
});

describe('offerState', () => {
  it('is none without an offer, open until its expiry (exclusive), expired from it', () => {
    expect(offerState({ offer_expires_at: null }, AT)).toBe('none');
    expect(offerState({ offer_expires_at: AT + 1 }, AT)).toBe('open');
    expect(offerState({ offer_expires_at: AT }, AT)).toBe('expired');
    expect(offerOpen({ offer_expires_at: AT + 1 }, AT)).toBe(true);
    expect(offerOpen({ offer_expires_at: AT }, AT)).toBe(false);
  });

  it('never reopens: expired at t means expired at every later t (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 1e9 }), (expiry, t, later) => {
      if (offerState({ offer_expires_at: expiry }, t) === 'expired') expect(offerState({ offer_expires_at: expiry }, t + later)).toBe('expired');
    }));
  });
});

describe('placesToHand', () => {
  it('is the capacity less places taken and open offers, never negative', () => {
    expect(placesToHand({ capacity: 10, taken: 9, openOffers: 0 })).toBe(1);
    expect(placesToHand({ capacity: 10, taken: 9, openOffers: 1 })).toBe(0);
    expect(placesToHand({ capacity: 10, taken: 12, openOffers: 1 })).toBe(0);
    expect(placesToHand({ capacity: null, taken: 50, openOffers: 3 })).toBe(Number.POSITIVE_INFINITY);
  });

  it('taken plus offers plus what is handed never exceeds the capacity (property)', () => {
    fc.assert(fc.property(fc.nat(60), fc.nat(60), fc.nat(60), (capacity, taken, openOffers) => {
      const free = placesToHand({ capacity, taken, openOffers });
      expect(free).toBeGreaterThanOrEqual(0);
      if (free > 0) expect(taken + openOffers + free).toBe(capacity);
    }));
  });
});

const entry = (waitlist_id: number, offer_expires_at: number | null = null, created_at = AT - 60 * MINUTE): OfferEntry => ({ waitlist_id, offer_expires_at, created_at });

describe('nextToOffer', () => {
  it('offers the first in line without an offer, as many as the free places', () => {
    const entries = [entry(7), entry(3, AT + MINUTE), entry(5), entry(9)];
    expect(nextToOffer(entries, 1, AT).map((e) => e.waitlist_id)).toEqual([5]);
    expect(nextToOffer(entries, 2, AT).map((e) => e.waitlist_id)).toEqual([5, 7]);
    expect(nextToOffer(entries, 0, AT)).toEqual([]);
    expect(nextToOffer(entries, Number.POSITIVE_INFINITY, AT).map((e) => e.waitlist_id)).toEqual([5, 7, 9]);
  });

  it('orders the line by when she joined, then by id: an entry moved in later is behind, whatever its id', () => {
    const moved = entry(1, null, AT - MINUTE);
    const joinedFirst = entry(8, null, AT - 10 * MINUTE);
    const sameTime = entry(6, null, AT - 10 * MINUTE);
    expect(nextToOffer([moved, joinedFirst, sameTime], 3, AT).map((e) => e.waitlist_id)).toEqual([6, 8, 1]);
    expect([moved, joinedFirst, sameTime].sort(lineOrder).map((e) => e.waitlist_id)).toEqual([6, 8, 1]);
  });

  it('passes over an expired offer (the job removes it)', () => {
    expect(nextToOffer([entry(1, AT), entry(2)], 1, AT).map((e) => e.waitlist_id)).toEqual([2]);
  });

  it('hands at most the free places, in line order, to entries without an offer (property)', () => {
    const entries = fc.uniqueArray(fc.record({ waitlist_id: fc.nat(500), created_at: fc.constant(AT - MINUTE), offer_expires_at: fc.option(fc.integer({ min: AT - 1e6, max: AT + 1e6 })) }), {
      selector: (e) => e.waitlist_id, maxLength: 30,
    });
    fc.assert(fc.property(entries, fc.nat(10), (list, free) => {
      const chosen = nextToOffer(list, free, AT);
      expect(chosen.length).toBeLessThanOrEqual(free);
      expect(chosen.every((e) => e.offer_expires_at === null)).toBe(true);
      const ids = chosen.map((e) => e.waitlist_id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      const waiting = list.filter((e) => e.offer_expires_at === null).map((e) => e.waitlist_id).sort((a, b) => a - b);
      expect(ids).toEqual(waiting.slice(0, free));
    }));
  });
});

describe('bookInLine', () => {
  it('books the first in line who can be booked, skipping the others, up to the free places', async () => {
    const tried: number[] = [];
    const booked = await bookInLine([entry(4), entry(1), entry(2), entry(3)], 2, async (e) => {
      tried.push(e.waitlist_id);
      return e.waitlist_id !== 2;
    });
    expect(booked.map((e) => e.waitlist_id)).toEqual([1, 3]);
    expect(tried).toEqual([1, 2, 3]);
  });

  it('walks the line by when she joined, not by id', async () => {
    const booked = await bookInLine([entry(1, null, AT), entry(2, null, AT - MINUTE)], 1, async () => true);
    expect(booked.map((e) => e.waitlist_id)).toEqual([2]);
  });

  it('tries nobody when no place is free', async () => {
    let calls = 0;
    expect(await bookInLine([entry(1)], 0, async () => { calls += 1; return true; })).toEqual([]);
    expect(calls).toBe(0);
  });
});

describe('the settings', () => {
  it('default to notify_all and 30 minutes, and read what is stored', () => {
    expect(parseStudioConfig([]).rules.waitlist).toEqual({ mode: 'notify_all', offerMinutes: 30 });
    const read = parseStudioConfig([{ key: 'waitlist_mode', value: 'offer' }, { key: 'waitlist_offer_minutes', value: '45' }]);
    expect(read.rules.waitlist).toEqual({ mode: 'offer', offerMinutes: 45 });
    expect(parseStudioConfig([{ key: 'waitlist_mode', value: 'nonsense' }, { key: 'waitlist_offer_minutes', value: '0' }]).rules.waitlist)
      .toEqual({ mode: 'notify_all', offerMinutes: 30 });
  });

  it('names the three modes', () => {
    expect(WAITLIST_MODES).toEqual(['notify_all', 'auto', 'offer']);
    expect(isWaitlistMode('auto')).toBe(true);
    expect(isWaitlistMode('todos')).toBe(false);
  });

  it('are checked by the settings form schema', () => {
    const form = settingsFormSchema(['waitlist_mode', 'waitlist_offer_minutes']);
    expect(form.safeParse({ waitlist_mode: 'auto', waitlist_offer_minutes: '30' }).success).toBe(true);
    expect(form.safeParse({ waitlist_mode: 'primero', waitlist_offer_minutes: '30' }).success).toBe(false);
    expect(form.safeParse({ waitlist_mode: 'offer', waitlist_offer_minutes: '0' }).success).toBe(false);
    expect(form.safeParse({ waitlist_mode: 'offer', waitlist_offer_minutes: '1441' }).success).toBe(false);
    expect(SettingsBody.safeParse({ waitlist_mode: 'offer' }).success).toBe(true);
  });
});

describe('waitlistHelpText', () => {
  it("keeps spec 4's help for notify_all and explains the other modes", () => {
    expect(waitlistHelpText({ mode: 'notify_all', offerMinutes: 30 })).toBe(messages.waitlist.help);
    expect(waitlistHelpText({ mode: 'auto', offerMinutes: 30 })).toBe(messages.waitlistOffers.helpAuto);
    expect(waitlistHelpText({ mode: 'offer', offerMinutes: 45 })).toContain('tiene 45 minutos para aceptarlo');
  });
});
