import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { expect, it } from 'vitest';
import { RESERVATION_ERRORS, messages } from '@estudio/core';
import { classReservations, noticePreferences, singleClasses } from '../src/db/schema/index.js';
import { resolveServices } from '../src/http/services.js';
import { RECURRING_JOBS } from '../src/jobs/recurring.js';
import { remindersJob } from '../src/jobs/reminders.js';
import { reminderKey } from '../src/notify/reminder.mail.js';
import { signCancelToken } from '../src/routes/reservations/cancel-link.js';
import { loadStudioConfig } from '../src/routes/shared/studio-config.js';
import { creditsOf, expectRefused, makeCustomers, placeIn, tokenOf, withSettings, type TestCustomer } from './http/support/booking.js';
import { book, calendarClass } from './http/support/calendar.js';
import { JWT_SECRET, onEachDatabase, type Harness } from './http/support/harness.js';
import { mailTo } from './http/support/waitlist.js';

const MINUTE = 60_000;
const t = messages.bookingNotices;

/** One run of the job at `now`, as the queue runs it, over the harness's database (links name http://localhost, as the app's). */
const runAt = (h: Harness, now: number) =>
  remindersJob.run({
    services: resolveServices({ db: h.db, clock: h.clock, identity: 'server', jwtSecret: JWT_SECRET, logger: h.logger }),
    now, signal: new AbortController().signal, attempt: 0,
  });

/** Her reminders in the outbox. */
const remindersOf = async (h: Harness, customer: TestCustomer) =>
  (await mailTo(h, [customer.email])).filter((row) => row.dedupe_key?.startsWith('reminder:'));

/** The token of the one-tap cancel link on its own line of a reminder. */
const tokenIn = (body: string): string => {
  const line = body.split('\n').find((text) => text.startsWith('http://localhost/mystudio/cancelar#'));
  if (!line) throw new Error(`No cancel link in: ${body}`);
  return line.slice('http://localhost/mystudio/cancelar#'.length);
};

const readLink = (h: Harness, token: string) => h.request('POST', '/api/reservation_link', { body: { token } });
const cancelLink = (h: Harness, token: string) => h.request('POST', '/api/reservation_link/cancel', { body: { token } });

/** Runs `work` with the harness's clock moved to `at`, then moves it back. */
const at = async <T>(h: Harness, time: number, work: () => Promise<T>): Promise<T> => {
  const delta = time - h.clock.now();
  h.clock.advance(delta);
  try {
    return await work();
  } finally {
    h.clock.advance(-delta);
  }
};

/** Her booking made `days` before its class, before its reminder was due (a booking inside `reminder_hours` is marked reminded: the confirmation suffices). */
const bookedEarlier = async (h: Harness, id: number, days = 3) => {
  const [row] = await h.db.select().from(classReservations).where(eq(classReservations.class_reservation_id, id));
  const [singleClass] = await h.db.select().from(singleClasses).where(eq(singleClasses.single_class_id, row?.single_class_id ?? 0));
  const created = DateTime.fromJSDate(singleClass?.class_date ?? new Date()).minus({ days }).toJSDate();
  await h.db.update(classReservations).set({ created_at: created, reminded_for: null }).where(eq(classReservations.class_reservation_id, id));
  return singleClass?.class_date ?? new Date();
};

/** A class's start now. */
const startOf = async (h: Harness, singleClassId: number): Promise<Date> => {
  const [row] = await h.db.select().from(singleClasses).where(eq(singleClasses.single_class_id, singleClassId));
  if (!row) throw new Error('no class');
  return row.class_date;
};

const liveNow = async (h: Harness, id: number) => {
  const [row] = await h.db.select().from(classReservations).where(eq(classReservations.class_reservation_id, id));
  return row?.deleted_at === null;
};

const balanceOf = async (h: Harness, customer: TestCustomer) => (await creditsOf(h.db, customer.customerId))[0]?.available_classes;

