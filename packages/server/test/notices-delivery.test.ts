import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema/index.js';
import { outboxMailer } from '../src/auth/mailer.js';
import { readConfig, ConfigError } from '../src/config.js';
import { backoffAfter, deliverOutbox, OUTBOX_MAX_ATTEMPTS } from '../src/notify/outbox-delivery.js';
import { smtpTransport } from '../src/notify/smtp.js';
import { cloudApiSender } from '../src/notify/whatsapp/cloud-api.js';
import { DEFAULT_WHATSAPP_API_URL, type WhatsAppConfig } from '../src/notify/whatsapp/config.js';
import { startFakeGraphApi, type FakeGraphApi } from './http/support/fake-graph-api.js';
import { decodeQuotedPrintable, startFakeSmtp, type FakeSmtp } from './http/support/fake-smtp.js';
import { onEachDatabase, type Harness } from './http/support/harness.js';

const TOKEN = 'EAAG-token-de-prueba';

describe('WhatsApp in the environment', () => {
  it('is off without WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID, refuses one without the other, defaults the Graph API', () => {
    expect(readConfig({}).whatsapp).toBeNull();
    expect(() => readConfig({ WHATSAPP_TOKEN: TOKEN })).toThrow(ConfigError);
    expect(() => readConfig({ WHATSAPP_TOKEN: TOKEN, WHATSAPP_PHONE_NUMBER_ID: 'abc' })).toThrow(ConfigError);
    expect(readConfig({ WHATSAPP_TOKEN: TOKEN, WHATSAPP_PHONE_NUMBER_ID: '1098' }).whatsapp)
      .toEqual({ token: TOKEN, phoneNumberId: '1098', apiUrl: DEFAULT_WHATSAPP_API_URL, countryCode: '52' });
    expect(readConfig({ WHATSAPP_TOKEN: TOKEN, WHATSAPP_PHONE_NUMBER_ID: '1098', WHATSAPP_API_URL: 'http://127.0.0.1:9/' }).whatsapp?.apiUrl)
      .toBe('http://127.0.0.1:9');
  });
});

/** Writes one WhatsApp row as the mailer does for a customer who opted in. */
const whatsappRow = async (h: Harness, recipient: string, params: string[]) => {
  const [row] = await h.db.insert(outbox).values({
    channel: 'whatsapp', recipient, subject: 'class_reminder', body: JSON.stringify(params), topic: 'reminders',
  }).returning();
  if (!row) throw new Error('no row');
  return row;
};

const rowOf = async (h: Harness, id: number) => (await h.db.select().from(outbox).where(eq(outbox.outbox_id, id)))[0];

