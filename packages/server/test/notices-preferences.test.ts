import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { NOTICE_ERRORS, NOTICE_TOPICS, NoticePreferencesResponse, type NoticeTopic } from '@estudio/core';
import { customers, noticePreferences, outbox, whatsappConsents } from '../src/db/schema/index.js';
import { outboxMailer } from '../src/auth/mailer.js';
import type { WhatsAppConfig } from '../src/notify/whatsapp/config.js';
import { makeCustomers, tokenOf, type TestCustomer } from './http/support/booking.js';
import { onEachDatabase, type Harness } from './http/support/harness.js';

const WHATSAPP: WhatsAppConfig = { token: 'token-de-prueba', phoneNumberId: '1234567890', apiUrl: 'http://127.0.0.1:9', countryCode: '52' };
const PATH = '/api/customer/notifications';

const all = (on: boolean) => Object.fromEntries(NOTICE_TOPICS.map((topic) => [topic, on])) as Record<NoticeTopic, boolean>;

/** A phone no other customer holds (phones are unique): 55 or 56 and her id. */
const phoneOf = (customer: TestCustomer, prefix = '55') => `${prefix}${String(customer.customerId).padStart(8, '0')}`;

const withPhone = async (h: Harness, customer: TestCustomer, phone: string | null) => {
  await h.db.update(customers).set({ phone }).where(eq(customers.customer_id, customer.customerId));
};

const read = async (h: Harness, customer: TestCustomer) => {
  const answer = await h.request('GET', PATH, { token: await tokenOf(h, customer) });
  expect(answer.status, answer.text).toBe(200);
  return NoticePreferencesResponse.parse(answer.body).preferences;
};

