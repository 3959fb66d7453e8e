import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NoticeTopic } from '@estudio/core';
import { customers, noticePreferences, outbox, settings, whatsappConsents } from '../src/db/schema/index.js';
import { outboxMailer, type OutgoingMail } from '../src/auth/mailer.js';
import { consentText } from '../src/notify/preferences.js';
import { WHATSAPP_EMPTY_PARAM, WHATSAPP_PARAM_MAX, whatsappSummary } from '../src/notify/whatsapp/params.js';
import { escapeHtml, renderMailHtml, type StudioLook } from '../src/notify/layout.js';
import { placeFreedMail } from '../src/notify/place-freed.mail.js';
import { classChangedMail } from '../src/notify/class-changed.mail.js';
import { classCancelledMail } from '../src/notify/class-cancelled.mail.js';
import { penaltyAppliedMail } from '../src/notify/penalty-applied.mail.js';
import { makeCustomers, type TestCustomer } from './http/support/booking.js';
import { onEachDatabase, type Harness } from './http/support/harness.js';

const LOOK: StudioLook = { name: 'Estudio <Luz>', logoUrl: 'https://estudio.test/media/logo.png', primary: '#2f3e46', origin: 'https://estudio.test' };

describe('the e-mail layout', () => {
  it('escapes every character of the text, keeps paragraphs and line breaks, and makes links clickable', () => {
    const html = renderMailHtml({
      subject: 'Tu <clase>',
      text: 'Hola <b>Ana</b> & "amigas",\n\nReserva aquí:\nhttps://estudio.test/mystudio?a=1&b=<2>.\n\nGracias.',
      chosen: true,
    }, LOOK);
    expect(html).not.toContain('<b>Ana</b>');
    expect(html).toContain('Hola &lt;b&gt;Ana&lt;/b&gt; &amp; &quot;amigas&quot;,');
    expect(html).toContain('<title>Tu &lt;clase&gt;</title>');
    // The link stops before '<' and the sentence's period; its href is escaped too.
    expect(html).toContain('<a href="https://estudio.test/mystudio?a=1&amp;b=" ');
    expect(html).toContain('Reserva aquí:<br><a href=');
    expect(html.match(/<p /g)).toHaveLength(3);
    expect(html).toContain(`<img src="${LOOK.logoUrl}" alt="Estudio &lt;Luz&gt;"`);
    expect(html).toContain('border-top:4px solid #2f3e46');
    expect(html).toContain('<a href="https://estudio.test/mystudio/informacion"');
  });

  it('names the studio instead of the link to her choices for a mail she cannot turn off, and its name without a logo', () => {
    const html = renderMailHtml({ subject: 'Restablece tu contraseña', text: 'Hola', chosen: false }, { ...LOOK, logoUrl: null });
    expect(html).not.toContain('/mystudio/informacion');
    expect(html).toContain(`cuenta en ${escapeHtml(LOOK.name)}`);
    expect(html).not.toContain('<img');
  });
});

