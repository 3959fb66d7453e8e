import type { StudioConfig } from '../config/config.model.js';
import type { CreditOptions } from '../credits/credits.model.js';
import type { DateInput } from '../format/format.rules.js';

/** What the credit options read of the studio's settings; a StudioConfig fits as is. */
export interface CreditSettings {
  readonly rules: Pick<StudioConfig['rules'], 'timezone'>;
  readonly features: Pick<StudioConfig['features'], 'restrictedClassTypes' | 'restrictedTimes'>;
}

/**
 * How the studio's credits are read at `now` (spec 3 'Credit'; spec 6): in
 * its zone, restricted by class type with allow_restricted_class_types and
 * by time with allow_restricted_times. One definition for the reserve
 * flow's 'can pay' fact and the server's payment of a place, so both pick
 * the same credit.
 */
export const creditOptionsFor = (config: CreditSettings, now: DateInput): CreditOptions => ({
  now,
  zone: config.rules.timezone,
  restrictTypes: config.features.restrictedClassTypes,
  restrictTimes: config.features.restrictedTimes,
});
