import { eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SCHEDULE_ERROR_CODES, fill, formatDate, formatTime, messages } from '@estudio/core';
import { classReservations, classTypes, outbox, waitlists } from '../../src/db/schema/index.js';
import { outboxMailer } from '../../src/auth/mailer.js';
import { mailNotifier, type Notifier } from '../../src/notify/notifier.js';
import { deliverOutbox, OUTBOX_MAX_BACKOFF_MS, type DeliveredMail } from '../../src/notify/outbox-delivery.js';
import { smtpTransport } from '../../src/notify/smtp.js';
import { adminToken, expectRefused, tokenOf, withSettings, type TestCustomer } from './support/booking.js';
import { decodeQuotedPrintable, startFakeSmtp, type FakeSmtp } from './support/fake-smtp.js';
import { onEachDatabase } from './support/harness.js';
import { fullWithWaitlist, mailTo } from './support/waitlist.js';

const ZONE = 'America/Mexico_City';

onEachDatabase('a freed place and the waitlist', (h) => {
  let smtp: FakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('tells everyone waiting at once, in Spanish, when a place frees up; the first to book gets it', async () => {
    const { singleClass, holder, waiting, reservationId } = await fullWithWaitlist(h(), 2);
    const [first, second] = waiting as [TestCustomer, TestCustomer];
    const cancelled = await h().request('DELETE', `/api/class_reservations/${reservationId}`, { token: await tokenOf(h(), holder) });
    expect(cancelled.status, cancelled.text).toBe(200);
    const mails = await mailTo(h(), [first.email, second.email]);
    expect(mails.map((mail) => mail.recipient)).toEqual([first.email, second.email]);
    const [type] = await h().db.select().from(classTypes).where(eq(classTypes.class_type_id, singleClass.class_type_id));
    const at = singleClass.class_date.getTime();
    expect(mails[0]?.subject).toBe(fill(messages.waitlist.placeFreedSubject, { className: type?.name ?? '' }));
    expect(mails[0]?.body).toContain(fill(messages.waitlist.placeFreedGreeting, { name: first.name }));
    expect(mails[0]?.body).toContain(`del ${formatDate(at, ZONE)} a las ${formatTime(at, ZONE)}`);
    expect(mails[0]?.body).toContain('http://localhost/mystudio');
    const entries = await h().db.select().from(waitlists).where(eq(waitlists.single_class_id, singleClass.single_class_id));
    expect(entries.map((entry) => entry.notified_at?.getTime())).toEqual([h().clock.now(), h().clock.now()]);
    // Nobody is booked for them: the first to book gets the place, and leaves the waitlist.
    const booked = await h().request('POST', '/api/class_reservations', { token: await tokenOf(h(), second), body: { single_class_id: singleClass.single_class_id } });
    expect(booked.status, booked.text).toBe(201);
    await expectRefused(h(), async () => h().request('POST', '/api/class_reservations', {
      token: await tokenOf(h(), first), body: { single_class_id: singleClass.single_class_id },
    }), { status: 409, code: SCHEDULE_ERROR_CODES.classFull });
    expect((await h().db.select().from(waitlists).where(eq(waitlists.single_class_id, singleClass.single_class_id))).map((entry) => entry.customer_id))
      .toEqual([first.customerId]);
  });

  it('tells them when an admin raises the capacity of the full class, and not when she lowers it back', async () => {
    const { singleClass, waiting } = await fullWithWaitlist(h(), 2);
    const path = `/api/single_class/${singleClass.single_class_id}`;
    const admin = await adminToken(h());
    const raised = await h().request('PUT', path, { token: admin, body: { capacity: 2 } });
    expect(raised.status, raised.text).toBe(200);
    expect(await mailTo(h(), waiting.map((one) => one.email))).toHaveLength(2);
    const lowered = await h().request('PUT', path, { token: admin, body: { capacity: 1 } });
    expect(lowered.status, lowered.text).toBe(200);
    const renamed = await h().request('PUT', path, { token: admin, body: { description: 'Sin cambio de cupo' } });
    expect(renamed.status, renamed.text).toBe(200);
    expect(await mailTo(h(), waiting.map((one) => one.email)), 'no second notice without new places').toHaveLength(2);
  });

  it('tells them too when an admin cancels one reservation', async () => {
    const { waiting, reservationId } = await fullWithWaitlist(h(), 1);
    const answer = await h().request('DELETE', `/api/class_reservations/${reservationId}`, { token: await adminToken(h()) });
    expect(answer.status, answer.text).toBe(200);
    expect(await mailTo(h(), waiting.map((one) => one.email))).toHaveLength(1);
  });

  it('tells nobody when the cancellation is rolled back, or when the waitlist is off', async () => {
    const { holder, waiting, reservationId } = await fullWithWaitlist(h(), 2);
    // A notifier that writes its mail and then fails: the whole request, mail included, is undone.
    const failing: Notifier = {
      // The other notices as usual: only a freed place fails here.
      ...mailNotifier(outboxMailer(h().logger), h().logger),
      async placeFreed(db, notice) {
        await db.insert(outbox).values(notice.customers.map((customer) => ({ channel: 'email', recipient: customer.email, body: 'x' })));
        throw new Error('notifier down');
      },
    };
    const broken = h().withApp({ notifier: failing });
    const answer = await broken.request('DELETE', `/api/class_reservations/${reservationId}`, { token: await tokenOf(h(), holder) });
    expect(answer.status).toBe(500);
    expect(await mailTo(h(), waiting.map((one) => one.email))).toEqual([]);
    const [row] = await h().db.select().from(classReservations).where(eq(classReservations.class_reservation_id, reservationId));
    expect(row?.deleted_at).toBeNull();
    await withSettings(h().db, { waitlist_enabled: 'false' }, async () => {
      expect((await h().request('DELETE', `/api/class_reservations/${reservationId}`, { token: await tokenOf(h(), holder) })).status).toBe(200);
    });
    expect(await mailTo(h(), waiting.map((one) => one.email))).toEqual([]);
  });

  it('sends the outbox through SMTP after commit, once, and keeps a failed mail for the next pass', async () => {
    const { holder, waiting, reservationId } = await fullWithWaitlist(h(), 2);
    await h().request('DELETE', `/api/class_reservations/${reservationId}`, { token: await tokenOf(h(), holder) });
    // Only this test's mail: older rows of the suite are marked sent first.
    const emails = waiting.map((one) => one.email);
    const [latest] = await mailTo(h(), emails);
    await h().db.update(outbox).set({ sent_at: new Date(h().clock.now()) }).where(isNull(outbox.sent_at));
    await h().db.update(outbox).set({ sent_at: null }).where(inArray(outbox.recipient, emails));
    const options = { db: h().db, clock: h().clock, logger: h().logger, from: 'estudio@prueba.test' };
    const failing = { send: (mail: DeliveredMail) => Promise.reject(new Error(`smtp down for ${mail.to}`)), close: () => undefined };
    expect(await deliverOutbox({ ...options, transport: failing })).toBe(0);
    expect(h().logger.errors.splice(0)).toHaveLength(2);
    h().clock.advance(OUTBOX_MAX_BACKOFF_MS); // the failed mail waits its backoff (issue 17)
    const transport = smtpTransport(smtp.url);
    try {
      expect(await deliverOutbox({ ...options, transport })).toBe(2);
      expect(await deliverOutbox({ ...options, transport })).toBe(0);
    } finally {
      transport.close();
    }
    expect(smtp.received.map((mail) => mail.to)).toEqual(emails.map((email) => [email]));
    expect(smtp.received.every((mail) => mail.from === 'estudio@prueba.test')).toBe(true);
    expect(decodeQuotedPrintable(smtp.received[0]?.data ?? '')).toContain(latest?.body.split('\n')[0] ?? 'missing');
    expect((await mailTo(h(), emails)).map((row) => row.sent_at?.getTime())).toEqual([h().clock.now(), h().clock.now()]);
  });
});