describe('WhatsApp template parameters the Cloud API takes', () => {
  const customer = { customer_id: 7, email: 'ana@prueba.test', name: 'Ana' };
  const zone = 'America/Mexico_City';
  const classOf = (id: number, location = 'Sucursal Roma Norte, segundo piso') => ({
    single_class_id: id, name: 'Indoor Cycling de alta intensidad', class_date: new Date(Date.UTC(2026, 2, 2 + id, 13)), location, coaches: ['Luz'],
  });
  const fits = (params: readonly string[] | undefined) =>
    (params ?? []).every((param) => param !== '' && [...param].length <= WHATSAPP_PARAM_MAX && !/[\n\t]| {2,}/.test(param));

  it('sums up many classes a studio cancelled at once in one parameter that fits, with how many more', () => {
    const classes = Array.from({ length: 30 }, (_, index) => ({ singleClass: classOf(index + 1), booked: true }));
    const params = classCancelledMail({ customer, classes, zone, link: 'https://estudio.test/mystudio' }).whatsapp?.params;
    expect(fits(params)).toBe(true);
    expect(params?.[1]).toMatch(/^Indoor Cycling de alta intensidad, .+ …y \d+ más$/);
    const shown = (params?.[1]?.split('; ') ?? []).length;
    expect(params?.[1]).toContain(`…y ${30 - shown} más`);
    expect(params?.[2]).toBe('https://estudio.test/mystudio');
  });

  it('writes a placeholder for an empty location, never an empty parameter', () => {
    const before = classOf(1, '');
    const params = classChangedMail({ customer: { ...customer, name: ' ' }, changes: [{ before, after: { ...before, coaches: [] } }], zone, link: 'l', at: 1 }).whatsapp?.params;
    expect(fits(params)).toBe(true);
    expect(params?.[0]).toBe('ana@prueba.test');
    expect(params?.[1]).toMatch(new RegExp(`, ${WHATSAPP_EMPTY_PARAM}$`));
    expect(whatsappSummary([])).toBe(WHATSAPP_EMPTY_PARAM);
    expect([...whatsappSummary(['x'.repeat(400), 'y'])]).toHaveLength(WHATSAPP_PARAM_MAX);
  });

  it('names in the opt-in every topic offered by WhatsApp', () => {
    const text = consentText('5512345678');
    expect(text).toContain('5512345678');
    for (const words of ['reservaciones', 'recordatorios', 'lista de espera', 'cambios y cancelaciones de clases', 'cobros', 'créditos']) expect(text).toContain(words);
  });
});

describe('the notices of issue 16 name their topic, customer and key', () => {
  const customer = { customer_id: 7, email: 'ana@prueba.test', name: 'Ana' };
  const singleClass = { single_class_id: 41, name: 'Indoor Cycling', class_date: new Date('2026-03-02T13:00:00Z'), location: 'Roma', coaches: ['Luz'] };
  const zone = 'America/Mexico_City';
  it.each<[string, OutgoingMail, NoticeTopic, unknown, string]>([
    ['place freed', placeFreedMail(customer, { customers: [customer], singleClass, zone, link: 'https://e.test/mystudio', at: 5 }), 'waitlist', 'place-freed:41:7:5', 'waitlist_place_freed'],
    ['class changed', classChangedMail({ customer, changes: [{ before: singleClass, after: { ...singleClass, location: 'Condesa' } }], zone, link: 'l', at: 9 }), 'classChanges', expect.stringMatching(/^class-changed:7:9:[0-9a-f]{16}$/), 'class_changed'],
    ['class cancelled', classCancelledMail({ customer, classes: [{ singleClass, booked: true }], zone, link: 'l' }), 'classChanges', 'class-cancelled:7:41', 'class_cancelled'],
    ['penalty', penaltyAppliedMail({ customer, penaltyId: 3, reason: '3 inasistencias', endDate: new Date('2026-03-09T06:00:00Z'), zone, link: 'l' }), 'reservations', 'penalty:3', 'penalty_applied'],
  ])('%s', (_name, mail, topic, key, template) => {
    expect(mail).toMatchObject({ topic, key, customerId: 7, whatsapp: { template } });
    if (topic === 'classChanges' && mail.whatsapp?.template === 'class_changed') {
      // Another change at the same instant is another event; the same change told again is not.
      const change = { customer, changes: [{ before: singleClass, after: { ...singleClass, location: 'Narvarte' } }], zone, link: 'l', at: 9 };
      expect(classChangedMail(change).key).not.toBe(mail.key);
      expect(classChangedMail(change).key).toBe(classChangedMail({ ...change }).key);
    }
    // A template parameter holds no line break (the Cloud API refuses one).
    expect(mail.whatsapp?.params.every((param) => param !== '' && !/[\n\t]/.test(param))).toBe(true);
  });
});


/** Opts her in to WhatsApp for `topics` at `phone`, as PUT /customer/notifications records it. */
const optIn = async (h: Harness, customer: TestCustomer, phone: string, topics: NoticeTopic[]) => {
  await h.db.update(customers).set({ phone }).where(eq(customers.customer_id, customer.customerId));
  await h.db.insert(noticePreferences).values({ customer_id: customer.customerId, whatsapp_on: topics });
  await h.db.insert(whatsappConsents).values({ customer_id: customer.customerId, phone, text: consentText(phone), opted_in_at: new Date(h.clock.now()) });
};

