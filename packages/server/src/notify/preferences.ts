import { and, eq, isNull, sql, type Placeholder } from 'drizzle-orm';
import { fill, messages, NOTICE_TOPICS, type NoticeTopic, type TopicSwitches } from '@estudio/core';
import type { Db } from '../db/client.js';
import { correlated } from '../db/correlated.js';
import { preparedOn } from '../db/prepared.js';
import { customers, noticePreferences, whatsappConsents } from '../db/schema/index.js';

/** A customer's choices as stored; no row reads as the defaults. */
export interface StoredPreferences {
  readonly emailOff: readonly NoticeTopic[];
  readonly whatsappOn: readonly NoticeTopic[];
  readonly optInAt: Date | null;
  readonly optInText: string | null;
  readonly optInPhone: string | null;
}

/** Every topic by e-mail, nothing by WhatsApp. */
export const DEFAULT_PREFERENCES: StoredPreferences = { emailOff: [], whatsappOn: [], optInAt: null, optInText: null, optInPhone: null };

/** Her newest WhatsApp opt-in (`whatsapp_consents`) as JSON, or null: a subquery of `readPreferences`. */
const newestConsent = (customerId: Placeholder) => correlated(sql<{ opted_in_at: string; text: string; phone: string; withdrawn: boolean } | null>`(
  select json_build_object('opted_in_at', ${whatsappConsents.opted_in_at}, 'text', ${whatsappConsents.text}, 'phone', ${whatsappConsents.phone},
    'withdrawn', ${whatsappConsents.withdrawn_at} is not null)
  from ${whatsappConsents} where ${whatsappConsents.customer_id} = ${customerId}
  order by ${whatsappConsents.consent_id} desc limit 1)`);

/**
 * Her stored choices, or the defaults; the opt-in is her newest consent
 * unless she withdrew it. One statement, built once and named
 * (`preparedOn`): a booking reads it under its class's lock.
 */
export const readPreferences = async (db: Db, customerId: number): Promise<StoredPreferences> => {
  const statement = preparedOn(db, 'notice_preferences', () => {
    const customer = sql.placeholder('customerId');
    return db
      .select({ emailOff: noticePreferences.email_off, whatsappOn: noticePreferences.whatsapp_on, consent: newestConsent(customer) })
      .from(customers)
      .leftJoin(noticePreferences, eq(noticePreferences.customer_id, customers.customer_id))
      .where(eq(customers.customer_id, customer))
      .prepare('notice_preferences');
  });
  const [row] = await statement.execute({ customerId });
  const inForce = row?.consent && !row.consent.withdrawn ? row.consent : null;
  return {
    emailOff: row?.emailOff ?? [],
    whatsappOn: row?.whatsappOn ?? [],
    optInAt: inForce ? new Date(inForce.opted_in_at) : null,
    optInText: inForce?.text ?? null,
    optInPhone: inForce?.phone ?? null,
  };
};

/** Withdraws her opt-in in force, if any (the row stays: the record of what she agreed to and when). */
export const withdrawConsent = async (db: Db, customerId: number, at: Date): Promise<void> => {
  await db.update(whatsappConsents).set({ withdrawn_at: at })
    .where(and(eq(whatsappConsents.customer_id, customerId), isNull(whatsappConsents.withdrawn_at)));
};

/** Records a new opt-in (appended; an older one in force is withdrawn at the same instant). */
export const recordConsent = async (db: Db, customerId: number, consent: { phone: string; text: string; at: Date }): Promise<void> => {
  await withdrawConsent(db, customerId, consent.at);
  await db.insert(whatsappConsents).values({ customer_id: customerId, phone: consent.phone, text: consent.text, opted_in_at: consent.at });
};

/** The words she agrees to for WhatsApp notices at `phone`. */
export const consentText = (phone: string): string => fill(messages.notices.whatsappOptIn, { phone });

/**
 * Opted in for the phone she has now: an opt-in was given for one number,
 * so a changed phone needs a new one (nothing goes to a number that did not ask).
 */
export const optedInFor = (prefs: StoredPreferences, phone: string | null): boolean =>
  prefs.optInAt !== null && phone !== null && phone !== '' && prefs.optInPhone === phone;

/** Whether she wants this topic by e-mail. */
export const wantsEmail = (prefs: StoredPreferences, topic: NoticeTopic): boolean => !prefs.emailOff.includes(topic);

/** Whether she wants this topic by WhatsApp at `phone`. */
export const wantsWhatsApp = (prefs: StoredPreferences, topic: NoticeTopic, phone: string | null): boolean =>
  optedInFor(prefs, phone) && prefs.whatsappOn.includes(topic);

/** Switches per topic from a list of the topics that are on. */
export const switchesOf = (on: (topic: NoticeTopic) => boolean): TopicSwitches =>
  Object.fromEntries(NOTICE_TOPICS.map((topic) => [topic, on(topic)])) as TopicSwitches;

/** The topics switched on. */
export const topicsOn = (switches: TopicSwitches): NoticeTopic[] => NOTICE_TOPICS.filter((topic) => switches[topic]);

/** Her profile's phone (10 digits), or null. */
export const phoneOf = async (db: Db, customerId: number): Promise<string | null> => {
  const [row] = await db.select({ phone: customers.phone }).from(customers).where(eq(customers.customer_id, customerId));
  return row?.phone ?? null;
};
