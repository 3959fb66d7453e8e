import { inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { beforeAll, expect, it } from 'vitest';
import { RESERVATION_CODES, ScheduleUpdateResponse, SingleClassResponse, fill, formatDate, formatDateTime, messages } from '@estudio/core';
import { classInstructors, classReservations } from '../../src/db/schema/index.js';
import { creditsOf, expectRefused, teamTokens, tokenOf, withSettings } from './support/booking.js';
import { onEachDatabase } from './support/harness.js';
import {
  ZONE, book, classRow, createSeries, customersWithCredits, mailsTo, makeOwnStudio, mondayIn, refusedScheduleWrite,
  seriesBody, socia, wall, type OwnStudio,
} from './support/schedule-admin.js';

const ds = messages.deskSchedule;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

onEachDatabase("'Horarios': changing one class or the following ones (issue 16)", (h) => {
  const team = teamTokens(h);
  let studio: OwnStudio;

  beforeAll(async () => {
    studio = await makeOwnStudio(h());
  });

  /** Four Tuesdays at 07:00, from `weeks` weeks ahead. */
  const tuesdays = (weeks: number, extra: Record<string, unknown> = {}) =>
    createSeries(h(), team.admin, { ...seriesBody(studio, extra), weekdays: [2], time: '07:00', from_date: mondayIn(h(), weeks), weeks: 4 });

  const put = async (id: number, body: Record<string, unknown>) => {
    const answer = await h().request('PUT', `/api/single_class/${id}`, { token: team.admin, body });
    expect(answer.status, answer.text).toBe(200);
    return ScheduleUpdateResponse.parse(answer.body);
  };

  it("changes one class alone, or it and the following ones of its series ('following')", async () => {
    const series = await tuesdays(1);
    const ids = series.single_classes.map((item) => item.single_class_id);
    const [first, second] = ids as [number, number, number, number];
    const following = await put(second, { description: 'Desde la segunda', capacity: 8, tag_ids: [], scope: 'following' });
    expect(following).toMatchObject({ updated_classes: 3, notified_customers: 0 });
    expect(following.single_class).toMatchObject({ single_class_id: second, description: 'Desde la segunda', capacity: 8, tags: [], series_id: series.series_id });
    const rows = await Promise.all(ids.map((id) => classRow(h(), id)));
    expect(rows.map((row) => [row.description, row.capacity])).toEqual([
      ['Serie de prueba', 4], ['Desde la segunda', 8], ['Desde la segunda', 8], ['Desde la segunda', 8],
    ]);
    const one = await put(first, { description: 'Solo la primera' });
    expect(one.updated_classes).toBe(1);
    expect((await Promise.all(ids.map((id) => classRow(h(), id)))).map((row) => row.description)).toEqual([
      'Solo la primera', 'Desde la segunda', 'Desde la segunda', 'Desde la segunda',
    ]);
  });

  it('moves this and the following classes by the same wall-clock shift, and one class alone', async () => {
    const series = await tuesdays(6);
    const ids = series.single_classes.map((item) => item.single_class_id);
    const [first, second, third] = series.single_classes;
    if (!first || !second || !third) throw new Error('No classes');
    const eight = wall(second.class_date).set({ hour: 8 }).toUTC().toISO();
    expect((await put(second.single_class_id, { class_date: eight, scope: 'following' })).updated_classes).toBe(3);
    const moved = await Promise.all(ids.map((id) => classRow(h(), id)));
    expect(moved.map((row) => wall(row.class_date.toISOString()).toFormat('ccc HH:mm'))).toEqual(['Tue 07:00', 'Tue 08:00', 'Tue 08:00', 'Tue 08:00']);
    expect(moved.map((row) => wall(row.class_date.toISOString()).toISODate())).toEqual(series.single_classes.map((item) => wall(item.class_date).toISODate()));
    // A day later too: every following class moves to Wednesday 09:30.
    const wednesday = wall(third.class_date).plus({ days: 1 }).set({ hour: 9, minute: 30 }).toUTC().toISO();
    await put(third.single_class_id, { class_date: wednesday, scope: 'following' });
    const later = await Promise.all(ids.map((id) => classRow(h(), id)));
    expect(later.map((row) => wall(row.class_date.toISOString()).toFormat('ccc HH:mm'))).toEqual(['Tue 07:00', 'Tue 08:00', 'Wed 09:30', 'Wed 09:30']);
    // One class alone.
    const alone = wall(first.class_date).set({ hour: 19 }).toUTC().toISO();
    await put(first.single_class_id, { class_date: alone });
    expect(wall((await classRow(h(), first.single_class_id)).class_date.toISOString()).toFormat('HH:mm')).toBe('19:00');
    expect(wall((await classRow(h(), second.single_class_id)).class_date.toISOString()).toFormat('HH:mm')).toBe('08:00');
  });

  it("tells each booked customer once of a new time, naming the class and the new time in the studio's zone; nobody of a description or capacity", async () => {
    const series = await tuesdays(11, { capacity: 6 });
    const [target] = series.single_classes;
    if (!target) throw new Error('No class');
    const [withGuest, plain, waiting] = await customersWithCredits(h(), 3);
    if (!withGuest || !plain || !waiting) throw new Error('No customers');
    const her = await socia(h());
    await book(h(), withGuest, target.single_class_id, 2);
    await book(h(), plain, target.single_class_id);
    await h().db.insert(classReservations).values({ single_class_id: target.single_class_id, customer_id: her.customerId });
    const emails = [withGuest.email, plain.email, her.email, waiting.email];

    const quiet = await put(target.single_class_id, { description: 'Solo texto', capacity: 6 });
    expect(quiet.notified_customers).toBe(0);
    expect(await mailsTo(h(), emails)).toEqual([]);

    const at = wall(target.class_date).set({ hour: 9, minute: 15 });
    const moved = await put(target.single_class_id, { class_date: at.toUTC().toISO() });
    expect(moved.notified_customers).toBe(3);
    const mails = await mailsTo(h(), emails);
    expect(mails.map((mail) => mail.recipient).sort()).toEqual([withGuest.email, plain.email, her.email].sort());
    const [toHer] = mails.filter((mail) => mail.recipient === her.email);
    expect(toHer?.subject).toBe(fill(ds.changedSubject, { className: studio.classTypeName }));
    expect(toHer?.body).toContain(fill(ds.changedIntro, {
      className: studio.classTypeName, date: formatDate(Date.parse(target.class_date), ZONE), time: '07:00',
    }));
    expect(toHer?.body).toContain(fill(ds.changedWhen, { date: formatDate(at.toMillis(), ZONE), time: '09:15' }));
    expect(toHer?.body).toContain(fill(ds.changedCoach, { coach: studio.coachNames[0] }));
    expect(toHer?.body).toContain(fill(ds.changedWhere, { location: studio.locationName }));
  });

  it('gives one class a substitute coach and moves it to another location, telling its booked customers', async () => {
    const series = await tuesdays(16);
    const [first, second] = series.single_classes;
    if (!first || !second) throw new Error('No classes');
    const [customer, other] = await customersWithCredits(h(), 2);
    if (!customer || !other) throw new Error('No customers');
    await book(h(), customer, second.single_class_id);
    await book(h(), other, first.single_class_id);
    const answer = await put(second.single_class_id, { instructor_ids: [studio.coachIds[1]] });
    expect(answer.notified_customers).toBe(1);
    const coaches = await h().db.select().from(classInstructors).where(inArray(classInstructors.single_class_id, [first.single_class_id, second.single_class_id]));
    expect(coaches.map((row) => [row.single_class_id, row.instructor_id]).sort()).toEqual(
      [[first.single_class_id, studio.coachIds[0]], [second.single_class_id, studio.coachIds[1]]].sort(),
    );
    const [mail] = await mailsTo(h(), [customer.email]);
    expect(mail?.body).toContain(fill(ds.changedCoach, { coach: studio.coachNames[1] }));
    expect(await mailsTo(h(), [other.email])).toEqual([]);

    await put(second.single_class_id, { location_id: studio.otherLocationId });
    const mails = await mailsTo(h(), [customer.email]);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.body).toContain(fill(ds.changedWhere, { location: (await h().request('GET', `/api/single_class/single/${second.single_class_id}`)).body.single_class.location.name }));
  });

  it('tells a customer booked in several of the following classes once, with each of them', async () => {
    const series = await tuesdays(21);
    const [first, second, third] = series.single_classes;
    if (!first || !second || !third) throw new Error('No classes');
    const [customer] = await customersWithCredits(h(), 1);
    if (!customer) throw new Error('No customer');
    await book(h(), customer, second.single_class_id);
    await book(h(), customer, third.single_class_id);
    const answer = await put(first.single_class_id, { class_date: wall(first.class_date).set({ hour: 18 }).toUTC().toISO(), scope: 'following' });
    expect(answer).toMatchObject({ updated_classes: 4, notified_customers: 1 });
    const mails = await mailsTo(h(), [customer.email]);
    expect(mails).toHaveLength(1);
    for (const item of [second, third]) {
      expect(mails[0]?.body).toContain(fill(ds.changedWhen, { date: formatDate(Date.parse(item.class_date), ZONE), time: '18:00' }));
    }
  });

  it('refuses a capacity below the places booked, in this class or a later one of the series, changing nothing', async () => {
    const series = await tuesdays(26);
    const [first, second, , fourth] = series.single_classes;
    if (!first || !second || !fourth) throw new Error('No classes');
    const [a, b, c] = await customersWithCredits(h(), 3);
    if (!a || !b || !c) throw new Error('No customers');
    await book(h(), a, first.single_class_id, 2);
    await book(h(), b, fourth.single_class_id);
    await book(h(), c, fourth.single_class_id);
    await refusedScheduleWrite(h(), () => h().request('PUT', `/api/single_class/${first.single_class_id}`, { token: team.admin, body: { capacity: 2, description: 'No se guarda' } }), {
      status: 409, code: 'schedule/capacity-below-reservations', message: fill(messages.scheduleAdmin.capacityBelowReservations, { count: 3 }),
    });
    await refusedScheduleWrite(h(), () => h().request('PUT', `/api/single_class/${second.single_class_id}`, {
      token: team.admin, body: { capacity: 1, description: 'No se guarda', class_date: wall(second.class_date).set({ hour: 10 }).toUTC().toISO(), scope: 'following' },
    }), {
      status: 409, code: 'schedule/capacity-below-reservations',
      message: fill(ds.capacityBelowReservationsOn, { date: formatDateTime(Date.parse(fourth.class_date), ZONE), count: 2 }),
    });
    // Raised, the same change goes through.
    expect((await put(second.single_class_id, { capacity: 2, scope: 'following' })).updated_classes).toBe(3);
  });

  /** One class of the test's studio starting `hours` from now (negative: it started). */
  const classIn = async (hours: number, extra: Record<string, unknown> = {}) => {
    const start = DateTime.fromMillis(h().clock.now() + hours * HOUR, { zone: ZONE }).startOf('minute');
    const answer = await h().request('POST', '/api/single_class', {
      token: team.admin, body: { ...seriesBody(studio, { location_id: studio.otherLocationId, ...extra }), class_date: start.toUTC().toISO() },
    });
    expect(answer.status, answer.text).toBe(201);
    return SingleClassResponse.parse(answer.body).single_class;
  };

  it('refuses moving a class that already started (409, in Spanish), writing nothing; its coach, capacity and description may still be corrected', async () => {
    const started = await classIn(-2);
    const id = started.single_class_id;
    const later = wall(started.class_date).plus({ hours: 1 }).toUTC().toISO();
    for (const body of [{ class_date: later }, { class_date: later, description: 'No se guarda', scope: 'following' }]) {
      await refusedScheduleWrite(h(), () => h().request('PUT', `/api/single_class/${id}`, { token: team.admin, body }), {
        status: 409, code: 'schedule/started-class-move', message: ds.startedMove,
      });
    }
    // Its own start again is no move: the corrections go through.
    const fixed = await put(id, { class_date: started.class_date, instructor_ids: [studio.coachIds[1]], capacity: 6, description: 'Corregida' });
    expect(fixed.single_class).toMatchObject({ class_date: started.class_date, capacity: 6, description: 'Corregida' });
    expect(fixed.single_class.class_instructors.map((item) => item.instructor.instructor_id)).toEqual([studio.coachIds[1]]);
    expect((await classRow(h(), id)).changed_at).toBeNull();
  });

  it('lets a customer booked before the studio moved her class cancel it with her credit back whatever the window, and not one booked after', async () => {
    // 20 hours ahead, outside the demo's 12-hour window.
    const target = await classIn(20);
    const id = target.single_class_id;
    const [early, late] = await customersWithCredits(h(), 2, 5);
    if (!early || !late) throw new Error('No customers');
    const earlyPlace = await book(h(), early, id);
    const cancelPlace = async (customer: typeof early, place: number) =>
      h().request('DELETE', `/api/class_reservations/${place}`, { token: await tokenOf(h(), customer) });
    h().clock.advance(MINUTE);
    try {
      // A substitute coach alone is no move.
      await put(id, { instructor_ids: [studio.coachIds[1]] });
      expect((await classRow(h(), id)).changed_at).toBeNull();
      // Moved to three hours from now: inside the window.
      await put(id, { class_date: DateTime.fromMillis(h().clock.now() + 3 * HOUR, { zone: ZONE }).startOf('minute').toUTC().toISO() });
      expect((await classRow(h(), id)).changed_at).toEqual(new Date(h().clock.now()));
      const mails = await mailsTo(h(), [early.email]);
      expect(mails).toHaveLength(2);
      expect(mails[0]?.body).not.toContain(ds.changedRefund);
      expect(mails[1]?.body).toContain(ds.changedRefund);
      const latePlace = await book(h(), late, id);
      await withSettings(h().db, { allow_cancel_after_treshold: 'false' }, async () => {
        // Late cancelling off: she still cancels, with her credit back; the one who booked the new time cannot.
        const answer = await cancelPlace(early, earlyPlace);
        expect(answer.status, answer.text).toBe(200);
        await expectRefused(h(), () => cancelPlace(late, latePlace), {
          status: 412, code: RESERVATION_CODES.cancelWindowClosed, message: messages.reservations.cancelWindowClosed,
        });
      });
      expect((await creditsOf(h().db, early.customerId)).map((row) => row.available_classes)).toEqual([5]);
      // Late cancelling on (the demo's): the one who booked after the move cancels late, keeping no credit back.
      expect((await cancelPlace(late, latePlace)).status).toBe(200);
      expect((await creditsOf(h().db, late.customerId)).map((row) => row.available_classes)).toEqual([4]);
    } finally {
      h().clock.advance(-MINUTE);
    }
  });

  it('is for admins only', async () => {
    const series = await tuesdays(30);
    const [first] = series.single_classes;
    if (!first) throw new Error('No class');
    await refusedScheduleWrite(h(), () => h().request('PUT', `/api/single_class/${first.single_class_id}`, { token: team.staff, body: { capacity: 9 } }), {
      status: 403, code: 'auth/forbidden',
    });
    await refusedScheduleWrite(h(), () => h().request('PUT', `/api/single_class/${first.single_class_id}`, { token: team.admin, body: { scope: 'todas' } }), {
      status: 400, code: 'validation/invalid-body',
    });
  });
});
