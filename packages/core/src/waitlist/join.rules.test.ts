import { describe, expect, it } from 'vitest';
import { defaultConfigEntries, parseStudioConfig } from '../config/index.js';
import { messages } from '../messages/index.js';
import { WAITLIST_CODES, waitlistJoinRefusal, type WaitlistJoinFacts } from './join.rules.js';

const NOW = Date.UTC(2025, 0, 6, 15, 0);
const DAY = 86_400_000;
const on = parseStudioConfig(defaultConfigEntries({ waitlist_enabled: 'true' }));
const off = parseStudioConfig(defaultConfigEntries({ waitlist_enabled: 'false' }));

/** A full class tomorrow she is not on: every refusal below changes one fact. */
const facts = (changes: Partial<WaitlistJoinFacts> = {}): WaitlistJoinFacts => ({
  singleClass: { class_date: NOW + DAY, capacity: 2, cancelled: false },
  holdsOwnPlace: false, placesTaken: 2, listed: false, ...changes,
});

describe('waitlistJoinRefusal (spec 4, Waitlist)', () => {
  it('lets her wait for a full class she is not on', () => {
    expect(waitlistJoinRefusal(facts(), NOW, on)).toBeNull();
  });

  it('refuses in the one order: off, no class, cancelled, started, own place, not full, listed', () => {
    const code = (f: WaitlistJoinFacts, settings = on) => waitlistJoinRefusal(f, NOW, settings)?.code;
    expect(waitlistJoinRefusal(facts({ singleClass: null }), NOW, off)).toEqual({
      code: WAITLIST_CODES.disabled, message: messages.waitlist.disabled, status: 412,
    });
    expect(code(facts({ singleClass: null }))).toBe('schedule/class-not-found');
    const started = { class_date: NOW - DAY, capacity: 2, cancelled: true };
    expect(code(facts({ singleClass: started, holdsOwnPlace: true }))).toBe('schedule/class-cancelled');
    expect(code(facts({ singleClass: { ...started, cancelled: false }, holdsOwnPlace: true }))).toBe('schedule/class-started');
    expect(code(facts({ holdsOwnPlace: true, placesTaken: 0 }))).toBe('schedule/already-reserved');
    expect(waitlistJoinRefusal(facts({ placesTaken: 1, listed: true }), NOW, on)).toEqual({
      code: WAITLIST_CODES.notFull, message: messages.waitlist.notFull, status: 409,
    });
    expect(code(facts({ listed: true }))).toBe(WAITLIST_CODES.alreadyListed);
  });
});
