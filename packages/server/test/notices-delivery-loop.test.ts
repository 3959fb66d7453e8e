import { eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customers, noticePreferences, outbox } from '../src/db/schema/index.js';
import { outboxMailer } from '../src/auth/mailer.js';
import {
  OUTBOX_LEASE_MS, OUTBOX_POLL_MS, OUTBOX_SEND_TIMEOUT_MS, backoffAfter, deliverOutbox, startOutboxDelivery,
  type DeliveredMail, type MailTransport,
} from '../src/notify/outbox-delivery.js';
import { consentText, recordConsent, withdrawConsent } from '../src/notify/preferences.js';
import { smtpTransport, smtpUrlWithDefaults } from '../src/notify/smtp.js';
import { cloudApiSender } from '../src/notify/whatsapp/cloud-api.js';
import { startFakeGraphApi, type FakeGraphApi } from './http/support/fake-graph-api.js';
import { startFakeSmtp, type FakeSmtp } from './http/support/fake-smtp.js';
import { makeCustomers, type TestCustomer } from './http/support/booking.js';
import { onEachDatabase, type Harness } from './http/support/harness.js';

const TOKEN = 'EAAG-token-de-bucle';

/** The contract: each e-mail reaches SMTP within 30 seconds of its event. */
const CONTRACT_MS = 30_000;

describe('the SMTP transport', () => {
  it('pools its connections and gives up a send in OUTBOX_SEND_TIMEOUT_MS, unless SMTP_URL says otherwise', () => {
    const url = new URL(smtpUrlWithDefaults('smtp://usuaria:cla%40ve@smtp.estudio.test:587?socketTimeout=5000'));
    expect(url.searchParams.get('pool')).toBe('true');
    expect(url.searchParams.get('connectionTimeout')).toBe(String(OUTBOX_SEND_TIMEOUT_MS));
    expect(url.searchParams.get('greetingTimeout')).toBe(String(OUTBOX_SEND_TIMEOUT_MS));
    expect(url.searchParams.get('socketTimeout')).toBe('5000');
    expect(url.password).toBe('cla%40ve');
    // A whole batch at its slowest fits its lease, with room to spare.
    expect(20 * OUTBOX_SEND_TIMEOUT_MS * 2).toBeLessThan(OUTBOX_LEASE_MS);
  });
});

/** A transport that records what it was handed. */
const recording = () => {
  const sent: DeliveredMail[] = [];
  const transport: MailTransport = { send: async (mail) => void sent.push(mail), close: () => undefined };
  return { sent, transport };
};

/** Leaves this test's rows alone in the queue: every older unsent row is marked sent. */
const emptyQueue = (h: Harness) => h.db.update(outbox).set({ sent_at: new Date(h.clock.now()) }).where(isNull(outbox.sent_at));

/** Unsent rows written by the mailer (database time) dated by the test clock, which the claim reads. */
const datedNow = (h: Harness) => h.db.update(outbox).set({ created_at: new Date(h.clock.now()) }).where(isNull(outbox.sent_at));

const emailRows = async (h: Harness, count: number, prefix: string) => {
  const rows = await h.db.insert(outbox).values(Array.from({ length: count }, (_, index) => ({
    channel: 'email', recipient: `${prefix}-${index}@prueba.test`, subject: 'Aviso', body: 'Hola', created_at: new Date(h.clock.now()),
  }))).returning();
  return rows.map((row) => row.outbox_id);
};

const whatsappRows = async (h: Harness, count: number) => {
  const rows = await h.db.insert(outbox).values(Array.from({ length: count }, (_, index) => ({
    channel: 'whatsapp', recipient: `5255${String(h.clock.now() % 1e6).padStart(6, '0')}${String(index).padStart(2, '0')}`,
    subject: 'class_reminder', body: '["Ana"]', topic: 'reminders', created_at: new Date(h.clock.now()),
  }))).returning();
  return rows.map((row) => row.outbox_id);
};

const rowsOf = (h: Harness, ids: number[]) => h.db.select().from(outbox).where(inArray(outbox.outbox_id, ids)).orderBy(outbox.outbox_id);

