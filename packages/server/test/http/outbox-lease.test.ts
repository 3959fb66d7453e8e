import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema/index.js';
import {
  OUTBOX_BODY_RETENTION_MS, OUTBOX_LEASE_MS, OUTBOX_MAX_ATTEMPTS, OUTBOX_MAX_BACKOFF_MS, deliverOutbox, type DeliveredMail, type MailTransport,
} from '../../src/notify/outbox-delivery.js';
import { smtpTransport } from '../../src/notify/smtp.js';
import { startFakeSmtp, type FakeSmtp } from './support/fake-smtp.js';
import { onEachDatabase, type Harness } from './support/harness.js';

/** A transport that records what it was handed. */
const recording = () => {
  const sent: DeliveredMail[] = [];
  const transport: MailTransport = { send: async (mail) => void sent.push(mail), close: () => undefined };
  return { sent, transport };
};

/** One new unsent mail, alone in the queue: every older row of the suite is marked sent first. */
const oneMail = async (h: Harness, body = 'Tu enlace: https://estudio.test/recuperar/nueva?token=secreto') => {
  await h.db.update(outbox).set({ sent_at: new Date(h.clock.now()) }).where(isNull(outbox.sent_at));
  const [row] = await h.db.insert(outbox)
    .values({ channel: 'email', recipient: `cola-${h.clock.now()}@prueba.test`, subject: 'Prueba', body, created_at: new Date(h.clock.now()) })
    .returning();
  if (!row) throw new Error('no outbox row');
  return row;
};

const rowOf = async (h: Harness, id: number) => (await h.db.select().from(outbox).where(eq(outbox.outbox_id, id)))[0];

onEachDatabase('the outbox delivers at least once, without duplicates (issue 13)', (h) => {
  let smtp: FakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(async () => {
    await smtp.close();
  });
  beforeEach(() => h().clock.advance(OUTBOX_BODY_RETENTION_MS));
  const options = () => ({ db: h().db, clock: h().clock, logger: h().logger, from: 'estudio@prueba.test' });

  it('sends again the mail of a server that died mid-send, once its lease has run out, and only once', async () => {
    const mail = await oneMail(h());
    // The first server claims the row and never comes back from its SMTP call.
    const dying: MailTransport = { send: () => new Promise<void>(() => undefined), close: () => undefined };
    void deliverOutbox({ ...options(), transport: dying });
    await expect.poll(async () => (await rowOf(h(), mail.outbox_id))?.claimed_until).not.toBeNull();
    const second = recording();
    expect(await deliverOutbox({ ...options(), transport: second.transport }), 'still claimed').toBe(0);
    h().clock.advance(OUTBOX_LEASE_MS + 1);
    expect(await deliverOutbox({ ...options(), transport: second.transport })).toBe(1);
    expect(await deliverOutbox({ ...options(), transport: second.transport })).toBe(0);
    expect(second.sent.map((sent) => sent.id)).toEqual([mail.outbox_id]);
    expect(await rowOf(h(), mail.outbox_id)).toMatchObject({ sent_at: new Date(h().clock.now()), claimed_until: null, attempts: 2 });
  });

  it('tries a failing mail again once its backoff is over, and leaves it after OUTBOX_MAX_ATTEMPTS', async () => {
    const mail = await oneMail(h());
    let tries = 0;
    const failing: MailTransport = { send: () => Promise.reject(new Error(`smtp caído ${(tries += 1)}`)), close: () => undefined };
    for (let pass = 0; pass < OUTBOX_MAX_ATTEMPTS + 2; pass += 1) {
      await deliverOutbox({ ...options(), transport: failing });
      h().clock.advance(OUTBOX_MAX_BACKOFF_MS);
    }
    expect(tries).toBe(OUTBOX_MAX_ATTEMPTS);
    expect(h().logger.errors.splice(0)).toHaveLength(OUTBOX_MAX_ATTEMPTS);
    expect(await rowOf(h(), mail.outbox_id)).toMatchObject({ sent_at: null, attempts: OUTBOX_MAX_ATTEMPTS });
  });

  it('empties the body of sent mail after its retention, and keeps the body of mail not sent', async () => {
    const sentMail = await oneMail(h());
    const { transport } = recording();
    expect(await deliverOutbox({ ...options(), transport })).toBe(1);
    const unsent = await oneMail(h(), 'sin enviar');
    await h().db.update(outbox).set({ attempts: OUTBOX_MAX_ATTEMPTS }).where(eq(outbox.outbox_id, unsent.outbox_id));
    await deliverOutbox({ ...options(), transport });
    expect((await rowOf(h(), sentMail.outbox_id))?.body, 'within the retention').toContain('token=secreto');
    h().clock.advance(OUTBOX_BODY_RETENTION_MS + 1);
    await deliverOutbox({ ...options(), transport });
    expect((await rowOf(h(), sentMail.outbox_id))?.body).toBe('');
    expect((await rowOf(h(), unsent.outbox_id))?.body).toBe('sin enviar');
  });

  it("gives each mail a Message-ID of its outbox row, so a resend reads as the same message", async () => {
    const mail = await oneMail(h());
    const transport = smtpTransport(smtp.url);
    try {
      expect(await deliverOutbox({ ...options(), transport })).toBe(1);
    } finally {
      transport.close();
    }
    expect(smtp.received.at(-1)?.data).toMatch(new RegExp(`Message-ID: <outbox-${mail.outbox_id}@prueba\\.test>`, 'i'));
  });
});
