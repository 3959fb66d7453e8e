import { describe, expect, it } from 'vitest';
import { lateCancelWindow } from './report-time.rules.js';

describe('lateCancelWindow', () => {
  it("is the studio's cancel window in one unit, singular or plural, as cancelWindowOpen reads it", () => {
    expect(lateCancelWindow({ cancelTimeframe: { value: 12, unit: 'hours' } })).toEqual({ amount: 12, unit: 'hours' });
    expect(lateCancelWindow({ cancelTimeframe: { value: 1, unit: 'day' } })).toEqual({ amount: 1, unit: 'days' });
    expect(lateCancelWindow({ cancelTimeframe: { value: 90, unit: 'minutes' } })).toEqual({ amount: 90, unit: 'minutes' });
  });

  it('is none without a window (no cancellation is late), and never negative', () => {
    expect(lateCancelWindow({ cancelTimeframe: { value: null, unit: 'hours' } })).toBeNull();
    expect(lateCancelWindow({ cancelTimeframe: { value: 12, unit: null } })).toBeNull();
    expect(lateCancelWindow({ cancelTimeframe: { value: -3, unit: 'hours' } })).toEqual({ amount: 0, unit: 'hours' });
  });
});
