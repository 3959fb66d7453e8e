import { and, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { studioTimeZone } from '@estudio/core';
import { availableClasses, customers, noticePreferences, outbox, purchases } from '../db/schema/index.js';
import type { AppServices } from '../http/services.js';
import { loadStudioConfig } from '../routes/shared/studio-config.js';
import type { RecurringJob } from './job.js';

/** How long before credits expire she is told (issue 17). */
export const EXPIRING_NOTICE_DAYS = 7;
/** Notices written per run at most; the next run (an hour later) continues. */
const BATCH = 200;

/** One customer's credits that expire on one studio day. */
interface ExpiringGroup {
  readonly customerId: number;
  readonly email: string;
  readonly name: string;
  readonly day: string;
  expiresAt: Date;
  classes: number | null;
  readonly titles: Set<string>;
}

/** The notice's idempotency key: once per customer and expiry day. */
export const creditsExpiringKey = (customerId: number, day: string): string => `credits-expiring:${customerId}:${day}`;

/**
 * Tells every customer whose credits expire within the next 7 days (issue
 * 17), one notice per customer and expiry day of the studio's calendar
 * (`credits-expiring:${customerId}:${day}`, topic 'credits'), with the
 * classes left on them. Credits with nothing left, already expired, or
 * without an expiry are left out, and so are the credits of an active
 * subscription that is charged again (a kept card, or a provider's
 * subscription): its renewal brings the next period's. Customers who turned
 * the 'credits' topic off (by e-mail, and not on by WhatsApp) are left out
 * in the query, so they are not read again every hour nor hold the batch.
 * Idempotent: a (customer, day) whose key is in the outbox is skipped, and
 * the outbox writes a key once, so a run repeated (hourly, a retry, a
 * second server) tells nobody twice.
 */
export const noticeExpiringCredits = async (services: AppServices, now: number, signal: AbortSignal): Promise<{ readonly notified: number }> => {
  const { db } = services;
  const zone = studioTimeZone(await loadStudioConfig(db));
  const rows = await db.select({
    customerId: availableClasses.customer_id, expiresAt: availableClasses.expiration_date, classes: availableClasses.available_classes,
    title: purchases.title, email: customers.email, name: customers.name,
  }).from(availableClasses)
    .innerJoin(customers, eq(customers.customer_id, availableClasses.customer_id))
    .leftJoin(purchases, eq(purchases.purchase_id, availableClasses.purchase_id))
    .leftJoin(noticePreferences, eq(noticePreferences.customer_id, availableClasses.customer_id))
    .where(and(
      gt(availableClasses.expiration_date, new Date(now)),
      lte(availableClasses.expiration_date, new Date(now + EXPIRING_NOTICE_DAYS * 24 * 60 * 60 * 1000)),
      ne(availableClasses.available_classes, 0),
      // Not a subscription that renews: its next charge replaces these credits.
      sql`not (coalesce(${purchases.status} = 'active', false) and (${purchases.next_charge_at} is not null or ${purchases.subscription_id} is not null))`,
      // Not a customer who turned the topic off (e-mail off, and not on by WhatsApp).
      sql`not (coalesce(${noticePreferences.email_off}, '[]'::jsonb) @> '["credits"]'::jsonb and not coalesce(${noticePreferences.whatsapp_on}, '[]'::jsonb) @> '["credits"]'::jsonb)`,
    ));
  const groups = new Map<string, ExpiringGroup>();
  for (const row of rows) {
    if (!row.expiresAt) continue;
    const day = DateTime.fromJSDate(row.expiresAt, { zone }).toISODate() ?? '';
    const key = creditsExpiringKey(row.customerId, day);
    const group = groups.get(key) ?? { customerId: row.customerId, email: row.email, name: row.name, day, expiresAt: row.expiresAt, classes: 0, titles: new Set<string>() };
    if (row.expiresAt < group.expiresAt) group.expiresAt = row.expiresAt;
    group.classes = row.classes < 0 || group.classes === null ? null : group.classes + row.classes;
    if (row.title) group.titles.add(row.title);
    groups.set(key, group);
  }
  const keys = [...groups.keys()];
  const told = keys.length === 0
    ? new Set<string>()
    : new Set((await db.select({ key: outbox.dedupe_key }).from(outbox).where(inArray(outbox.dedupe_key, keys))).map((row) => row.key));
  let notified = 0;
  const link = `${services.origin()}/mystudio`;
  for (const [key, group] of groups) {
    if (signal.aborted || notified >= BATCH) break;
    if (told.has(key)) continue;
    await db.transaction((tx) => services.notifier.creditsExpiring(tx, {
      customer: { email: group.email, name: group.name }, customerId: group.customerId, day: group.day, expiresAt: group.expiresAt,
      classes: group.classes, titles: [...group.titles], zone, link,
    }));
    notified += 1;
  }
  if (notified > 0) services.logger.info(`Créditos por vencer: ${notified} aviso(s)`);
  return { notified };
};

/** Credits expiring in 7 days, checked every hour. */
export const expiringCreditsJob: RecurringJob = {
  name: 'credits-expiring',
  label: 'Aviso de créditos por vencer',
  everySeconds: 60 * 60,
  run: ({ services, now, signal }) => noticeExpiringCredits(services, now, signal),
};
