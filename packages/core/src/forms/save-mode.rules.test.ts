import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { saveModeOf } from './save-mode.rules.js';

describe('saveModeOf (spec 4, Save rule)', () => {
  it('updates when the id is numeric', () => {
    expect(saveModeOf(12)).toBe('update');
    expect(saveModeOf(0)).toBe('update');
    expect(saveModeOf('12')).toBe('update');
    expect(saveModeOf(' 7 ')).toBe('update');
  });

  it('creates for placeholders, blanks and missing ids', () => {
    for (const id of ['nueva', '', '   ', null, undefined, Number.NaN, '12a', '1.5', {}, []]) {
      expect(saveModeOf(id)).toBe('create');
    }
  });

  it('updates for every whole-number id, as number or text', () => {
    fc.assert(
      fc.property(fc.nat(), (id) => {
        expect(saveModeOf(id)).toBe('update');
        expect(saveModeOf(String(id))).toBe('update');
      }),
    );
  });
});