const rowsOf = (h: Harness, recipients: string[]) =>
  h.db.select().from(outbox).where(inArray(outbox.recipient, recipients)).orderBy(outbox.outbox_id);

onEachDatabase('the outbox mailer (issue 17)', (h) => {
  it('writes a key once: the same notice sent again (a retried job) writes nothing', async () => {
    const [customer] = await makeCustomers(h().db, 1) as [TestCustomer];
    const mailer = outboxMailer(h().logger);
    const mail: OutgoingMail = { to: customer.email, subject: 'Recordatorio', text: 'Hola', key: `test-reminder:${customer.customerId}`, topic: 'reminders', customerId: customer.customerId };
    await mailer.send(h().db, mail);
    await h().db.transaction(async (tx) => mailer.send(tx, mail));
    await mailer.send(h().db, { ...mail, key: `test-reminder:${customer.customerId}:otra` });
    // Without a key nothing is deduplicated (the mail of issue 16 and before).
    await mailer.send(h().db, { to: customer.email, subject: 'Sin clave', text: 'a' });
    await mailer.send(h().db, { to: customer.email, subject: 'Sin clave', text: 'a' });
    const rows = await rowsOf(h(), [customer.email]);
    expect(rows.map((row) => [row.subject, row.dedupe_key, row.topic])).toEqual([
      ['Recordatorio', `test-reminder:${customer.customerId}`, 'reminders'],
      ['Recordatorio', `test-reminder:${customer.customerId}:otra`, 'reminders'],
      ['Sin clave', null, null],
      ['Sin clave', null, null],
    ]);
  });

  it('writes the HTML in the studio layout (its name, logo from the origin, colour) and the attachments', async () => {
    const [customer] = await makeCustomers(h().db, 1) as [TestCustomer];
    const [logo] = await h().db.select().from(settings).where(eq(settings.key, 'logo'));
    await h().db.insert(settings).values({ key: 'logo', value: '/media/logo-prueba.png' }).onConflictDoUpdate({ target: settings.key, set: { value: '/media/logo-prueba.png' } });
    try {
      const mailer = outboxMailer(h().logger, { origin: () => 'https://reservas.estudio.test' });
      const ics = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
      await mailer.send(h().db, {
        to: customer.email, subject: 'Reservación confirmada', text: 'Hola <Ana>\n\nhttps://reservas.estudio.test/mystudio',
        topic: 'reservations', customerId: customer.customerId,
        attachments: [{ filename: 'clase.ics', contentType: 'text/calendar', content: ics }],
      });
      const [row] = await rowsOf(h(), [customer.email]);
      expect(row?.body).toBe('Hola <Ana>\n\nhttps://reservas.estudio.test/mystudio');
      expect(row?.html).toContain('Hola &lt;Ana&gt;');
      expect(row?.html).toContain('<img src="https://reservas.estudio.test/media/logo-prueba.png"');
      expect(row?.html).toContain('<a href="https://reservas.estudio.test/mystudio/informacion"');
      expect(row?.attachments).toEqual([{ filename: 'clase.ics', contentType: 'text/calendar', content: ics }]);
    } finally {
      await h().db.update(settings).set({ value: logo?.value ?? null }).where(eq(settings.key, 'logo'));
    }
  });

  it('writes a WhatsApp row only with WhatsApp configured, her opt-in at her current phone and the topic on; its key suffixed', async () => {
    const [optedIn, emailOnly, otherTopic, movedPhone] = await makeCustomers(h().db, 4) as [TestCustomer, TestCustomer, TestCustomer, TestCustomer];
    const phone = (customer: TestCustomer) => `55${String(customer.customerId).padStart(8, '0')}`;
    await optIn(h(), optedIn, phone(optedIn), ['reminders']);
    await optIn(h(), otherTopic, phone(otherTopic), ['payments']);
    await optIn(h(), movedPhone, phone(movedPhone), ['reminders']);
    await h().db.update(customers).set({ phone: `56${String(movedPhone.customerId).padStart(8, '0')}` }).where(eq(customers.customer_id, movedPhone.customerId));
    await h().db.update(customers).set({ phone: phone(emailOnly) }).where(eq(customers.customer_id, emailOnly.customerId));
    const notice = (customer: TestCustomer): OutgoingMail => ({
      to: customer.email, subject: 'Recordatorio', text: 'Hola', key: `wa-reminder:${customer.customerId}`, topic: 'reminders',
      customerId: customer.customerId, whatsapp: { template: 'class_reminder', params: ['Ana', 'Indoor Cycling'] },
    });
    const people = [optedIn, emailOnly, otherTopic, movedPhone];
    // Without WhatsApp configured: e-mail only, even for her.
    await outboxMailer(h().logger).send(h().db, notice(optedIn));
    expect((await rowsOf(h(), [phone(optedIn)]))).toEqual([]);

    const mailer = outboxMailer(h().logger, { whatsapp: { countryCode: '52' } });
    for (const customer of people) await mailer.send(h().db, { ...notice(customer), key: `wa-reminder-2:${customer.customerId}` });
    await mailer.send(h().db, { ...notice(optedIn), key: `wa-reminder-2:${optedIn.customerId}` });
    // Only this test's people: the suite's other WhatsApp rows are not theirs.
    const recipients = people.flatMap((customer) => [`52${phone(customer)}`, `52${`56${String(customer.customerId).padStart(8, '0')}`}`]);
    const whatsapp = await h().db.select().from(outbox).where(and(eq(outbox.channel, 'whatsapp'), inArray(outbox.recipient, recipients)));
    expect(whatsapp.map((row) => [row.recipient, row.subject, JSON.parse(row.body), row.dedupe_key, row.topic, row.customer_id])).toEqual([
      [`52${phone(optedIn)}`, 'class_reminder', ['Ana', 'Indoor Cycling'], `wa-reminder-2:${optedIn.customerId}:whatsapp`, 'reminders', optedIn.customerId],
    ]);
    // Every one of them still gets the e-mail, once per key.
    expect((await rowsOf(h(), people.map((customer) => customer.email))).filter((row) => row.dedupe_key?.startsWith('wa-reminder-2'))).toHaveLength(4);
  });

  it("makes any notice's WhatsApp parameters fit the Cloud API before writing the row", async () => {
    const [customer] = await makeCustomers(h().db, 1) as [TestCustomer];
    const phone = `54${String(customer.customerId).padStart(8, '0')}`;
    await optIn(h(), customer, phone, ['payments']);
    await outboxMailer(h().logger, { whatsapp: { countryCode: '52' } }).send(h().db, {
      to: customer.email, subject: 'Recibo', text: 'Hola', key: `wa-params:${customer.customerId}`, topic: 'payments',
      customerId: customer.customerId, whatsapp: { template: 'purchase_receipt', params: ['', 'Paquete\n10   clases', 'x'.repeat(500)] },
    });
    const [row] = await rowsOf(h(), [`52${phone}`]);
    expect(JSON.parse(row?.body ?? '[]')).toEqual([WHATSAPP_EMPTY_PARAM, 'Paquete 10 clases', `${'x'.repeat(WHATSAPP_PARAM_MAX - 1)}…`]);
  });

  it('sends WhatsApp to a topic she turned off by e-mail, when she wants it there', async () => {
    const [customer] = await makeCustomers(h().db, 1) as [TestCustomer];
    const phone = `57${String(customer.customerId).padStart(8, '0')}`;
    await optIn(h(), customer, phone, ['waitlist']);
    await h().db.update(noticePreferences).set({ email_off: ['waitlist'] }).where(eq(noticePreferences.customer_id, customer.customerId));
    await outboxMailer(h().logger, { whatsapp: { countryCode: '52' } }).send(h().db, {
      to: customer.email, subject: 'Lugar libre', text: 'Hola', key: `wa-only:${customer.customerId}`, topic: 'waitlist',
      customerId: customer.customerId, whatsapp: { template: 'waitlist_place_freed', params: ['Ana'] },
    });
    expect((await rowsOf(h(), [customer.email, `52${phone}`])).map((row) => row.channel)).toEqual(['whatsapp']);
  });
});