onEachDatabase('her notice preferences (GET/PUT /customer/notifications)', (h) => {
  it('answers the defaults: every topic by e-mail, WhatsApp off and unavailable without its configuration', async () => {
    const [customer] = await makeCustomers(h().db, 1) as [TestCustomer];
    const preferences = await read(h(), customer);
    expect(preferences.customer_id).toBe(customer.customerId);
    expect(preferences.email).toEqual(all(true));
    expect(preferences.whatsapp).toEqual({ available: false, opted_in: false, opted_in_at: null, phone: null, consent: null, topics: all(false) });
    expect((await h().request('GET', PATH)).status).toBe(401);
  });

  it('keeps a topic turned off by e-mail, and the mailer then writes none of its notices (the others still go)', async () => {
    const [customer] = await makeCustomers(h().db, 1) as [TestCustomer];
    const saved = await h().request('PUT', PATH, {
      token: await tokenOf(h(), customer),
      body: { email: { ...all(true), waitlist: false }, whatsapp: { opted_in: false, topics: all(false) } },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.preferences.email.waitlist).toBe(false);
    expect((await read(h(), customer)).email).toEqual({ ...all(true), waitlist: false });
    const mailer = outboxMailer(h().logger);
    const base = { to: customer.email, text: 'Hola' };
    const gate = { customerId: customer.customerId };
    await mailer.send(h().db, { ...base, ...gate, subject: 'Lugar libre', topic: 'waitlist', key: `prefs-waitlist:${customer.customerId}` });
    await mailer.send(h().db, { ...base, ...gate, subject: 'Penalización', topic: 'reservations', key: `prefs-penalty:${customer.customerId}` });
    // No topic (a password reset): always written, whatever she chose.
    await mailer.send(h().db, { ...base, subject: 'Restablece tu contraseña' });
    // A topic without whose preferences (or the other way round) would pass every gate: refused.
    await expect(mailer.send(h().db, { ...base, subject: 'Sin clienta', topic: 'waitlist' } as never)).rejects.toThrow(/tema sin clienta/);
    await expect(mailer.send(h().db, { ...base, ...gate, subject: 'Sin tema' } as never)).rejects.toThrow(/tema sin clienta/);
    const rows = await h().db.select().from(outbox).where(eq(outbox.recipient, customer.email)).orderBy(outbox.outbox_id);
    expect(rows.map((row) => row.subject)).toEqual(['Penalización', 'Restablece tu contraseña']);
    expect(h().logger.infos.some((line) => line.includes(customer.email) && line.includes("'waitlist'"))).toBe(true);
  });

  it('refuses the WhatsApp opt-in while the studio has no WhatsApp (412), writing nothing', async () => {
    const [customer] = await makeCustomers(h().db, 1) as [TestCustomer];
    await withPhone(h(), customer, phoneOf(customer));
    const refused = await h().request('PUT', PATH, {
      token: await tokenOf(h(), customer),
      body: { email: all(true), whatsapp: { opted_in: true, consent: 'lo que sea', topics: all(true) } },
    });
    expect(refused.status).toBe(412);
    expect(refused.body.code).toBe(NOTICE_ERRORS.whatsappNotConfigured.code);
    expect(await h().db.select().from(noticePreferences).where(eq(noticePreferences.customer_id, customer.customerId))).toEqual([]);
  });

  it('records the opt-in with its time, phone and the text she agreed to; a new phone needs a new one; opting out withdraws it and keeps its record', async () => {
    const app = h().withApp({ whatsapp: WHATSAPP });
    const [customer] = await makeCustomers(app.db, 1) as [TestCustomer];
    const token = await tokenOf(app, customer);
    const optIn = (consent: string | undefined) => app.request('PUT', PATH, {
      token, body: { email: all(true), whatsapp: { opted_in: true, ...(consent === undefined ? {} : { consent }), topics: { ...all(false), reminders: true } } },
    });
    const noPhone = await optIn('Acepto');
    expect(noPhone.status).toBe(409);
    expect(noPhone.body.code).toBe(NOTICE_ERRORS.whatsappNeedsPhone.code);

    await withPhone(app, customer, phoneOf(customer));
    const shown = await read(app, customer);
    expect(shown.whatsapp).toMatchObject({ available: true, opted_in: false, phone: phoneOf(customer) });
    expect(shown.whatsapp.consent).toContain(phoneOf(customer));
    for (const consent of [undefined, 'Acepto']) {
      const noConsent = await optIn(consent);
      expect(noConsent.status).toBe(400);
      expect(noConsent.body.code).toBe(NOTICE_ERRORS.whatsappNeedsConsent.code);
    }

    const agreed = await optIn(shown.whatsapp.consent ?? '');
    expect(agreed.status, agreed.text).toBe(200);
    expect(agreed.body.preferences.whatsapp).toMatchObject({
      opted_in: true, opted_in_at: new Date(app.clock.now()).toISOString(), topics: { ...all(false), reminders: true },
    });
    const consents = () => app.db.select().from(whatsappConsents).where(eq(whatsappConsents.customer_id, customer.customerId)).orderBy(whatsappConsents.consent_id);
    const [row] = await app.db.select().from(noticePreferences).where(eq(noticePreferences.customer_id, customer.customerId));
    expect(row).toMatchObject({ whatsapp_on: ['reminders'] });
    const agreedAt = new Date(app.clock.now());
    expect(await consents()).toMatchObject([{ text: shown.whatsapp.consent, phone: phoneOf(customer), opted_in_at: agreedAt, withdrawn_at: null }]);

    // Saving again keeps the first opt-in (its time), without asking for the text again.
    app.clock.advance(60_000);
    const again = await app.request('PUT', PATH, { token, body: { email: all(true), whatsapp: { opted_in: true, topics: all(true) } } });
    expect(again.status, again.text).toBe(200);
    expect(again.body.preferences.whatsapp.opted_in_at).toBe(agreed.body.preferences.whatsapp.opted_in_at);

    // She agreed for one number: another phone is not opted in.
    await withPhone(app, customer, phoneOf(customer, '56'));
    expect((await read(app, customer)).whatsapp).toMatchObject({ opted_in: false, opted_in_at: null, phone: phoneOf(customer, '56') });

    // At the new phone she agrees again: a second record; the first is withdrawn, not erased.
    app.clock.advance(60_000);
    const newText = (await read(app, customer)).whatsapp.consent ?? '';
    const second = await optIn(newText);
    expect(second.status, second.text).toBe(200);
    const secondAt = new Date(app.clock.now());
    expect(await consents()).toMatchObject([
      { phone: phoneOf(customer), text: shown.whatsapp.consent, opted_in_at: agreedAt, withdrawn_at: secondAt },
      { phone: phoneOf(customer, '56'), text: newText, opted_in_at: secondAt, withdrawn_at: null },
    ]);

    app.clock.advance(60_000);
    const out = await app.request('PUT', PATH, { token, body: { email: all(true), whatsapp: { opted_in: false, topics: all(true) } } });
    expect(out.status, out.text).toBe(200);
    expect(out.body.preferences.whatsapp).toMatchObject({ opted_in: false, opted_in_at: null });
    // Both records stay, what she agreed to and when, the newest withdrawn now.
    expect(await consents()).toMatchObject([
      { phone: phoneOf(customer), withdrawn_at: secondAt },
      { phone: phoneOf(customer, '56'), text: newText, opted_in_at: secondAt, withdrawn_at: new Date(app.clock.now()) },
    ]);
  });

  it('refuses a body that does not name every topic (400)', async () => {
    const [customer] = await makeCustomers(h().db, 1) as [TestCustomer];
    const { waitlist: _left, ...partial } = all(true);
    const answer = await h().request('PUT', PATH, {
      token: await tokenOf(h(), customer), body: { email: partial, whatsapp: { opted_in: false, topics: all(false) } },
    });
    expect(answer.status).toBe(400);
  });
});
