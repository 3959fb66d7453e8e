import { and, eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { beforeAll, expect, it } from 'vitest';
import {
  DeskDaysResponse, MyReservationsResponse, ScheduleAdminResponse, ScheduleCancelResponse, ScheduleResponse, SingleClassResponse,
  fill, formatDate, formatTime, messages, reservationStatusView,
} from '@estudio/core';
import { outboxMailer } from '../../src/auth/mailer.js';
import { auditLog, availableClasses, classReservations } from '../../src/db/schema/index.js';
import { mailNotifier } from '../../src/notify/notifier.js';
import { creditsOf, makeCustomers, teamTokens, tokenOf } from './support/booking.js';
import { onEachDatabase } from './support/harness.js';
import {
  ZONE, book, classRow, createSeries, customersWithCredits, join, liveReservations, mailsTo, makeOwnStudio, mondayIn,
  refusedScheduleWrite, scheduleDigest, seriesBody, socia, waitlistOf, wall, type OwnStudio,
} from './support/schedule-admin.js';

const ds = messages.deskSchedule;
const HOUR = 3_600_000;

onEachDatabase("'Cancelar clase': one action that refunds and tells everyone (issue 16)", (h) => {
  const team = teamTokens(h);
  let studio: OwnStudio;

  beforeAll(async () => {
    studio = await makeOwnStudio(h());
  });

  /** A class of the test's studio starting in `hours` (inside the cancel window: a customer could not get her credit back herself). */
  const classIn = async (hours: number, capacity: number) => {
    const start = DateTime.fromMillis(h().clock.now() + hours * HOUR, { zone: ZONE }).startOf('minute');
    const answer = await h().request('POST', '/api/single_class', {
      token: team.admin, body: { ...seriesBody(studio, { capacity }), class_date: start.toUTC().toISO() },
    });
    expect(answer.status, answer.text).toBe(201);
    return SingleClassResponse.parse(answer.body).single_class;
  };

  const cancel = async (id: number, scope?: 'one' | 'following') => {
    const answer = await h().request('DELETE', `/api/single_class/${id}${scope ? `?scope=${scope}` : ''}`, { token: team.admin });
    expect(answer.status, answer.text).toBe(200);
    return ScheduleCancelResponse.parse(answer.body);
  };

  it('cancels every place with its credit back whatever the window, tells the booked and the waitlist once each, and keeps the row', async () => {
    const target = await classIn(2, 5);
    const id = target.single_class_id;
    const [counted] = await customersWithCredits(h(), 1, 5);
    const [unlimited] = await makeCustomers(h().db, 1, { credits: -1 });
    const waiting = await customersWithCredits(h(), 2, 1);
    const her = await socia(h());
    if (!counted || !unlimited || waiting.length !== 2) throw new Error('No customers');
    await book(h(), counted, id, 1);
    await book(h(), unlimited, id);
    const [herCredit] = await h().db.insert(availableClasses).values({ customer_id: her.customerId, available_classes: 0 }).returning();
    const [herPlace] = await h().db.insert(classReservations)
      .values({ single_class_id: id, customer_id: her.customerId, available_class_id: herCredit?.available_class_id ?? null })
      .returning();
    await book(h(), (await customersWithCredits(h(), 1))[0] ?? counted, id);
    for (const customer of waiting) await join(h(), customer, id);
    expect(await waitlistOf(h(), id)).toHaveLength(2);
    const everyone = [counted, unlimited, her, ...waiting];

    const answer = await cancel(id);
    expect(answer).toMatchObject({
      ok: true, single_class_id: id, cancelled_reservations: 5, cancelled_classes: 1, notified_customers: 6,
      message: fill(messages.scheduleAdmin.cancelled, { count: 5 }),
    });
    // Credits back: a counted one whole, an unlimited one still unlimited, hers from 0 to 1.
    expect((await creditsOf(h().db, counted.customerId)).map((row) => row.available_classes)).toEqual([5]);
    expect((await creditsOf(h().db, unlimited.customerId)).map((row) => row.available_classes)).toEqual([-1]);
    const [herAfter] = await h().db.select().from(availableClasses).where(eq(availableClasses.available_class_id, herCredit?.available_class_id ?? 0));
    expect(herAfter?.available_classes).toBe(1);
    expect(await liveReservations(h(), id)).toEqual([]);
    expect(await waitlistOf(h(), id)).toEqual([]);
    expect((await classRow(h(), id)).cancelled_at).toEqual(new Date(h().clock.now()));

    // One mail each, the booked told their credit is back, the waitlist that their place is gone.
    const mails = await mailsTo(h(), everyone.map((person) => person.email));
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(everyone.map((person) => person.email).sort());
    const start = Date.parse(target.class_date);
    const intro = fill(ds.cancelledIntro, { className: studio.classTypeName, date: formatDate(start, ZONE), time: formatTime(start, ZONE), location: studio.locationName });
    for (const mail of mails) {
      expect(mail.subject).toBe(fill(ds.cancelledSubject, { className: studio.classTypeName }));
      expect(mail.body).toContain(intro);
      const onWaitlist = waiting.some((person) => person.email === mail.recipient);
      expect(mail.body).toContain(onWaitlist ? ds.cancelledWaitlist : ds.cancelledBooked);
    }

    // 'Historial' records each place and waitlist entry.
    const entries = await h().db.select().from(auditLog).where(inArray(auditLog.customer_id, everyone.map((person) => person.customerId)));
    expect(entries.filter((entry) => entry.action === 'reservation.cancel')).toHaveLength(4);
    expect(entries.filter((entry) => entry.action === 'waitlist.leave')).toHaveLength(2);
    expect(entries.every((entry) => entry.details.reason === ds.auditReason)).toBe(true);

    // Gone from every calendar.
    const day = wall(target.class_date).toISODate();
    const listed = (days: { classes: { single_class_id: number }[] }[]) => days.flatMap((item) => item.classes).map((item) => item.single_class_id);
    expect(listed(ScheduleResponse.parse((await h().request('GET', `/api/single_class?start_date=${day}&end_date=${day}`)).body).days)).not.toContain(id);
    expect((await h().request('GET', `/api/single_class/single/${id}`)).status).toBe(404);
    const desk = await h().request('GET', `/api/single_class/admin/days?start_date=${day}&end_date=${day}`, { token: team.staff });
    expect(listed(DeskDaysResponse.parse(desk.body).days)).not.toContain(id);
    const horarios = await h().request('GET', `/api/single_class/admin/schedule?start_date=${day}&end_date=${day}`, { token: team.admin });
    expect(listed(ScheduleAdminResponse.parse(horarios.body).days)).not.toContain(id);

    // Hers reads 'Cancelada', no longer upcoming.
    const token = await tokenOf(h(), her);
    const upcoming = MyReservationsResponse.parse((await h().request('GET', '/api/class_reservations/mine?filter=upcoming', { token })).body);
    expect(upcoming.reservations.map((item) => item.class_reservation_id)).not.toContain(herPlace?.class_reservation_id);
    const all = MyReservationsResponse.parse((await h().request('GET', '/api/class_reservations/mine?filter=cancelled', { token })).body);
    const mine = all.reservations.find((item) => item.class_reservation_id === herPlace?.class_reservation_id);
    expect(mine?.deletedAt).not.toBeNull();
    if (!mine) throw new Error('Her reservation is not listed');
    const view = reservationStatusView({ ...mine, classDate: mine.single_class.class_date }, h().clock.now(), ZONE);
    expect([view.status, view.label]).toEqual(['cancelled', 'Cancelada']);
  });

  it('cancels this class and the following ones of its series, keeping the earlier ones', async () => {
    const series = await createSeries(h(), team.admin, { ...seriesBody(studio), weekdays: [4], time: '12:00', from_date: mondayIn(h(), 3), weeks: 3 });
    const [first, second, third] = series.single_classes;
    if (!first || !second || !third) throw new Error('No classes');
    const [early, late] = await customersWithCredits(h(), 2, 2);
    if (!early || !late) throw new Error('No customers');
    await book(h(), early, first.single_class_id);
    await book(h(), late, third.single_class_id);
    const answer = await cancel(second.single_class_id, 'following');
    expect(answer).toMatchObject({ single_class_id: second.single_class_id, cancelled_classes: 2, cancelled_reservations: 1, notified_customers: 1 });
    expect((await classRow(h(), first.single_class_id)).cancelled_at).toBeNull();
    expect((await classRow(h(), second.single_class_id)).cancelled_at).not.toBeNull();
    expect((await classRow(h(), third.single_class_id)).cancelled_at).not.toBeNull();
    expect(await liveReservations(h(), first.single_class_id)).toHaveLength(1);
    expect((await creditsOf(h().db, late.customerId)).map((row) => row.available_classes)).toEqual([2]);
    expect(await mailsTo(h(), [early.email])).toEqual([]);
    expect(await mailsTo(h(), [late.email])).toHaveLength(1);
  });

  it('refuses a class already cancelled (409, in Spanish) and an unknown one (404), for admins only, writing nothing', async () => {
    const target = await classIn(30, 3);
    const id = target.single_class_id;
    await refusedScheduleWrite(h(), () => h().request('DELETE', `/api/single_class/${id}`, { token: team.staff }), { status: 403, code: 'auth/forbidden' });
    await cancel(id);
    await refusedScheduleWrite(h(), () => h().request('DELETE', `/api/single_class/${id}`, { token: team.admin }), {
      status: 409, code: 'schedule/class-already-cancelled', message: ds.alreadyCancelled,
    });
    await refusedScheduleWrite(h(), () => h().request('DELETE', '/api/single_class/99999999?scope=following', { token: team.admin }), {
      status: 404, code: 'schedule/class-not-found', message: messages.scheduleAdmin.classNotFound,
    });
  });

  it("refuses a class that already started, and 'following' from one that started (409, in Spanish), writing nothing", async () => {
    const started = await classIn(-1, 4);
    const [customer] = await customersWithCredits(h(), 1, 2);
    if (!customer) throw new Error('No customer');
    // She came: cancelling the class now would refund a place she used.
    await h().db.insert(classReservations).values({ single_class_id: started.single_class_id, customer_id: customer.customerId, attend: true });
    await refusedScheduleWrite(h(), () => h().request('DELETE', `/api/single_class/${started.single_class_id}`, { token: team.admin }), {
      status: 409, code: 'schedule/class-started', message: ds.startedCancel,
    });
    // A daily series whose first class started an hour ago.
    const first = DateTime.fromMillis(h().clock.now() - HOUR, { zone: ZONE }).startOf('minute');
    const series = await createSeries(h(), team.admin, {
      ...seriesBody(studio, { location_id: studio.otherLocationId }), weekdays: [1, 2, 3, 4, 5, 6, 7], time: first.toFormat('HH:mm'), from_date: first.toISODate(), weeks: 1,
    });
    const [past, next] = series.single_classes;
    if (!past || !next) throw new Error('No classes');
    await refusedScheduleWrite(h(), () => h().request('DELETE', `/api/single_class/${past.single_class_id}?scope=following`, { token: team.admin }), {
      status: 409, code: 'schedule/class-started', message: ds.startedCancel,
    });
    expect(await cancel(next.single_class_id, 'following')).toMatchObject({ cancelled_classes: 6 });
    expect((await classRow(h(), past.single_class_id)).cancelled_at).toBeNull();
  });

  it('changes nothing and tells nobody when telling fails', async () => {
    const target = await classIn(50, 3);
    const [customer] = await customersWithCredits(h(), 1, 1);
    if (!customer) throw new Error('No customer');
    await book(h(), customer, target.single_class_id);
    const working = mailNotifier(outboxMailer(h().logger), h().logger);
    const broken = h().withApp({ notifier: { ...working, classCancelled: async (db, notice) => {
      await working.classCancelled(db, notice);
      throw new Error('notifier down');
    } } });
    const before = await scheduleDigest(h());
    const answer = await broken.request('DELETE', `/api/single_class/${target.single_class_id}`, { token: team.admin });
    expect(answer.status).toBe(500);
    h().logger.errors.splice(0);
    expect(await scheduleDigest(h())).toEqual(before);
    const [place] = await h().db.select().from(classReservations)
      .where(and(eq(classReservations.single_class_id, target.single_class_id), eq(classReservations.customer_id, customer.customerId)));
    expect(place?.deleted_at).toBeNull();
  });
});
