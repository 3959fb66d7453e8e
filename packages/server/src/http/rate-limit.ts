import type { RouteId } from '@estudio/core';

/** The routes a client may call only so often, grouped by what they protect. */
export type RateBucket = 'signin' | 'signup' | 'reset' | 'phone' | 'card' | 'upload';

/** At most `limit` calls per client IP within any `windowMs`. */
export interface RateLimit {
  readonly limit: number;
  readonly windowMs: number;
}

/** The limit of every bucket. */
export type RateLimits = Record<RateBucket, RateLimit>;

const MINUTE = 60_000;

/**
 * Defaults per client IP: a front desk where a whole class signs in on one
 * Wi-Fi address (and test suites driving the demo studio from 127.0.0.1) stay
 * well inside them, while walking the phone numbers (10^10 of them) or
 * guessing passwords stays hopeless.
 */
export const defaultRateLimits: RateLimits = {
  signin: { limit: 120, windowMs: MINUTE },
  signup: { limit: 60, windowMs: MINUTE },
  reset: { limit: 30, windowMs: MINUTE },
  phone: { limit: 60, windowMs: MINUTE },
  // Tokenising the sandbox's cards: trying numbers one after another is a card-testing attack.
  card: { limit: 60, windowMs: MINUTE },
  // Uploads of up to 10 MB each: a signed-in script must not fill the disk or the bucket at will.
  upload: { limit: 30, windowMs: MINUTE },
};

/** Which bucket each rate-limited route draws from. */
export const rateLimitedRoutes: Partial<Record<RouteId, RateBucket>> = {
  authSignIn: 'signin',
  authSignUp: 'signup',
  authReset: 'reset',
  authResetConfirm: 'reset',
  customerRecover: 'reset',
  customerEmailConfirm: 'reset',
  customerPhone: 'phone',
  sandboxCardToken: 'card',
  fileUpload: 'upload',
  fileUploadS3: 'upload',
};

/** Counts calls per key; `take` answers false when the call is over the limit. */
export interface RateLimiter {
  take(bucket: RateBucket, key: string, now: number): boolean;
}

/** Keys kept before a sweep drops the idle ones, so memory stays bounded. */
const SWEEP_AT_KEYS = 10_000;

/** An in-memory sliding window per bucket and key (one process; enough for one studio). */
export const slidingWindowLimiter = (overrides: Partial<RateLimits> = {}): RateLimiter => {
  const limits: RateLimits = { ...defaultRateLimits, ...overrides };
  const hits = new Map<string, number[]>();
  const sweep = (now: number): void => {
    for (const [key, times] of hits) {
      const bucket = key.slice(0, key.indexOf('|')) as RateBucket;
      if (times.every((time) => now - time >= limits[bucket].windowMs)) hits.delete(key);
    }
  };
  return {
    take(bucket, key, now) {
      const { limit, windowMs } = limits[bucket];
      const id = `${bucket}|${key}`;
      const recent = (hits.get(id) ?? []).filter((time) => now - time < windowMs);
      const allowed = recent.length < limit;
      if (allowed) recent.push(now);
      hits.set(id, recent);
      if (hits.size > SWEEP_AT_KEYS) sweep(now);
      return allowed;
    },
  };
};
