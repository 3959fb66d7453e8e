/**
 * Issue 16's attendance journey: no-shows recorded by themselves. This file
 * starts its own demo studio (fresh DATA_DIR) with a no-show sweep every
 * 2 seconds (NO_SHOW_SWEEP_SECONDS), so what the sweep does to the classes
 * it makes never reaches the run's shared studio (which runs none).
 *
 * The sweep records only places booked before their class ended, of
 * classes due after 'Registrar faltas automáticamente' was turned on (the
 * demo: at its seeding). So a class is made honestly, as it happens at a
 * studio: the admin writes into the schedule a short class that starts now
 * (POST /single_class takes any date) already under way, the front desk
 * books a customer into it while it runs, and the studio's grace
 * is 0 minutes (set through PUT /appconfig as the journey starts). Nobody
 * checks her in: once the class ends, within the sweep's interval, the
 * roster shows her 'No asistió' by itself, says until when it can be
 * corrected, and the desk corrects it with 'Asistió'.
 *
 * Then the admin sets 'Faltas para penalizar' to 2 and the penalty's length
 * in 'Reglas'; a member who bought the monthly unlimited at the desk misses
 * two short classes she was booked in, and when she tries to reserve on
 * /calendario she sees spec 8's penalty modal with its reason and the day
 * she can book again. Axe on the roster, 'Reglas' and the modal, on a laptop
 * and a phone.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fill, formatDate, formatTime, messages, type AdminClassReservation, type PaymentMethod, type SingleClass } from '@estudio/core';
import { ROOT, WEB_DIST } from '../scripts/budget.mjs';
import { callJson } from './support/api.js';
import { atPath, seen, signInWith } from './support/app.js';
import { STUDIO_ZONE, adminToken, myReservations, newCustomer, pickClass, upcomingClasses, type JourneyCustomer } from './support/booking.js';
import { cardAction, dialogNamed, showWeekOf } from './support/booking-page.js';
import { expectAccessible, noBrowser, useBrowser } from './support/browser.js';
import { SERVER_MAIN } from './support/build.js';
import { customerById, fieldNamed, signInAtDoor, subscriptionPackage, successAlert, summaryOf, team } from './support/desk.js';
import { startServer, type RunningServer } from './support/server.js';

const d = messages.desk;
const a = messages.deskAttendance;
const s = messages.deskSettings;
const r = messages.reservations;

let studio: RunningServer | undefined;
const url = (): string => {
  if (!studio) throw new Error('The studio is not running (beforeAll failed?)');
  return studio.baseUrl;
};
/** An address on this file's own studio (not the run's shared demo one). */
const at = (path: string): string => `${url()}${path}`;

