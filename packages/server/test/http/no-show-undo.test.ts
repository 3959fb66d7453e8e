import { beforeAll, expect, it } from 'vitest';
import { ATTENDANCE_ERRORS, RosterResponse, fill, messages } from '@estudio/core';
import { adminToken, expectRefused, makeClass, makeCustomers, staffToken, tokenOf, withSettings, type TestCustomer } from './support/booking.js';
import { actionsOf } from './support/audit.js';
import { onEachDatabase, type Harness } from './support/harness.js';
import { DAY, HOUR, penaltiesOf, placeAgo, placeNow, sweep, switchedOnAt } from './support/no-shows.js';

const mark = async (h: Harness, id: number, attend: boolean | null, token?: string) =>
  h.request('PUT', `/api/class_reservations/${id}`, { token: token ?? (await staffToken(h)), body: { attend } });

/** An unlimited member whose two no-shows (the second recorded by the sweep now) gave her a penalty. */
const penalised = async (h: Harness) => {
  const [ana] = (await makeCustomers(h.db, 1, { unlimitedUntil: null })) as [TestCustomer];
  const first = await placeAgo(h, ana, 27, { attend: false, no_show_at: new Date(h.clock.now() - 25 * HOUR) });
  const second = await placeAgo(h, ana, 3);
  await sweep(h);
  const [penalty] = await penaltiesOf(h, ana);
  if (!penalty) throw new Error('No penalty was given');
  return { ana, first, second, penalty };
};

