import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { durationClock, durationParts, metadataSeconds } from './videos.rules.js';

describe('durationClock', () => {
  it('reads minutes and seconds, and hours when there are', () => {
    expect(durationClock(0)).toBe('0:00');
    expect(durationClock(307)).toBe('5:07');
    expect(durationClock(2725)).toBe('45:25');
    expect(durationClock(3723)).toBe('1:02:03');
    expect(durationClock(86_400)).toBe('24:00:00');
  });

  it('reads back to the same seconds', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 86_400 }), (seconds) => {
      const parts = durationClock(seconds).split(':').map(Number);
      expect(parts.reduce((total, part) => total * 60 + part, 0)).toBe(seconds);
    }));
  });
});

describe('metadataSeconds', () => {
  it('rounds a real duration, and says nothing for NaN, Infinity or none', () => {
    expect(metadataSeconds(125.4)).toBe(125);
    expect(metadataSeconds(0.3)).toBe(1);
    for (const unknown of [Number.NaN, Number.POSITIVE_INFINITY, 0, -3]) expect(metadataSeconds(unknown)).toBeNull();
  });
});

describe('durationParts', () => {
  it("splits seconds into the form's minutes and seconds", () => {
    expect(durationParts(2725)).toEqual({ minutes: '45', seconds: '25' });
    expect(durationParts(59)).toEqual({ minutes: '0', seconds: '59' });
  });
});