const expectStatus = <T>(what: string, answer: { status: number; body: T }, status: number): T => {
  if (answer.status !== status) throw new Error(`${what} answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

/**
 * A class the admin writes into the schedule, `minutes` long and already
 * `ranSeconds` under way (so the journey waits for what is left of it, not
 * for all of it), like one of the demo's (its type, room and coaches).
 */
const shortClass = async (minutes: number, ranSeconds: number): Promise<SingleClass> => {
  const model = (await upcomingClasses(url())).find((cls) => cls.class_package_id === null);
  if (!model) throw new Error('The demo studio has no class to copy');
  const answer = await callJson<{ single_class: SingleClass }>(url(), '/api/single_class', {
    token: await adminToken(url()),
    body: {
      class_date: new Date(Date.now() - ranSeconds * 1000).toISOString(),
      duration_minutes: minutes,
      capacity: 8,
      class_type_id: model.class_type.class_type_id,
      location_id: model.location_id,
      instructor_ids: model.class_instructors.map((c) => c.instructor.instructor_id),
    },
  });
  return expectStatus('POST /api/single_class', answer, 201).single_class;
};

/** One reservation as the admin reads it, with when its no-show was recorded. */
const reservationOf = async (reservationId: number): Promise<AdminClassReservation> =>
  expectStatus('GET /api/class_reservations/:id', await callJson<{ class_reservation: AdminClassReservation }>(url(), `/api/class_reservations/${reservationId}`, { token: await adminToken(url()) }), 200).class_reservation;

/** The class's roster through the API: her place in it. */
const placeIn = async (classId: number, customerId: number): Promise<AdminClassReservation> => {
  const answer = await callJson<{ roster: { reservations: AdminClassReservation[] } }>(url(), `/api/single_class/${classId}/roster`, { token: await adminToken(url()) });
  const place = expectStatus('GET roster', answer, 200).roster.reservations.find((item) => item.customer_id === customerId);
  if (!place) throw new Error(`No place of customer ${customerId} in class ${classId}`);
  return place;
};

/** The roster's heading, once loaded. */
const rosterHeading = (page: Page) => seen(page.getByRole('heading', { level: 1, name: /, .* a las \d\d:\d\d$/ }));

/** The monthly unlimited sold to her at the desk, paid in cash (POST /checkout as the admin). */
const sellUnlimited = async (customer: JourneyCustomer): Promise<void> => {
  const methods = expectStatus('GET /api/payment_methods', await callJson<{ payment_methods: PaymentMethod[] }>(url(), '/api/payment_methods'), 200).payment_methods;
  const cash = methods.find((method) => method.name === 'Efectivo');
  if (!cash) throw new Error('The demo studio has no Efectivo');
  const monthly = await subscriptionPackage(url());
  const sold = await callJson(url(), '/api/checkout', {
    token: await adminToken(url()),
    body: { class_package_id: monthly.class_package_id, customer_id: customer.customerId, payment_method_id: cash.payment_method_id, paid: true },
  });
  expectStatus('POST /api/checkout', sold, 201);
};

/** Books her into a class as the admin (the team books any class, started or not), with her unlimited credit. */
const bookAtDesk = async (customer: JourneyCustomer, classId: number): Promise<void> => {
  const answer = await callJson(url(), '/api/class_reservations', {
    token: await adminToken(url()), body: { single_class_id: classId, customer_id: customer.customerId },
  });
  expectStatus(`POST /api/class_reservations (class ${classId})`, answer, 201);
};

describe.skipIf(noBrowser)('attendance and no-shows recorded by themselves', () => {
  const { newPage } = useBrowser();

  beforeAll(async () => {
    studio = await startServer({ root: ROOT, main: SERVER_MAIN, webDist: WEB_DIST, env: { NO_SHOW_SWEEP_SECONDS: '2' } });
    // No grace: a place nobody marked is a no-show as its class ends, so the journey waits minutes, not an hour.
    const graceless = await callJson(url(), '/api/appconfig', { method: 'PUT', token: await adminToken(url()), body: { no_show_grace_minutes: '0' } });
    expectStatus('PUT /api/appconfig', graceless, 200);
  });

  afterAll(async () => {
    if (!studio) return;
    const output = studio.output();
    await studio.stop();
    // Kept for reading after a failed journey; e2e/artifacts is gitignored.
    mkdirSync(join(ROOT, 'e2e', 'artifacts'), { recursive: true });
    writeFileSync(join(ROOT, 'e2e', 'artifacts', 'admin-attendance-server.log'), output);
  });

  it("records a no-show by itself once the class ended: the roster shows it, says until when, and 'Asistió' corrects it (desktop)", { timeout: 300_000 }, async () => {
    const customer = await newCustomer(url(), { credits: 2 });
    const record = await customerById(url(), customer.customerId);
    const name = `${record.name} ${record.last_name}`;
    // A minute long and 45 seconds gone: the desk books her in while it runs (the call behind the roster's
    // 'Agregar cliente', whose panel admin-desk.e2e walks), and nobody checks her in.
    const cls = await shortClass(1, 45);
    await bookAtDesk(customer, cls.single_class_id);

    const { page } = await newPage('desktop');
    await signInAtDoor(page, team.recepcion, at(`/admin/clases/${cls.single_class_id}`));
    await rosterHeading(page);

    // Nobody checks her in: once the class ends, within the sweep's 2 seconds, she is a no-show without a tap.
    const noShow = page.getByRole('button', { name: fill(d.noShowOf, { name }), exact: true });
    await expect.poll(async () => {
      await page.reload();
      await rosterHeading(page);
      return noShow.getAttribute('aria-pressed');
    }, { timeout: 200_000, interval: 2_000 }).toBe('true');
    const place = await reservationOf((await placeIn(cls.single_class_id, customer.customerId)).class_reservation_id);
    expect(place.attend).toBe(false);
    const until = DateTime.fromISO(place.no_show_at ?? '').plus({ hours: 72 }).toMillis();
    const row = page.getByRole('listitem').filter({ has: noShow });
    await seen(row.getByText(fill(a.noShowUndoUntil, { date: formatDate(until, STUDIO_ZONE), time: formatTime(until, STUDIO_ZONE) }), { exact: true }));
    await expectAccessible(page, 'a roster with a no-show recorded by itself (desktop)');

    // She was there after all: the desk corrects it within the 72 hours.
    await row.getByRole('button', { name: fill(d.attendedOf, { name }), exact: true }).click();
    await successAlert(page, messages.staff.attendedSaved);
    await expect.poll(() => row.getByRole('button', { name: fill(d.attendedOf, { name }), exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await row.getByText(/^Puedes corregir esta falta/).count()).toBe(0);
    expect(await reservationOf(place.class_reservation_id)).toMatchObject({ attend: true, no_show_at: null });
  });

  it("gives an unlimited member's second no-show in a row a penalty she sees when she tries to reserve on /calendario ('Reglas' on desktop, the calendar on a phone)", { timeout: 300_000 }, async () => {
    // The studio's own values before she changes them (a retry of this journey finds the ones it saved).
    const before = await callJson(url(), '/api/appconfig', {
      method: 'PUT', token: await adminToken(url()), body: { unlimited_max_no_shows_for_penalty: '3', no_show_penalty_days: '7' },
    });
    expectStatus('PUT /api/appconfig', before, 200);
    const admin = (await newPage('desktop')).page;
    await signInAtDoor(admin, team.admin, at('/admin/configuracion?seccion=reglas'));
    const reglas = await seen(admin.getByRole('form', { name: 'Reglas' }));
    const faltas = reglas.getByRole('group', { name: s.noShowsTitle });
    expect(await faltas.getByRole('checkbox', { name: new RegExp(`^${s.keys.no_show_auto_enabled[0]}`) }).isChecked()).toBe(true);
    const penalties = reglas.getByRole('group', { name: s.penaltiesTitle });
    expect(await penalties.getByRole('checkbox', { name: new RegExp(`^${s.keys.unlimited_membership_penalties_enabled[0]}`) }).isChecked()).toBe(true);
    await fieldNamed(penalties, s.keys.unlimited_max_no_shows_for_penalty[0]).fill('2');
    await fieldNamed(penalties, s.keys.no_show_penalty_days[0]).fill('5');
    await expectAccessible(admin, "'Reglas' with the no-show settings (desktop)");
    await reglas.getByRole('button', { name: messages.adminKit.save, exact: true }).click();
    await successAlert(admin, s.saved);

    const member = await newCustomer(url());
    await sellUnlimited(member);
    const started = Date.now();
    // Booked with her unlimited into two one-minute classes already half over; she comes to neither.
    for (let n = 0; n < 2; n += 1) await bookAtDesk(member, (await shortClass(1, 45)).single_class_id);
    // Once they end the sweep records both, and her second no-show in a row gives her a penalty of 5 days.
    await expect.poll(async () => (await summaryOf(url(), member.customerId)).penalties.length, { timeout: 150_000, interval: 2_000 }).toBe(1);
    const [penalty] = (await summaryOf(url(), member.customerId)).penalties;
    if (!penalty) throw new Error('No penalty');
    expect(penalty.reason).toBe(fill(r.penaltyNoShows, { count: 2 }));
    const end = Date.parse(penalty.end_date);
    expect(end).toBeGreaterThanOrEqual(DateTime.fromMillis(started, { zone: STUDIO_ZONE }).plus({ days: 5 }).toMillis());
    expect(end).toBeLessThanOrEqual(DateTime.fromMillis(Date.now(), { zone: STUDIO_ZONE }).plus({ days: 5 }).toMillis());

    const classes = await upcomingClasses(url());
    const target = await pickClass(url());
    const { page } = await newPage('mobile');
    await page.goto(at('/entrar'));
    await signInWith(page, member.email, member.password);
    await atPath(page, '/mystudio');
    await page.goto(at('/calendario'));
    await (await showWeekOf(page, target, 'mobile', cardAction(messages.booking.reserveLabel, target), classes)).click();
    const dialog = await seen(dialogNamed(page, messages.booking.penaltyTitle));
    await seen(dialog.getByText(r.penalty, { exact: true }));
    await seen(dialog.getByText(fill(r.penaltyReason, { reason: penalty.reason }), { exact: true }));
    await seen(dialog.getByText(fill(r.penaltyUntil, { date: formatDate(end, STUDIO_ZONE) }), { exact: true }));
    await expectAccessible(page, 'the penalty modal after no-shows recorded by themselves (mobile)');
    await dialog.getByRole('button', { name: messages.common.ok, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Nothing was booked: her places are the two classes she missed, both recorded absent.
    const places = await myReservations(url(), member);
    expect(places.map((place) => place.attend)).toEqual([false, false]);
  });
});