onEachDatabase('undoing a no-show at the desk (issue 16)', (h) => {
  beforeAll(async () => {
    // The studio turned 'Registrar faltas automáticamente' on a month ago: the sweep records these tests' classes.
    await switchedOnAt(h(), h().clock.now() - 30 * DAY);
  });

  it("staff mark 'Asistió' on a no-show within the window: the penalty it caused is lifted with it, and her history says so", async () => {
    await withSettings(h().db, { unlimited_max_no_shows_for_penalty: '2' }, async () => {
      const { ana, first, second, penalty } = await penalised(h());
      h().clock.advance(2 * HOUR);
      const now = h().clock.now();
      const answer = await mark(h(), second.class_reservation_id, true);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.class_reservation).toMatchObject({ attend: true, no_show_at: null });
      expect(await placeNow(h(), second.class_reservation_id)).toMatchObject({ attend: true, no_show_at: null });
      // The other no-show of the streak stays recorded; the penalty stays in her list, ended now.
      expect(await placeNow(h(), first.class_reservation_id)).toMatchObject({ attend: false });
      expect(await penaltiesOf(h(), ana)).toMatchObject([{ end_date: new Date(now), lifted_at: new Date(now) }]);
      const history = (await actionsOf(h().db, ana.customerId)).slice(-2);
      expect(history.map((line) => line.action)).toEqual(['reservation.attendance', 'penalty.lift']);
      expect(history[0]?.details).toMatchObject({ reservation_id: second.class_reservation_id, attend: { from: false, to: true } });
      expect(history[1]?.details).toMatchObject({
        penalty_id: penalty.penalty_id, reason: penalty.reason, reservation_id: second.class_reservation_id,
        end_date: { from: penalty.end_date.toISOString(), to: new Date(now).toISOString() },
      });
      // She books again at once.
      const singleClass = await makeClass(h());
      const booked = await h().request('POST', '/api/class_reservations', { token: await tokenOf(h(), ana), body: { single_class_id: singleClass.single_class_id } });
      expect(booked.status, booked.text).toBe(201);
    });
  });

  it('undoing any no-show of the streak lifts it, even the first; a guest\'s place or a later class lifts nothing', async () => {
    await withSettings(h().db, { unlimited_max_no_shows_for_penalty: '2' }, async () => {
      const { ana, first, penalty } = await penalised(h());
      const guest = await placeAgo(h(), ana, 26, { guest: 'Invitada', attend: false, no_show_at: new Date(h().clock.now() - 25 * HOUR) });
      expect((await mark(h(), guest.class_reservation_id, true)).status).toBe(200);
      expect((await penaltiesOf(h(), ana))[0]?.end_date).toEqual(penalty.end_date);
      expect((await mark(h(), first.class_reservation_id, null)).status).toBe(200);
      expect((await penaltiesOf(h(), ana))[0]?.end_date).toEqual(new Date(h().clock.now()));
    });
  });

  it('an admin unmarks a no-show within the window too; a no-show without a penalty lifts nothing', async () => {
    const [bea] = (await makeCustomers(h().db, 1, { credits: 3 })) as [TestCustomer];
    const place = await placeAgo(h(), bea, 3);
    await sweep(h());
    const answer = await mark(h(), place.class_reservation_id, null, await adminToken(h()));
    expect(answer.status, answer.text).toBe(200);
    expect(await placeNow(h(), place.class_reservation_id)).toMatchObject({ attend: null, no_show_at: null });
    expect((await actionsOf(h().db, bea.customerId)).map((line) => line.action)).toEqual(['reservation.attendance']);
  });

  it('refuses a change after no_show_undo_hours with a Spanish 409, changing nothing; marking it absent again keeps when it was recorded', async () => {
    await withSettings(h().db, { no_show_undo_hours: '2' }, async () => {
      const [cara] = (await makeCustomers(h().db, 1, { credits: 3 })) as [TestCustomer];
      const place = await placeAgo(h(), cara, 3);
      const recorded = h().clock.now();
      const absent = await mark(h(), place.class_reservation_id, false);
      expect(absent.body.class_reservation.no_show_at).toBe(new Date(recorded).toISOString());
      h().clock.advance(2 * HOUR - 1);
      expect((await mark(h(), place.class_reservation_id, false)).status).toBe(200);
      expect((await placeNow(h(), place.class_reservation_id)).no_show_at).toEqual(new Date(recorded));
      h().clock.advance(1);
      const message = fill(messages.deskAttendance.undoWindowClosed, { hours: '2' });
      for (const [attend, token] of [[true, await staffToken(h())], [null, await adminToken(h())]] as const) {
        await expectRefused(h(), () => mark(h(), place.class_reservation_id, attend, token), {
          status: 409, code: ATTENDANCE_ERRORS.undoWindowClosed.code, message,
        });
      }
      expect(message).toBe('Esta falta ya no se puede corregir: pasaron más de 2 horas desde que se registró.');
      // The roster carries when it was recorded, so the desk says why before anyone taps.
      const roster = await h().request('GET', `/api/single_class/${place.single_class_id}/roster`, { token: await staffToken(h()) });
      expect(RosterResponse.parse(roster.body).roster.reservations[0]).toMatchObject({ attend: false, no_show_at: new Date(recorded).toISOString() });
    });
  });

  it("'Asistió' by mistake and 'No asistió' again punishes the streak again: a lifted penalty leaves no cut-off", async () => {
    await withSettings(h().db, { unlimited_max_no_shows_for_penalty: '2' }, async () => {
      const { ana, second } = await penalised(h());
      h().clock.advance(HOUR);
      expect((await mark(h(), second.class_reservation_id, true)).status).toBe(200);
      expect((await mark(h(), second.class_reservation_id, false)).status).toBe(200);
      const penalties = await penaltiesOf(h(), ana);
      expect(penalties).toHaveLength(2);
      expect(penalties[0]?.lifted_at).toEqual(new Date(h().clock.now()));
      expect(penalties[1]).toMatchObject({ reason: '2 inasistencias consecutivas', class_reservation_id: second.class_reservation_id, lifted_at: null });
      expect(penalties[1]?.end_date.getTime()).toBeGreaterThan(h().clock.now());
    });
  });

  it('lifts a penalty only when the rest of its run no longer reaches the limit', async () => {
    await withSettings(h().db, { unlimited_max_no_shows_for_penalty: '2' }, async () => {
      const now = h().clock.now();
      const [ana] = (await makeCustomers(h().db, 1, { unlimitedUntil: null })) as [TestCustomer];
      const mon = await placeAgo(h(), ana, 50, { attend: false, no_show_at: new Date(now - 48 * HOUR) });
      const tue = await placeAgo(h(), ana, 26, { attend: true });
      const wed = await placeAgo(h(), ana, 3, { attend: false, no_show_at: new Date(now - HOUR) });
      // Tuesday was a no-show after all: a run of three, one penalty.
      expect((await mark(h(), tue.class_reservation_id, false)).status).toBe(200);
      const [penalty] = await penaltiesOf(h(), ana);
      expect(penalty?.reason).toBe('3 inasistencias consecutivas');
      // She came on Monday: Tuesday and Wednesday still reach 2, so it stands.
      expect((await mark(h(), mon.class_reservation_id, true)).status).toBe(200);
      expect(await penaltiesOf(h(), ana)).toMatchObject([{ end_date: penalty?.end_date, lifted_at: null }]);
      expect((await actionsOf(h().db, ana.customerId)).map((line) => line.action)).not.toContain('penalty.lift');
      // And on Wednesday: one no-show is left, and it is lifted.
      expect((await mark(h(), wed.class_reservation_id, null)).status).toBe(200);
      expect(await penaltiesOf(h(), ana)).toMatchObject([{ end_date: new Date(now), lifted_at: new Date(now) }]);
    });
  });

  it('marking an old no-show kept without its recording absent again does not reopen its window', async () => {
    const [eva] = (await makeCustomers(h().db, 1, { credits: 3 })) as [TestCustomer];
    // Ended 71 hours and 10 minutes ago: 50 minutes of its window left.
    const place = await placeAgo(h(), eva, 72, { attend: false });
    expect((await mark(h(), place.class_reservation_id, false)).status).toBe(200);
    expect((await placeNow(h(), place.class_reservation_id)).no_show_at).toBeNull();
    h().clock.advance(HOUR);
    expect((await mark(h(), place.class_reservation_id, true)).status).toBe(409);
  });

  it('counts a no-show recorded before its time was kept from the end of its class', async () => {
    const [dana] = (await makeCustomers(h().db, 1, { credits: 3 })) as [TestCustomer];
    // Ended 71 hours and 10 minutes ago: its 72 hours are not over yet; a class an hour older is.
    const recent = await placeAgo(h(), dana, 72, { attend: false });
    const older = await placeAgo(h(), dana, 73, { attend: false });
    expect((await mark(h(), recent.class_reservation_id, true)).status).toBe(200);
    expect((await mark(h(), older.class_reservation_id, true)).status).toBe(409);
    expect((await placeNow(h(), older.class_reservation_id)).attend).toBe(false);
  });
});
