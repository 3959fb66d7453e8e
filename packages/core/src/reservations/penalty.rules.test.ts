import { describe, expect, it } from 'vitest';
import { activePenalty, noShowStreak, penaltyDue, penaltyModalCopy, type NoShowInput } from './penalty.rules.js';

const NOW = Date.UTC(2025, 0, 6, 15, 0);
const DAY = 86_400_000;
const day = (n: number) => new Date(NOW + n * DAY).toISOString();

describe('activePenalty (spec 4, Penalty)', () => {
  it('is null without penalties or when all have ended', () => {
    expect(activePenalty([], NOW)).toBeNull();
    expect(activePenalty([{ end_date: day(-1), reason: 'x' }, { end_date: NOW }], NOW)).toBeNull();
  });

  it('picks the active one ending last', () => {
    const penalties = [
      { id: 1, end_date: day(2), reason: 'a' },
      { id: 2, end_date: day(5), reason: 'b' },
      { id: 3, end_date: day(-3), reason: 'c' },
    ];
    expect(activePenalty(penalties, NOW)?.id).toBe(2);
  });

  it('reads a bare end date as the start of that day in the studio', () => {
    // 09:00 on 6 January in Mexico City: a penalty ending on the 6th is over, one ending on the 7th is not.
    expect(activePenalty([{ end_date: '2025-01-06' }], NOW)).toBeNull();
    expect(activePenalty([{ end_date: '2025-01-07' }], NOW)).not.toBeNull();
  });

  it('ignores penalties without a readable end', () => {
    expect(activePenalty([{ end_date: null }, { end_date: 'pronto' }], NOW)).toBeNull();
  });
});

describe('noShowStreak', () => {
  const r = (n: number, attend: boolean | null, deletedAt: string | null = null): NoShowInput => ({
    classDate: day(n),
    attend,
    deletedAt,
  });

  it('counts the most recent started classes in a row recorded as no-shows', () => {
    expect(noShowStreak([r(-5, true), r(-3, false), r(-2, false), r(-1, false)], NOW)).toBe(3);
    expect(noShowStreak([r(-3, false), r(-2, true), r(-1, false)], NOW)).toBe(1);
    expect(noShowStreak([r(-1, true)], NOW)).toBe(0);
    expect(noShowStreak([], NOW)).toBe(0);
  });

  it('counts only recorded no-shows: a started class nobody marked yet ends the streak (issue 16)', () => {
    expect(noShowStreak([r(-3, false), r(-2, false), r(-1, null)], NOW)).toBe(0);
    expect(noShowStreak([r(-4, false), r(-3, null), r(-2, false), r(-1, false)], NOW)).toBe(2);
    // At the same instant, an unmarked class ends the streak in any order.
    const same = [{ classDate: day(-1), attend: false }, { classDate: day(-1), attend: null }];
    expect(noShowStreak(same, NOW)).toBe(0);
    expect(noShowStreak([...same].reverse(), NOW)).toBe(0);
  });

  it('accepts any order', () => {
    expect(noShowStreak([r(-1, false), r(-5, true), r(-2, false), r(-3, false)], NOW)).toBe(3);
  });

  it('skips cancelled reservations and classes not started', () => {
    expect(noShowStreak([r(-3, false), r(-2, true, day(-4)), r(-1, false), r(1, true), r(2, null)], NOW)).toBe(2);
  });

  it('leaves out classes up to `since`', () => {
    const list = [r(-4, false), r(-3, false), r(-2, false), r(-1, false)];
    expect(noShowStreak(list, NOW, { since: day(-2.5) })).toBe(2);
    expect(noShowStreak(list, NOW, { since: day(-2) })).toBe(1);
  });
});

describe('penaltyDue', () => {
  const settings = { enabled: true, maxNoShows: 3 };

  it('is due for an unlimited holder reaching N no-shows with penalties on', () => {
    expect(penaltyDue({ streak: 3, settings, hasUnlimited: true })).toBe(true);
    expect(penaltyDue({ streak: 4, settings, hasUnlimited: true })).toBe(true);
    expect(penaltyDue({ streak: 2, settings, hasUnlimited: true })).toBe(false);
  });

  it('never applies to credit holders or with penalties off', () => {
    expect(penaltyDue({ streak: 10, settings, hasUnlimited: false })).toBe(false);
    expect(penaltyDue({ streak: 10, settings: { ...settings, enabled: false }, hasUnlimited: true })).toBe(false);
  });

  it('needs at least one no-show, and reads an unusable N as the default 3', () => {
    expect(penaltyDue({ streak: 0, settings: { enabled: true, maxNoShows: 0 }, hasUnlimited: true })).toBe(false);
    expect(penaltyDue({ streak: 1, settings: { enabled: true, maxNoShows: 0 }, hasUnlimited: true })).toBe(true);
    expect(penaltyDue({ streak: 2, settings: { enabled: true, maxNoShows: Number.NaN }, hasUnlimited: true })).toBe(false);
    expect(penaltyDue({ streak: 3, settings: { enabled: true, maxNoShows: Number.NaN }, hasUnlimited: true })).toBe(true);
  });
});

describe('penaltyModalCopy (spec 8, Active penalty)', () => {
  it('shows the message, the reason and the date booking opens again', () => {
    expect(penaltyModalCopy({ end_date: '2025-01-10', reason: ' 3 faltas seguidas ' })).toEqual({
      message: 'Lo sentimos, no puedes reservar clases porque cuentas con una penalización.',
      reason: 'Motivo: 3 faltas seguidas',
      until: 'Podrás reservar de nuevo a partir del 10 ene 2025.',
    });
  });

  it('leaves out a missing reason or an unreadable date', () => {
    expect(penaltyModalCopy({ end_date: 'x', reason: '' })).toMatchObject({ reason: null, until: null });
  });

  it('reads two classes at the same instant the same in any order: the attended one breaks the streak', () => {
    const now = Date.parse('2026-06-10T12:00:00Z');
    const at = '2026-06-09T08:00:00Z';
    const list = [
      { deletedAt: null, attend: false, classDate: '2026-06-08T08:00:00Z' },
      { deletedAt: null, attend: false, classDate: at },
      { deletedAt: null, attend: true, classDate: at },
    ];
    expect(noShowStreak(list, now)).toBe(0);
    expect(noShowStreak([...list].reverse(), now)).toBe(0);
  });
});
