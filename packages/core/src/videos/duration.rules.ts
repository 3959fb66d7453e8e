import { fill, messages } from '../messages/index.js';
import type { DurationRange } from './videos.model.js';

/**
 * The filter card's 'Duración' choices (spec 2 lists duration among the
 * video filters; spec 7 sends it as minutes 'min-max', both ends inclusive):
 * short, medium and long classes. Neighbouring choices share their end, so
 * a class of 20 min 30 s, which the API compares in seconds, is never in
 * a gap between two of them.
 */
export const VIDEO_DURATION_CHOICES: readonly DurationRange[] = [
  { min: 0, max: 20 },
  { min: 20, max: 40 },
  { min: 40, max: null },
];

const sameRange = (a: DurationRange, b: DurationRange): boolean => a.min === b.min && a.max === b.max;

/**
 * The duration choices to offer: the usual ones, and after them the range
 * the address holds when it is none of them ('?duration=15-30' written by
 * hand or linked), so the select shows what filters the list.
 */
export const durationChoices = (selected: DurationRange | null): readonly DurationRange[] =>
  selected === null || VIDEO_DURATION_CHOICES.some((choice) => sameRange(choice, selected))
    ? VIDEO_DURATION_CHOICES
    : [...VIDEO_DURATION_CHOICES, selected];

/** 'Hasta 20 min', 'De 20 a 40 min', '40 min o más'. */
export const durationRangeLabel = ({ min, max }: DurationRange): string => {
  const m = messages.videos;
  if (max === null) return fill(m.durationFrom, { min });
  if (min === 0) return fill(m.durationUpTo, { max });
  return fill(m.durationBetween, { min, max });
};