onEachDatabase('delivering the outbox by WhatsApp and SMTP (issue 17)', (h) => {
  let graph: FakeGraphApi;
  let smtp: FakeSmtp;
  let config: WhatsAppConfig;
  beforeAll(async () => {
    graph = await startFakeGraphApi(TOKEN);
    smtp = await startFakeSmtp();
    config = { token: TOKEN, phoneNumberId: '1098765', apiUrl: graph.url, countryCode: '52' };
  });
  afterAll(async () => {
    await graph.close();
    await smtp.close();
  });
  const whatsappOnly = () => ({ db: h().db, clock: h().clock, logger: h().logger, whatsapp: cloudApiSender(config) });

  it('sends an approved template in es_MX with its parameters and the bearer token to the phone number id', async () => {
    const row = await whatsappRow(h(), '525511110001', ['Ana', 'Indoor Cycling', 'lunes 2 de marzo']);
    const before = graph.calls.length;
    expect(await deliverOutbox(whatsappOnly())).toBe(1);
    const [call] = graph.calls.slice(before);
    expect(call?.path).toBe('/v21.0/1098765/messages');
    expect(call?.authorization).toBe(`Bearer ${TOKEN}`);
    expect(call?.body).toEqual({
      messaging_product: 'whatsapp', recipient_type: 'individual', to: '525511110001', type: 'template',
      template: {
        name: 'class_reminder', language: { code: 'es_MX' },
        components: [{ type: 'body', parameters: ['Ana', 'Indoor Cycling', 'lunes 2 de marzo'].map((text) => ({ type: 'text', text })) }],
      },
    });
    expect((await rowOf(h(), row.outbox_id))?.sent_at).not.toBeNull();
    // Sent once: the next pass has nothing.
    expect(await deliverOutbox(whatsappOnly())).toBe(0);
  });

  it('tries again after a 5xx, and stops trying after a refusal sending again cannot change (4xx)', async () => {
    const flaky = await whatsappRow(h(), '525511110002', ['Ana']);
    graph.failNext(503);
    expect(await deliverOutbox(whatsappOnly())).toBe(0);
    expect(await rowOf(h(), flaky.outbox_id)).toMatchObject({ sent_at: null, attempts: 1, claimed_until: null, next_attempt_at: new Date(h().clock.now() + backoffAfter(1)) });
    // It waits its backoff: not the next pass, but once the wait is over.
    expect(await deliverOutbox(whatsappOnly())).toBe(0);
    h().clock.advance(backoffAfter(1));
    expect(await deliverOutbox(whatsappOnly())).toBe(1);
    expect((await rowOf(h(), flaky.outbox_id))?.sent_at).not.toBeNull();

    const refused = await whatsappRow(h(), '525511110003', ['Ana']);
    graph.failNext(400);
    expect(await deliverOutbox(whatsappOnly())).toBe(0);
    expect(await rowOf(h(), refused.outbox_id)).toMatchObject({ sent_at: null, attempts: OUTBOX_MAX_ATTEMPTS });
    const calls = graph.calls.length;
    expect(await deliverOutbox(whatsappOnly())).toBe(0);
    expect(graph.calls.length).toBe(calls);
    expect(h().logger.errors.some((entry) => entry.message.includes(`${refused.outbox_id} (whatsapp)`))).toBe(true);
  });

  it('leaves e-mail rows to the SMTP loop and WhatsApp rows to the WhatsApp loop', async () => {
    await outboxMailer(h().logger).send(h().db, { to: 'solo-correo@prueba.test', subject: 'Hola', text: 'Hola' });
    const whatsapp = await whatsappRow(h(), '525511110004', ['Ana']);
    await deliverOutbox(whatsappOnly());
    const [mail] = await h().db.select().from(outbox).where(eq(outbox.recipient, 'solo-correo@prueba.test'));
    expect(mail?.sent_at).toBeNull();
    expect((await rowOf(h(), whatsapp.outbox_id))?.sent_at).not.toBeNull();
    const whatsappRow2 = await whatsappRow(h(), '525511110005', ['Ana']);
    const transport = smtpTransport(smtp.url);
    try {
      await deliverOutbox({ db: h().db, clock: h().clock, logger: h().logger, transport });
    } finally {
      transport.close();
    }
    expect((await h().db.select().from(outbox).where(eq(outbox.recipient, 'solo-correo@prueba.test')))[0]?.sent_at).not.toBeNull();
    expect((await rowOf(h(), whatsappRow2.outbox_id))?.sent_at).toBeNull();
  });

  it('sends an e-mail as multipart text and HTML, with its .ics as text/calendar with its METHOD', async () => {
    const to = 'multiparte@prueba.test';
    const ics = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'METHOD:CANCEL', 'BEGIN:VEVENT', 'UID:reservation-9@estudio.test', 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');
    await outboxMailer(h().logger, { origin: () => 'https://reservas.estudio.test' }).send(h().db, {
      to, subject: 'Reservación cancelada', text: 'Hola Ana,\n\nTu reservación se canceló.', topic: 'reservations', customerId: 1,
      key: `multipart:${h().clock.now()}`, attachments: [{ filename: 'clase.ics', contentType: 'text/calendar', content: ics }],
    });
    const transport = smtpTransport(smtp.url);
    try {
      await deliverOutbox({ db: h().db, clock: h().clock, logger: h().logger, transport, whatsapp: null });
    } finally {
      transport.close();
    }
    const received = smtp.received.find((mail) => mail.to.includes(to));
    expect(received).toBeDefined();
    const data = received?.data ?? '';
    expect(data).toMatch(/Content-Type: multipart\/mixed/);
    expect(data).toMatch(/Content-Type: multipart\/alternative/);
    expect(data).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(data).toMatch(/Content-Type: text\/html; charset=utf-8/);
    expect(data).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=CANCEL; name=clase\.ics/);
    expect(data).toMatch(/Content-Disposition: attachment; filename=clase\.ics/);
    const decoded = decodeQuotedPrintable(data);
    expect(decoded).toContain('Tu reservación se canceló.');
    expect(decoded).toContain('<a href="https://reservas.estudio.test/mystudio/informacion"');
    const base64 = /filename=clase\.ics\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/.exec(data)?.[1] ?? '';
    expect(Buffer.from(base64.replace(/\r\n/g, ''), 'base64').toString('utf8')).toBe(ics);
  });

  it('writes nothing to WhatsApp for a customer who did not opt in, so nothing is sent', async () => {
    await deliverOutbox(whatsappOnly());
    const before = graph.calls.length;
    await outboxMailer(h().logger, { whatsapp: { countryCode: '52' } }).send(h().db, {
      to: 'sin-whatsapp@prueba.test', subject: 'Recordatorio', text: 'Hola', topic: 'reminders', customerId: 1, key: 'no-opt-in:1',
      whatsapp: { template: 'class_reminder', params: ['Ana'] },
    });
    expect(await h().db.select().from(outbox).where(eq(outbox.dedupe_key, 'no-opt-in:1:whatsapp'))).toEqual([]);
    expect(await deliverOutbox(whatsappOnly())).toBe(0);
    expect(graph.calls.length).toBe(before);
  });
});
