import { and, eq, lt, sql } from 'drizzle-orm';
import type { RouteId } from '@estudio/core';
import type { Db } from '../db/client.js';
import { rateLimitHits } from '../db/schema/index.js';

/** The routes a client may call only so often, grouped by what they protect. */
export type RateBucket =
  | 'signin' | 'signinFailures' | 'signup' | 'reset' | 'refresh' | 'phone'
  | 'card' | 'cardPerCustomer' | 'checkout' | 'paymentSource' | 'discount' | 'upload' | 'uploadDaily'
  | 'calendarFeed';

/** At most `limit` calls per key within a window of `windowMs`. */
export interface RateLimit {
  readonly limit: number;
  readonly windowMs: number;
}

/** The limit of every bucket. */
export type RateLimits = Record<RateBucket, RateLimit>;

const MINUTE = 60_000;

/**
 * Defaults. Per client IP: a front desk where a whole class signs in on one
 * Wi-Fi address (and test suites driving the demo studio from 127.0.0.1) stay
 * well inside them, while walking the phone numbers (10^10 of them) or
 * guessing passwords stays hopeless. Per account or e-mail: what one person
 * never needs more of, whatever address she comes from.
 */
export const defaultRateLimits: RateLimits = {
  signin: { limit: 120, windowMs: MINUTE },
  // Wrong passwords for one e-mail, from anywhere: guessing one account's password stops here.
  signinFailures: { limit: 10, windowMs: 15 * MINUTE },
  signup: { limit: 60, windowMs: MINUTE },
  reset: { limit: 30, windowMs: MINUTE },
  // A session refreshes every 15 minutes; a class behind one address stays far below this.
  refresh: { limit: 300, windowMs: MINUTE },
  phone: { limit: 60, windowMs: MINUTE },
  // Tokenising the sandbox's cards: trying numbers one after another is a card-testing attack.
  card: { limit: 60, windowMs: MINUTE },
  cardPerCustomer: { limit: 60, windowMs: 10 * MINUTE },
  checkout: { limit: 60, windowMs: 10 * MINUTE },
  paymentSource: { limit: 30, windowMs: 60 * MINUTE },
  discount: { limit: 60, windowMs: MINUTE },
  // Uploads of up to 10 MB each (an admin's videos: 200 MB): a signed-in script must not fill the disk or the bucket at will.
  upload: { limit: 30, windowMs: MINUTE },
  uploadDaily: { limit: 200, windowMs: 24 * 60 * MINUTE },
  // Private calendar feeds (GET /api/calendar/{secret}.ics) per IP: calendar apps poll from few addresses (Google's), each feed every hour or so.
  calendarFeed: { limit: 300, windowMs: MINUTE },
};

/** Whose calls a rule counts: the client's IP, the signed-in caller, or the e-mail the body names. */
export type RateKey = 'ip' | 'caller' | 'email';

/**
 * One limit on a route. `counts: 'failures'` counts only refused calls (a
 * 4xx answer) and refuses once the key is full: wrong passwords, not
 * sign-ins.
 */
export interface RateRule {
  readonly bucket: RateBucket;
  readonly by: RateKey;
  readonly counts?: 'calls' | 'failures';
}

const perIp = (bucket: RateBucket): RateRule => ({ bucket, by: 'ip' });
const perCaller = (bucket: RateBucket): RateRule => ({ bucket, by: 'caller' });

/** The limits of each rate-limited route; a rule keyed by the caller applies once she is known (public routes: when signed in). */
export const rateLimitedRoutes: Partial<Record<RouteId, readonly RateRule[]>> = {
  authSignIn: [perIp('signin'), { bucket: 'signinFailures', by: 'email', counts: 'failures' }],
  authSignUp: [perIp('signup')],
  authReset: [perIp('reset')],
  authResetConfirm: [perIp('reset')],
  authRefresh: [perIp('refresh')],
  customerRecover: [perIp('reset')],
  customerEmailConfirm: [perIp('reset')],
  // The reminder's one-tap cancel link: a token in the body, like the e-mail confirmation's.
  reservationLinkRead: [perIp('reset')],
  reservationLinkCancel: [perIp('reset')],
  // The waitlist offer's link (issue 17): a token in the body, like the cancel link's.
  waitlistOfferRead: [perIp('reset')],
  waitlistOfferAccept: [perIp('reset')],
  waitlistOfferDecline: [perIp('reset')],
  customerPhone: [perIp('phone')],
  sandboxCardToken: [perIp('card'), perCaller('cardPerCustomer')],
  checkoutAttempt: [perCaller('checkout')],
  paymentSourceSave: [perCaller('paymentSource')],
  savedCardSave: [perCaller('paymentSource')],
  discountByCode: [perIp('discount')],
  fileUpload: [perIp('upload'), perCaller('uploadDaily')],
  fileUploadS3: [perIp('upload'), perCaller('uploadDaily')],
};