onEachDatabase('the delivery loop: channels, backoff, leases, stopping (issue 17)', (h) => {
  let graph: FakeGraphApi;
  let smtp: FakeSmtp;
  beforeAll(async () => {
    graph = await startFakeGraphApi(TOKEN);
    smtp = await startFakeSmtp();
  });
  afterAll(async () => {
    await graph.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await emptyQueue(h());
  });
  const whatsapp = () => cloudApiSender({ token: TOKEN, phoneNumberId: '1098765', apiUrl: graph.url, countryCode: '52' });
  const options = () => ({ db: h().db, clock: h().clock, logger: h().logger, from: 'estudio@prueba.test' });

  it('sends e-mail while WhatsApp is down, and leaves the failing rows to their backoff rather than at the front', async () => {
    const failing = await whatsappRows(h(), 25);
    graph.failNext(503, 25);
    await outboxMailer(h().logger).send(h().db, { to: 'durante-la-caida@prueba.test', subject: 'Restablece tu contraseña', text: 'Hola' });
    await datedNow(h());
    const mail = recording();
    const calls = graph.calls.length;
    expect(await deliverOutbox({ ...options(), transport: mail.transport, whatsapp: whatsapp() })).toBe(1);
    expect(mail.sent.map((sent) => sent.to)).toEqual(['durante-la-caida@prueba.test']);
    expect(graph.calls.length - calls).toBe(25);
    const now = h().clock.now();
    expect((await rowsOf(h(), failing)).every((row) => row.sent_at === null && row.attempts === 1
      && row.next_attempt_at?.getTime() === now + backoffAfter(1))).toBe(true);
    h().logger.errors.splice(0);
    // The next passes do not try them again before their wait is over; then they go.
    expect(await deliverOutbox({ ...options(), transport: mail.transport, whatsapp: whatsapp() })).toBe(0);
    expect(graph.calls.length - calls).toBe(25);
    h().clock.advance(backoffAfter(1));
    expect(await deliverOutbox({ ...options(), transport: mail.transport, whatsapp: whatsapp() })).toBe(25);
    // The waits double, within the day a row is kept for.
    expect([1, 2, 3, 9, 10].map(backoffAfter)).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000]);
    expect(Array.from({ length: 9 }, (_, index) => backoffAfter(index + 1)).reduce((sum, wait) => sum + wait, 0)).toBeLessThan(24 * 3_600_000);
  });

  it('tries the rows waiting out their backoff at the next pass once a send goes through again (the channel is back)', async () => {
    const [waiting] = await emailRows(h(), 1, 'caida');
    const down: MailTransport = { send: () => Promise.reject(new Error('ECONNREFUSED')), close: () => undefined };
    for (let pass = 0; pass < 4; pass += 1) {
      if (pass > 0) h().clock.advance(backoffAfter(pass));
      await deliverOutbox({ ...options(), transport: down });
    }
    h().logger.errors.splice(0);
    // Its fifth try waits 4 minutes; SMTP is back now, and a new mail goes through.
    expect((await rowsOf(h(), [waiting ?? 0]))[0]).toMatchObject({ attempts: 4, next_attempt_at: new Date(h().clock.now() + backoffAfter(4)) });
    h().clock.advance(OUTBOX_POLL_MS);
    await emailRows(h(), 1, 'de-vuelta');
    const mail = recording();
    expect(await deliverOutbox({ ...options(), transport: mail.transport })).toBe(1);
    h().clock.advance(OUTBOX_POLL_MS);
    expect(await deliverOutbox({ ...options(), transport: mail.transport })).toBe(1);
    expect(mail.sent.map((sent) => sent.id).at(-1)).toBe(waiting);
  });

  it.each([[401, 401], [403, 403], [400, 190]])('keeps every row, says so loudly and ends the pass when WhatsApp answers %i (code %i)', async (status, code) => {
    const ids = await whatsappRows(h(), 2);
    graph.failNext(status, 1, code);
    const calls = graph.calls.length;
    expect(await deliverOutbox({ ...options(), whatsapp: whatsapp() })).toBe(0);
    // The second row was not tried: the first said the studio's WhatsApp is set up wrong.
    expect(graph.calls.length - calls).toBe(1);
    expect(await rowsOf(h(), ids)).toMatchObject([
      { sent_at: null, attempts: 0, claimed_until: null, next_attempt_at: null },
      { sent_at: null, attempts: 0, claimed_until: null, next_attempt_at: null },
    ]);
    expect(h().logger.errors.splice(0).map((entry) => entry.message)).toEqual([expect.stringContaining('WHATSAPP MAL CONFIGURADO')]);
    // Fixed: the same rows go.
    expect(await deliverOutbox({ ...options(), whatsapp: whatsapp() })).toBe(2);
  });

  it('gives back the rows its lease can no longer cover, so a second server never sends one twice', async () => {
    const ids = await emailRows(h(), 6, 'lento');
    const start = h().clock.now();
    const byServer: [string, number][] = [];
    const second = recording();
    let secondRan = false;
    // The first server's sends take a third of the lease each; once its lease ran out, the second server's pass comes.
    const slow: MailTransport = {
      send: async (mail) => {
        if (!secondRan && h().clock.now() >= start + OUTBOX_LEASE_MS) {
          secondRan = true;
          await deliverOutbox({ ...options(), transport: second.transport });
        }
        byServer.push(['A', mail.id]);
        h().clock.advance(OUTBOX_LEASE_MS / 3);
      },
      close: () => undefined,
    };
    expect(await deliverOutbox({ ...options(), transport: slow })).toBe(3);
    expect(await rowsOf(h(), ids.slice(3))).toMatchObject(Array.from({ length: 3 }, () => ({ sent_at: null, claimed_until: null, attempts: 0 })));
    expect(await deliverOutbox({ ...options(), transport: second.transport })).toBe(3);
    const sent = [...byServer.map(([, id]) => id), ...second.sent.map((mail) => mail.id)];
    expect(sent.sort((a, b) => a - b)).toEqual(ids);
  });

  it('stops without waiting for the whole pass: the send under way ends, the rest go back unsent', async () => {
    const ids = await emailRows(h(), 5, 'parada');
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const sent: number[] = [];
    let closed = false;
    const transport: MailTransport = {
      send: async (mail) => {
        sent.push(mail.id);
        await gate;
      },
      close: () => void (closed = true),
    };
    const delivery = startOutboxDelivery({ ...options(), transport }, 3_600_000);
    void delivery.flush();
    await expect.poll(() => sent.length).toBe(1);
    const stopped = delivery.stop();
    open();
    await stopped;
    expect(sent).toEqual([ids[0]]);
    expect(closed).toBe(true);
    expect(await rowsOf(h(), ids.slice(1))).toMatchObject(Array.from({ length: 4 }, () => ({ sent_at: null, claimed_until: null, attempts: 0 })));
  });

  it('delivers a burst of 100 e-mails through SMTP in the pass that follows them, within the 30-second contract', async () => {
    const mailer = outboxMailer(h().logger);
    const recipients = Array.from({ length: 100 }, (_, index) => `rafaga-${h().clock.now()}-${index}@prueba.test`);
    for (const [index, to] of recipients.entries()) {
      await mailer.send(h().db, { to, subject: 'Clase cancelada', text: `Hola ${index}`, key: `burst:${to}` });
    }
    await datedNow(h());
    const received = smtp.received.length;
    // The loop's next pass comes within OUTBOX_POLL_MS of the writes; that one pass sends them all.
    h().clock.advance(OUTBOX_POLL_MS);
    const transport = smtpTransport(smtp.url);
    const started = performance.now();
    try {
      expect(await deliverOutbox({ ...options(), transport })).toBe(100);
    } finally {
      transport.close();
    }
    const elapsed = performance.now() - started;
    expect(smtp.received.slice(received).flatMap((mail) => mail.to).sort()).toEqual([...recipients].sort());
    expect(OUTBOX_POLL_MS + elapsed).toBeLessThan(CONTRACT_MS);
  });

  it('sends nothing she stopped wanting after it was written: a topic turned off, a WhatsApp opt-out, a new phone', async () => {
    const [optedOut, newPhone, emailOff] = await makeCustomers(h().db, 3) as [TestCustomer, TestCustomer, TestCustomer];
    const phoneOf = (customer: TestCustomer) => `58${String(customer.customerId).padStart(8, '0')}`;
    for (const customer of [optedOut, newPhone, emailOff]) {
      await h().db.update(customers).set({ phone: phoneOf(customer) }).where(eq(customers.customer_id, customer.customerId));
      await h().db.insert(noticePreferences).values({ customer_id: customer.customerId, whatsapp_on: ['waitlist'] });
      await recordConsent(h().db, customer.customerId, { phone: phoneOf(customer), text: consentText(phoneOf(customer)), at: new Date(h().clock.now()) });
    }
    const mailer = outboxMailer(h().logger, { whatsapp: { countryCode: '52' } });
    for (const customer of [optedOut, newPhone, emailOff]) {
      await mailer.send(h().db, {
        to: customer.email, subject: 'Lugar libre', text: 'Hola', topic: 'waitlist', customerId: customer.customerId,
        key: `claim-check:${customer.customerId}`, whatsapp: { template: 'waitlist_place_freed', params: ['Ana'] },
      });
    }
    await datedNow(h());
    const written = await h().db.select().from(outbox).where(isNull(outbox.sent_at)).orderBy(outbox.outbox_id);
    expect(written).toHaveLength(6);
    // Then, before the loop's pass: one opts out of WhatsApp, one changes phone, one turns the topic off by e-mail.
    await withdrawConsent(h().db, optedOut.customerId, new Date(h().clock.now()));
    await h().db.update(customers).set({ phone: `59${String(newPhone.customerId).padStart(8, '0')}` }).where(eq(customers.customer_id, newPhone.customerId));
    await h().db.update(noticePreferences).set({ email_off: ['waitlist'] }).where(eq(noticePreferences.customer_id, emailOff.customerId));
    const mail = recording();
    const calls = graph.calls.length;
    // Sent: both e-mails of the first two, and the WhatsApp of the third.
    expect(await deliverOutbox({ ...options(), transport: mail.transport, whatsapp: whatsapp() })).toBe(3);
    expect(mail.sent.map((sent) => sent.to).sort()).toEqual([optedOut.email, newPhone.email].sort());
    expect(graph.calls.slice(calls).map((call) => (call.body as { to: string }).to)).toEqual([`52${phoneOf(emailOff)}`]);
    // What was not sent is gone, not left to be sent later.
    expect(await h().db.select().from(outbox).where(isNull(outbox.sent_at))).toEqual([]);
    expect(h().logger.infos.filter((line) => line.includes('ya no quiere'))).toHaveLength(3);
  });
});