// Issue 17: the reminder `reminder_hours` before a class, and its one-tap cancel link.
onEachDatabase('reminders and their cancel link', (h) => {
  const customer = async () => (await makeCustomers(h().db, 1, { credits: 10 }))[0] as TestCustomer;

  it('is a job of the queue, every minute', () => {
    expect(RECURRING_JOBS).toContain(remindersJob);
    expect(remindersJob).toMatchObject({ name: 'reservation-reminders', everySeconds: 60 });
  });

  it('goes out reminder_hours (default 12) before the class, once however often the job runs', async () => {
    expect((await loadStudioConfig(h().db)).rules.reminderHours).toBe(12);
    const ana = await customer();
    const { singleClass } = await calendarClass(h(), 13);
    const id = await book(h(), ana, singleClass.single_class_id);
    const start = singleClass.class_date.getTime();
    const due = DateTime.fromMillis(start).minus({ hours: 12 }).toMillis();

    await runAt(h(), due - 1);
    expect(await remindersOf(h(), ana)).toEqual([]);
    await runAt(h(), due);
    await runAt(h(), due);
    await runAt(h(), due + MINUTE);
    const [reminder, ...more] = await remindersOf(h(), ana);
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({ channel: 'email', topic: 'reminders', dedupe_key: reminderKey(id, singleClass.class_date), recipient: ana.email });
    expect(reminder?.subject).toMatch(/^Recordatorio: Tipo \w+ a las \d{2}:\d{2}$/);
    expect(reminder?.body).toContain('Te esperamos en tu clase: Tipo ');
    expect(reminder?.body).toContain('http://localhost/mystudio/reservaciones');
    expect(tokenIn(reminder?.body ?? '')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('is not sent for a cancelled reservation, a cancelled class, a class that started, nor with reminder_hours 0', async () => {
    const ana = await customer();
    const now = h().clock.now();
    await placeIn(h(), ana, 2, { deleted_at: new Date(now) });
    const inCancelled = await placeIn(h(), ana, 3);
    await h().db.update(singleClasses).set({ cancelled_at: new Date(now) }).where(eq(singleClasses.single_class_id, inCancelled.single_class_id));
    await placeIn(h(), ana, -0.5);
    await runAt(h(), now);
    expect(await remindersOf(h(), ana)).toEqual([]);

    const live = await placeIn(h(), ana, 1, { created_at: new Date(now - 3 * 24 * 60 * MINUTE) });
    await withSettings(h().db, { reminder_hours: '0' }, () => runAt(h(), now));
    expect(await remindersOf(h(), ana)).toEqual([]);
    // The class started before anyone reminded her: too late.
    const [liveClass] = await h().db.select().from(singleClasses).where(eq(singleClasses.single_class_id, live.single_class_id));
    await runAt(h(), (liveClass?.class_date.getTime() ?? 0) + 1);
    expect(await remindersOf(h(), ana)).toEqual([]);
    await runAt(h(), now);
    expect((await remindersOf(h(), ana)).map((row) => row.dedupe_key))
      .toEqual([reminderKey(live.class_reservation_id, await startOf(h(), live.single_class_id))]);
  });

  it('its link shows the class without changing anything, cancels once with her credit back inside the window, and says so the second time', async () => {
    await withSettings(h().db, {
      reminder_hours: '24', cancel_timeframe_value: '12', cancel_timeframe_unit: 'hours', allow_cancel_reservations: 'true', allow_cancel_after_treshold: 'true',
    }, async () => {
      const ana = await customer();
      const { singleClass, location } = await calendarClass(h(), 20);
      const id = await book(h(), ana, singleClass.single_class_id);
      await bookedEarlier(h(), id);
      expect(await balanceOf(h(), ana)).toBe(9);
      await runAt(h(), h().clock.now());
      const [reminder] = await remindersOf(h(), ana);
      expect(reminder?.body).toContain(`${t.reminderCancelRefund}\nhttp://localhost/mystudio/cancelar#`);
      const token = tokenIn(reminder?.body ?? '');

      const read = await readLink(h(), token);
      expect(read.status, read.text).toBe(200);
      expect(read.body.reservation_link).toMatchObject({
        class_reservation_id: id, class_date: singleClass.class_date.toISOString(), location: `${location.name}, ${location.address ?? ''}`,
        guest: null, cancelled: false, cancel: { allowed: true, refunds_credit: true, refusal: null },
      });
      expect(read.body.reservation_link.coaches).toHaveLength(2);
      expect(await liveNow(h(), id)).toBe(true);

      const cancelled = await cancelLink(h(), token);
      expect(cancelled.status, cancelled.text).toBe(200);
      expect(cancelled.body).toMatchObject({ refunded_credit: true, reservation_link: { cancelled: true, cancel: { allowed: false, refunds_credit: false } } });
      expect(await liveNow(h(), id)).toBe(false);
      expect(await balanceOf(h(), ana)).toBe(10);
      const told = (await mailTo(h(), [ana.email])).filter((row) => row.dedupe_key === `reservation-cancelled:${id}`);
      expect(told).toHaveLength(1);
      expect(told[0]?.body).toContain('Cancelaste tu reservación');

      await expectRefused(h(), () => cancelLink(h(), token), {
        status: 409, code: RESERVATION_ERRORS.alreadyCancelled.code, message: RESERVATION_ERRORS.alreadyCancelled.message,
      });
      expect((await readLink(h(), token)).body.reservation_link).toMatchObject({ cancelled: true, cancel: { allowed: false } });
    });
  });

  it('follows the cancel window as the member area does: late, the credit is lost; late cancels off, no link and the link refused', async () => {
    await withSettings(h().db, {
      reminder_hours: '12', cancel_timeframe_value: '12', cancel_timeframe_unit: 'hours', allow_cancel_reservations: 'true', allow_cancel_after_treshold: 'true',
    }, async () => {
      const ana = await customer();
      const { singleClass } = await calendarClass(h(), 11);
      const id = await book(h(), ana, singleClass.single_class_id);
      await bookedEarlier(h(), id);
      await runAt(h(), h().clock.now());
      const [reminder] = await remindersOf(h(), ana);
      expect(reminder?.body).toContain(`${t.reminderCancelLate}\nhttp://localhost/mystudio/cancelar#`);
      const token = tokenIn(reminder?.body ?? '');
      expect((await readLink(h(), token)).body.reservation_link.cancel).toEqual({ allowed: true, refunds_credit: false, refusal: null });
      const cancelled = await cancelLink(h(), token);
      expect(cancelled.status, cancelled.text).toBe(200);
      expect(cancelled.body.refunded_credit).toBe(false);
      expect(await liveNow(h(), id)).toBe(false);
      expect(await balanceOf(h(), ana)).toBe(9);
    });
    await withSettings(h().db, {
      reminder_hours: '12', cancel_timeframe_value: '12', cancel_timeframe_unit: 'hours', allow_cancel_reservations: 'true', allow_cancel_after_treshold: 'false',
    }, async () => {
      const bea = await customer();
      const { singleClass } = await calendarClass(h(), 11);
      const id = await book(h(), bea, singleClass.single_class_id);
      await bookedEarlier(h(), id);
      await runAt(h(), h().clock.now());
      const [reminder] = await remindersOf(h(), bea);
      expect(reminder?.body).not.toContain('/mystudio/cancelar#');
      const token = await signCancelToken(new TextEncoder().encode(JWT_SECRET), id, singleClass.class_date, h().clock.now());
      expect((await readLink(h(), token)).body.reservation_link.cancel).toEqual({
        allowed: false, refunds_credit: false, refusal: RESERVATION_ERRORS.cancelWindowClosed.message,
      });
      await expectRefused(h(), () => cancelLink(h(), token), {
        status: 412, code: RESERVATION_ERRORS.cancelWindowClosed.code, message: RESERVATION_ERRORS.cancelWindowClosed.message,
      });
      expect(await liveNow(h(), id)).toBe(true);
    });
  });

  it('refuses a forged, foreign or expired token in Spanish, changing nothing', async () => {
    const ana = await customer();
    const { singleClass } = await calendarClass(h(), 5);
    const id = await book(h(), ana, singleClass.single_class_id);
    const invalid = { status: 400, code: RESERVATION_ERRORS.linkInvalid.code, message: t.linkInvalid };
    const forged = await signCancelToken(new TextEncoder().encode('another-key-that-is-long-enough-for-hs256!'), id, singleClass.class_date, h().clock.now());
    await expectRefused(h(), () => cancelLink(h(), forged), invalid);
    await expectRefused(h(), () => readLink(h(), forged), invalid);
    // Her sign-in token is signed with the same key, but is no cancel link.
    await expectRefused(h(), async () => cancelLink(h(), await tokenOf(h(), ana)), invalid);
    await expectRefused(h(), () => cancelLink(h(), 'eyJhbGciOiJIUzI1NiJ9.bm90LWEtdG9rZW4.c2lnbmF0dXJl'), invalid);
    const key = new TextEncoder().encode(JWT_SECRET);
    await expectRefused(h(), async () => cancelLink(h(), await signCancelToken(key, 999_999_999, singleClass.class_date, h().clock.now())), {
      status: 404, code: RESERVATION_ERRORS.notFound.code,
    });

    const token = await signCancelToken(key, id, singleClass.class_date, h().clock.now());
    // Started: the cancel rules refuse it; days later, the link itself has expired.
    await at(h(), singleClass.class_date.getTime() + 1, async () => {
      const refused = await cancelLink(h(), token);
      expect(refused.status, refused.text).toBe(412);
    });
    await at(h(), DateTime.fromJSDate(singleClass.class_date).plus({ days: 3, seconds: 1 }).toMillis(), async () => {
      await expectRefused(h(), () => cancelLink(h(), token), { status: 404, code: RESERVATION_ERRORS.linkExpired.code, message: t.linkExpired });
    });
    expect(await liveNow(h(), id)).toBe(true);
  });

  it('records the attempt for an opted-out or WhatsApp-only customer, so the next runs do not redo it', async () => {
    const [optedOut, whatsappOnly] = await makeCustomers(h().db, 2, { credits: 10 }) as [TestCustomer, TestCustomer];
    await h().db.insert(noticePreferences).values([
      { customer_id: optedOut.customerId, email_off: ['reminders'] },
      // WhatsApp for reminders, but never opted in to WhatsApp, e-mail off: nothing is sent to her.
      { customer_id: whatsappOnly.customerId, email_off: ['reminders'], whatsapp_on: ['reminders'] },
    ]);
    const now = h().clock.now();
    const places = [
      await placeIn(h(), optedOut, 2, { created_at: new Date(now - 3 * 24 * 60 * MINUTE) }),
      await placeIn(h(), whatsappOnly, 2, { created_at: new Date(now - 3 * 24 * 60 * MINUTE) }),
    ];
    const first = (await runAt(h(), now)) as { sent: number };
    expect(first.sent).toBeGreaterThanOrEqual(2);
    for (const place of places) {
      const [row] = await h().db.select().from(classReservations).where(eq(classReservations.class_reservation_id, place.class_reservation_id));
      expect(row?.reminded_for?.getTime()).toBe((await startOf(h(), place.single_class_id)).getTime());
    }
    // Nothing left to attempt for them: each further run skips them (no starving of the others).
    expect(await runAt(h(), now + MINUTE)).toEqual({ sent: 0 });
    expect(await remindersOf(h(), optedOut)).toEqual([]);
    expect((await mailTo(h(), [whatsappOnly.email])).filter((row) => row.channel === 'email')).toEqual([]);
  });

  it('is not sent for a booking made after its reminder was due, nor for a class starting within a minute', async () => {
    const ana = await customer();
    const { singleClass } = await calendarClass(h(), 5);
    await book(h(), ana, singleClass.single_class_id);
    await runAt(h(), h().clock.now());
    expect(await remindersOf(h(), ana)).toEqual([]);

    const now = h().clock.now();
    const soon = await placeIn(h(), ana, 0.5, { created_at: new Date(now - 3 * 24 * 60 * MINUTE) });
    const start = (await startOf(h(), soon.single_class_id)).getTime();
    await runAt(h(), start - 30_000);
    expect(await remindersOf(h(), ana)).toEqual([]);
  });

  it('a class moved later: the link still cancels after the old start, and she is reminded again for the new start', async () => {
    await withSettings(h().db, {
      reminder_hours: '12', cancel_timeframe_value: '2', cancel_timeframe_unit: 'hours', allow_cancel_reservations: 'true', allow_cancel_after_treshold: 'true',
    }, async () => {
      const ana = await customer();
      const { singleClass } = await calendarClass(h(), 10);
      const id = await book(h(), ana, singleClass.single_class_id);
      const oldStart = await bookedEarlier(h(), id);
      await runAt(h(), h().clock.now());
      const [first] = await remindersOf(h(), ana);
      expect(first?.dedupe_key).toBe(reminderKey(id, oldStart));
      const token = tokenIn(first?.body ?? '');

      const newStart = DateTime.fromJSDate(oldStart).plus({ days: 1 }).toJSDate();
      await h().db.update(singleClasses).set({ class_date: newStart, changed_at: new Date(h().clock.now()) })
        .where(eq(singleClasses.single_class_id, singleClass.single_class_id));
      // Due again for the new start, once.
      const due = DateTime.fromJSDate(newStart).minus({ hours: 12 }).toMillis();
      await runAt(h(), due);
      await runAt(h(), due + MINUTE);
      expect((await remindersOf(h(), ana)).map((row) => row.dedupe_key).sort())
        .toEqual([reminderKey(id, oldStart), reminderKey(id, newStart)].sort());

      // After the old start (and before the new one) the first link still works.
      await at(h(), oldStart.getTime() + 60 * MINUTE, async () => {
        const read = await readLink(h(), token);
        expect(read.status, read.text).toBe(200);
        expect(read.body.reservation_link).toMatchObject({ class_date: newStart.toISOString(), cancel: { allowed: true } });
        const cancelled = await cancelLink(h(), token);
        expect(cancelled.status, cancelled.text).toBe(200);
      });
      expect(await liveNow(h(), id)).toBe(false);
    });
  });
});
