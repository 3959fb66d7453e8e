import { describe, expect, it } from 'vitest';
import { durationChoices, durationRangeLabel, VIDEO_DURATION_CHOICES } from './duration.rules.js';
import { formatDuration, parseDuration } from './filters.rules.js';

describe('the duration choices of the filter card', () => {
  it('reads short, medium and long classes as the filter card offers them', () => {
    expect(VIDEO_DURATION_CHOICES.map(durationRangeLabel)).toEqual(['Hasta 20 min', 'De 20 a 40 min', '40 min o más']);
  });

  it('leaves no minute between two choices: each starts where the one before ends, and the last is open', () => {
    VIDEO_DURATION_CHOICES.slice(1).forEach((choice, index) => expect(choice.min).toBe(VIDEO_DURATION_CHOICES[index]?.max));
    expect(VIDEO_DURATION_CHOICES[0]?.min).toBe(0);
    expect(VIDEO_DURATION_CHOICES.at(-1)?.max).toBeNull();
  });

  it('goes to the address and back as the API writes durations (spec 7)', () => {
    expect(VIDEO_DURATION_CHOICES.map(formatDuration)).toEqual(['0-20', '20-40', '40-']);
    for (const choice of VIDEO_DURATION_CHOICES) expect(parseDuration(formatDuration(choice))).toEqual(choice);
  });

  it('adds a range the address holds that is none of the choices, once', () => {
    expect(durationChoices(null)).toBe(VIDEO_DURATION_CHOICES);
    expect(durationChoices({ min: 20, max: 40 })).toBe(VIDEO_DURATION_CHOICES);
    const odd = durationChoices({ min: 15, max: 30 });
    expect(odd.map(durationRangeLabel)).toEqual(['Hasta 20 min', 'De 20 a 40 min', '40 min o más', 'De 15 a 30 min']);
    expect(durationRangeLabel({ min: 0, max: null })).toBe('0 min o más');
  });
});
