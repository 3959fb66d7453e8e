import { describe, expect, it } from 'vitest';
import { messages } from '../messages/index.js';
import { consume, refund } from './balance.rules.js';
import { isUnlimitedMember } from './membership.rules.js';

const MX = 'America/Mexico_City';
const NOW = '2026-03-04T16:00:00Z';

describe('consume and refund', () => {
  it('spend and give back one class', () => {
    expect(consume({ available_class_id: 1, available_classes: 2 })).toEqual({
      ok: true,
      value: { available_class_id: 1, available_classes: 1 },
    });
    expect(refund({ available_class_id: 1, available_classes: 0 })).toEqual({
      ok: true,
      value: { available_class_id: 1, available_classes: 1 },
    });
  });

  it('leave an unlimited credit at -1', () => {
    expect(consume({ available_classes: -1 })).toEqual({ ok: true, value: { available_classes: -1 } });
    expect(refund({ available_classes: -1 })).toEqual({ ok: true, value: { available_classes: -1 } });
  });

  it('refuse to go below zero', () => {
    expect(consume({ available_classes: 0 })).toEqual({
      ok: false,
      error: { code: 'credits/exhausted', message: messages.credits.exhausted, status: 409 },
    });
    expect(consume({ available_classes: -3 }).ok).toBe(false);
    expect(consume({ available_classes: 0.5 }).ok).toBe(false);
    expect(consume({ available_classes: Number.NaN }).ok).toBe(false);
  });

  it('refuse to build on a corrupt balance', () => {
    expect(refund({ available_classes: -3 })).toEqual({
      ok: false,
      error: { code: 'credits/invalid-balance', message: messages.credits.invalidBalance, status: 409 },
    });
    expect(refund({ available_classes: 1.5 }).ok).toBe(false);
    expect(refund({ available_classes: Number.MAX_SAFE_INTEGER }).ok).toBe(false);
  });

  it('do not change the credit they are given', () => {
    const credit = { available_classes: 3 };
    consume(credit);
    refund(credit);
    expect(credit).toEqual({ available_classes: 3 });
  });
});

describe('isUnlimitedMember', () => {
  it('is true with has_unlimited and no expiration, or one still ahead', () => {
    expect(isUnlimitedMember({ has_unlimited: true }, NOW, MX)).toBe(true);
    expect(isUnlimitedMember({ has_unlimited: 1, unlimited_membership_expiration: null }, NOW, MX)).toBe(true);
    expect(isUnlimitedMember({ has_unlimited: true, unlimited_membership_expiration: '2026-03-04' }, NOW, MX)).toBe(true);
  });

  it('is false without the flag, or once the membership expired', () => {
    expect(isUnlimitedMember({ has_unlimited: false }, NOW, MX)).toBe(false);
    expect(isUnlimitedMember({ has_unlimited: 0 }, NOW, MX)).toBe(false);
    expect(isUnlimitedMember({}, NOW, MX)).toBe(false);
    expect(isUnlimitedMember(null, NOW, MX)).toBe(false);
    expect(isUnlimitedMember({ has_unlimited: true, unlimited_membership_expiration: '2026-03-03' }, NOW, MX)).toBe(false);
    expect(isUnlimitedMember({ has_unlimited: true, unlimited_membership_expiration: '2026-03-04T16:00:00Z' }, NOW, MX)).toBe(false);
  });
});
