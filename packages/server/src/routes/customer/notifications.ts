import { NOTICE_ERRORS, type NoticePreferences, type NoticePreferencesBody, type Routes } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { noticePreferences } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';
import {
  consentText, optedInFor, readPreferences, recordConsent, switchesOf, topicsOn, wantsEmail, withdrawConsent, type StoredPreferences,
} from '../../notify/preferences.js';
import type { Handler } from '../handler.js';
import { callerCustomer, type CustomerRow } from '../shared/caller-customer.js';

/** Her preferences as the API answers them. */
const viewOf = (prefs: StoredPreferences, row: CustomerRow, available: boolean): NoticePreferences => {
  const phone = row.phone && row.phone !== '' ? row.phone : null;
  const optedIn = optedInFor(prefs, phone);
  return {
    customer_id: row.customer_id,
    email: switchesOf((topic) => wantsEmail(prefs, topic)),
    whatsapp: {
      available,
      opted_in: optedIn,
      opted_in_at: optedIn && prefs.optInAt ? prefs.optInAt.toISOString() : null,
      phone,
      consent: phone ? consentText(phone) : null,
      topics: switchesOf((topic) => prefs.whatsappOn.includes(topic)),
    },
  };
};

const mine: Handler<Routes['noticePreferencesMine']> = async (ctx) => {
  const row = await callerCustomer(ctx);
  const prefs = await readPreferences(ctx.db, row.customer_id);
  return { preferences: viewOf(prefs, row, Boolean(ctx.services.whatsapp)) };
};

/** The opt-in to keep: the one she has, a new one (checked), or none. Throws the refusals before anything is written. */
const optInOf = (
  body: NoticePreferencesBody['whatsapp'],
  prefs: StoredPreferences,
  row: CustomerRow,
  configured: boolean,
  now: number,
): Pick<StoredPreferences, 'optInAt' | 'optInText' | 'optInPhone'> => {
  if (!body.opted_in) return { optInAt: null, optInText: null, optInPhone: null };
  const phone = row.phone && row.phone !== '' ? row.phone : null;
  if (optedInFor(prefs, phone)) return prefs;
  if (!configured) throw failure(NOTICE_ERRORS.whatsappNotConfigured);
  if (!phone) throw failure(NOTICE_ERRORS.whatsappNeedsPhone);
  const text = consentText(phone);
  // She agrees to the words shown to her for the phone she has: any other text is no consent.
  if (body.consent !== text) throw failure(NOTICE_ERRORS.whatsappNeedsConsent);
  return { optInAt: new Date(now), optInText: text, optInPhone: phone };
};

/**
 * Writes her choices (one row per customer) and her opt-in: a new one is
 * appended to `whatsapp_consents` (the older withdrawn), an opt-out
 * withdraws the one in force; no consent row is ever erased.
 */
const store = async (db: Db, customerId: number, before: StoredPreferences, next: StoredPreferences, now: number): Promise<void> => {
  const values = { email_off: [...next.emailOff], whatsapp_on: [...next.whatsappOn] };
  await db.insert(noticePreferences).values({ customer_id: customerId, ...values })
    .onConflictDoUpdate({ target: noticePreferences.customer_id, set: values });
  if (next.optInAt === before.optInAt) return;
  if (next.optInAt && next.optInPhone && next.optInText) {
    await recordConsent(db, customerId, { phone: next.optInPhone, text: next.optInText, at: next.optInAt });
  } else {
    await withdrawConsent(db, customerId, new Date(now));
  }
};

/**
 * PUT /customer/notifications. E-mail per topic; WhatsApp per topic and
 * the opt-in: opting in needs the studio's WhatsApp (412), a phone in her
 * profile (409) and the consent text for that phone (400), recorded with
 * the time; opting out withdraws the opt-in (its record stays; the topics
 * she chose stay for a later opt-in).
 */
const update: Handler<Routes['noticePreferencesUpdate']> = async (ctx) => {
  const row = await callerCustomer(ctx, { lock: true });
  const prefs = await readPreferences(ctx.db, row.customer_id);
  const optIn = optInOf(ctx.body.whatsapp, prefs, row, Boolean(ctx.services.whatsapp), ctx.now);
  const next: StoredPreferences = {
    emailOff: topicsOn(switchesOf((topic) => !ctx.body.email[topic])),
    whatsappOn: topicsOn(ctx.body.whatsapp.topics),
    ...optIn,
  };
  await store(ctx.db, row.customer_id, prefs, next, ctx.now);
  return { preferences: viewOf(next, row, Boolean(ctx.services.whatsapp)) };
};

/** GET/PUT /customer/notifications: 'Notificaciones' in 'Mi Información'. */
export const noticePreferenceHandlers = {
  noticePreferencesMine: mine,
  noticePreferencesUpdate: update,
};