/** Counts calls per bucket and key. */
export interface RateLimiter {
  /** Counts a call; false when it went over the limit. */
  take(bucket: RateBucket, key: string, now: number): Promise<boolean>;
  /** True when the key has reached its limit, without counting. */
  full(bucket: RateBucket, key: string, now: number): Promise<boolean>;
  /** Counts a call without deciding anything (a failure, once answered). */
  hit(bucket: RateBucket, key: string, now: number): Promise<void>;
}

/** How often a limiter deletes windows long gone. */
const SWEEP_EVERY_MS = MINUTE;

/**
 * Counters in the database, shared by every server process on it (issue
 * 13): one row per bucket, key and fixed window, counted by an atomic
 * upsert, so two processes never lose each other's calls. A fixed window
 * lets at most twice the limit through around its edge, which these limits
 * allow for. `scope` keeps apps sharing one database apart (tests; later,
 * studios); windows long past are deleted at most once a minute.
 */
export const databaseLimiter = (db: Db, overrides: Partial<RateLimits> = {}, scope = ''): RateLimiter => {
  const limits: RateLimits = { ...defaultRateLimits, ...overrides };
  const longest = Math.max(...Object.values(limits).map((limit) => limit.windowMs));
  let swept = 0;
  const where = (bucket: RateBucket, key: string, now: number) => {
    const { windowMs } = limits[bucket];
    return { bucket, key: scope ? `${scope}|${key}` : key, window_start: new Date(Math.floor(now / windowMs) * windowMs) };
  };
  const sweep = async (now: number) => {
    if (now - swept < SWEEP_EVERY_MS) return;
    swept = now;
    await db.delete(rateLimitHits).where(lt(rateLimitHits.window_start, new Date(now - longest)));
  };
  const count = async (bucket: RateBucket, key: string, now: number): Promise<number> => {
    await sweep(now);
    const [row] = await db.insert(rateLimitHits).values({ ...where(bucket, key, now), hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitHits.bucket, rateLimitHits.key, rateLimitHits.window_start],
        set: { hits: sql`${rateLimitHits.hits} + 1` },
      })
      .returning({ hits: rateLimitHits.hits });
    return row?.hits ?? 1;
  };
  return {
    take: async (bucket, key, now) => (await count(bucket, key, now)) <= limits[bucket].limit,
    async full(bucket, key, now) {
      const at = where(bucket, key, now);
      const [row] = await db.select({ hits: rateLimitHits.hits }).from(rateLimitHits)
        .where(and(eq(rateLimitHits.bucket, at.bucket), eq(rateLimitHits.key, at.key), eq(rateLimitHits.window_start, at.window_start)));
      return (row?.hits ?? 0) >= limits[bucket].limit;
    },
    hit: async (bucket, key, now) => void (await count(bucket, key, now)),
  };
};

/** Keys kept before a sweep drops the idle ones, so memory stays bounded. */
const SWEEP_AT_KEYS = 10_000;

/** An in-memory sliding window per bucket and key: one process only (an embedder's tests); servers use `databaseLimiter`. */
export const slidingWindowLimiter = (overrides: Partial<RateLimits> = {}): RateLimiter => {
  const limits: RateLimits = { ...defaultRateLimits, ...overrides };
  const hits = new Map<string, number[]>();
  const sweep = (now: number): void => {
    for (const [key, times] of hits) {
      const bucket = key.slice(0, key.indexOf('|')) as RateBucket;
      if (times.every((time) => now - time >= limits[bucket].windowMs)) hits.delete(key);
    }
  };
  const recentOf = (bucket: RateBucket, key: string, now: number) =>
    (hits.get(`${bucket}|${key}`) ?? []).filter((time) => now - time < limits[bucket].windowMs);
  const add = (bucket: RateBucket, key: string, now: number, recent: number[]) => {
    recent.push(now);
    hits.set(`${bucket}|${key}`, recent);
    if (hits.size > SWEEP_AT_KEYS) sweep(now);
  };
  return {
    async take(bucket, key, now) {
      const recent = recentOf(bucket, key, now);
      const allowed = recent.length < limits[bucket].limit;
      if (allowed) add(bucket, key, now, recent);
      return allowed;
    },
    full: async (bucket, key, now) => recentOf(bucket, key, now).length >= limits[bucket].limit,
    hit: async (bucket, key, now) => add(bucket, key, now, recentOf(bucket, key, now)),
  };
};
