import { and, desc, eq, isNull } from 'drizzle-orm';
import { fill, messages, NOTICE_TOPICS, type NoticeTopic, type TopicSwitches } from '@estudio/core';
import type { Db } from '../db/client.js';
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

/** Her newest WhatsApp opt-in (`whatsapp_consents`), or null. */
const newestConsent = async (db: Db, customerId: number) => {
  const [row] = await db.select().from(whatsappConsents)
    .where(eq(whatsappConsents.customer_id, customerId))
    .orderBy(desc(whatsappConsents.consent_id))
    .limit(1);
  return row ?? null;
};

/** Her stored choices, or the defaults; the opt-in is her newest consent unless she withdrew it. */
export const readPreferences = async (db: Db, customerId: number): Promise<StoredPreferences> => {
  const [[row], consent] = [await db.select().from(noticePreferences).where(eq(noticePreferences.customer_id, customerId)), await newestConsent(db, customerId)];
  const inForce = consent && consent.withdrawn_at === null ? consent : null;
  return {
    emailOff: row?.email_off ?? [],
    whatsappOn: row?.whatsapp_on ?? [],
    optInAt: inForce?.opted_in_at ?? null,
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
