import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { AppServices } from '../../http/services.js';
import { calendarFeeds } from '../../db/schema/index.js';
import { loadOrCreateSecret } from '../../db/stored-secret.js';
import { hashToken, randomToken } from '../../auth/tokens.js';

/** Name of the key in `secrets` that feed addresses are derived with when the server has no signing key of its own (IDENTITY=firebase). */
export const CALENDAR_FEED_KEY_NAME = 'calendar_feed_key';

/**
 * The key feed addresses are derived with: from the server's signing key
 * (JWT_SECRET when set: then the database alone, a copy or a dump, derives
 * no address; else the key generated once into `secrets`), or, with
 * IDENTITY=firebase (no signing key), the calendar's own stored key.
 */
export type FeedKeySource = () => Promise<Uint8Array>;

/** The feed key of these services (`FeedKeySource`), read through `db` (the request's transaction). */
export const feedKeyOf = (services: Pick<AppServices, 'identity' | 'signingKey'>, db: Store): FeedKeySource =>
  services.identity === 'server'
    ? async () => createHmac('sha256', await services.signingKey()).update('estudio:calendar-feed-key').digest()
    : () => loadOrCreateSecret(db, CALENDAR_FEED_KEY_NAME);

/** A feed secret's shape: 32 bytes, base64url (43 characters). Anything else names no feed. */
const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The database or the request's transaction. */
type Store = Pick<Db, 'select' | 'insert' | 'update'>;

/** A feed as 'Mi Información' shows it. */
export interface FeedAddress {
  readonly customer_id: number;
  readonly url: string;
  readonly created_at: string;
}

/** The feed's address: `{origin}/api/calendar/{secret}.ics`. */
export const feedUrl = (origin: string, secret: string): string => `${origin}/api/calendar/${secret}.ics`;

/** The secret of a feed: HMAC-SHA256 of her id and the feed's nonce with the feed key. */
const secretOf = async (key: FeedKeySource, customerId: number, nonce: string): Promise<string> =>
  createHmac('sha256', await key()).update(`calendar-feed:${customerId}:${nonce}`).digest('base64url');

/** The address of a stored feed; null when the key changed since (JWT_SECRET rotated): that address opens nothing, she makes a new one. */
const addressOf = async (key: FeedKeySource, origin: string, row: typeof calendarFeeds.$inferSelect): Promise<FeedAddress | null> => {
  const secret = await secretOf(key, row.customer_id, row.nonce);
  if (hashToken(secret) !== row.token_hash) return null;
  return { customer_id: row.customer_id, url: feedUrl(origin, secret), created_at: row.created_at.toISOString() };
};

/** A fresh nonce with its secret's digest. */
const freshFeed = async (key: FeedKeySource, customerId: number) => {
  const nonce = randomToken(16);
  return { nonce, token_hash: hashToken(await secretOf(key, customerId, nonce)) };
};

/** Her feed's address, or null until she creates one: reads only (a GET never writes). */
export const readFeed = async (db: Store, key: FeedKeySource, customerId: number, origin: string): Promise<FeedAddress | null> => {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.customer_id, customerId));
  return row ? addressOf(key, origin, row) : null;
};

/** Her first address, or a new one: a new nonce and digest, so the old address names nothing from now on. */
export const regenerateFeed = async (db: Store, key: FeedKeySource, customerId: number, origin: string, now: number): Promise<FeedAddress> => {
  const fresh = { ...(await freshFeed(key, customerId)), created_at: new Date(now) };
  const [row] = await db.insert(calendarFeeds).values({ customer_id: customerId, ...fresh })
    .onConflictDoUpdate({ target: calendarFeeds.customer_id, set: fresh })
    .returning();
  const address = row ? await addressOf(key, origin, row) : null;
  if (!address) throw new Error(`The calendar feed of customer ${customerId} could not be stored`);
  return address;
};

/** The customer whose feed a secret opens; null for a malformed, unknown or replaced secret. */
export const customerOfSecret = async (db: Store, secret: string): Promise<number | null> => {
  if (!SECRET_SHAPE.test(secret)) return null;
  const [row] = await db.select({ customer_id: calendarFeeds.customer_id }).from(calendarFeeds)
    .where(eq(calendarFeeds.token_hash, hashToken(secret)));
  return row?.customer_id ?? null;
};
