/**
 * The front desk ('Recepción', role staff) in the back office (issue 12):
 * open a class's roster from 'Hoy', check a customer in by tapping and
 * another by the check-in page a QR code opens, add a walk-in, and find the
 * admin-only screens and actions closed; a customer is refused /admin.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fill, formatTime, messages, reservationQrUrl, type SingleClass } from '@estudio/core';
import { callJson, demo, tokenFor } from './support/api.js';
import { seen } from './support/app.js';
import { adminToken, newCustomer, pickClass, reservationById, reserveThroughApi, STUDIO_ZONE } from './support/booking.js';
import { dialogNamed, signInAs } from './support/booking-page.js';
import { baseUrl, expectAccessible, noBrowser, useBrowser } from './support/browser.js';
import { signInAtDoor, team } from './support/desk.js';

const d = messages.desk;
const HOUR_MS = 60 * 60 * 1000;

const success = (page: Page, text: string) => seen(page.getByRole('status').filter({ hasText: text }));

/** A class of its own for this journey, an hour or two from now (so 'Hoy' lists it today or tomorrow), with room for a walk-in. */
const classForToday = async (): Promise<SingleClass> => {
  const { cls } = await pickClass(baseUrl());
  const start = new Date(Math.ceil((Date.now() + 2 * HOUR_MS) / (5 * 60 * 1000)) * 5 * 60 * 1000 + 7 * 60 * 1000);
  const created = await callJson<{ single_class: SingleClass }>(baseUrl(), '/api/single_class', {
    token: await adminToken(baseUrl()),
    body: {
      class_date: start.toISOString(), duration_minutes: 50, capacity: 6, class_type_id: cls.class_type.class_type_id,
      location_id: cls.location_id, instructor_ids: cls.class_instructors.map((c) => c.instructor.instructor_id),
    },
  });
  if (created.status !== 201) throw new Error(`POST /api/single_class answered ${created.status}`);
  return created.body.single_class;
};

describe.skipIf(noBrowser)('the front desk in the back office (staff)', () => {
  const { newPage } = useBrowser();

  it("opens a class's roster from 'Hoy', checks one in by tapping, one by the QR page, and adds a walk-in (mobile)", async () => {
    const cls = await classForToday();
    const [tapped, scanned, walkIn] = await Promise.all([1, 2, 3].map(() => newCustomer(baseUrl(), { credits: 1 })));
    if (!tapped || !scanned || !walkIn) throw new Error('No customers');
    await reserveThroughApi(baseUrl(), tapped, cls.single_class_id);
    const qr = await reserveThroughApi(baseUrl(), scanned, cls.single_class_id);

    const { page } = await newPage('mobile');
    await signInAtDoor(page, team.recepcion, '/admin');
    await seen(page.getByRole('heading', { name: d.today, level: 1 }));
    await expectAccessible(page, "/admin, 'Hoy' as the front desk (mobile)");
    const time = formatTime(cls.class_date, STUDIO_ZONE);
    await (await seen(page.getByRole('link', { name: fill(d.rosterOf, { type: cls.class_type.name, time }) }).first())).click();
    await page.waitForURL(`**/admin/clases/${cls.single_class_id}`);
    await seen(page.getByRole('heading', { name: new RegExp(`^${cls.class_type.name}, `), level: 1 }));
    await expectAccessible(page, `/admin/clases/${cls.single_class_id} (mobile)`);

    await (await seen(page.getByRole('button', { name: new RegExp(`^${tapped.name} .* asistió$`) }))).click();
    await success(page, messages.staff.attendedSaved);
    const tappedReservation = (await callJson<{ roster: { reservations: { customer_id: number; attend: boolean | null }[] } }>(
      baseUrl(), `/api/single_class/${cls.single_class_id}/roster`, { token: await tokenFor(baseUrl(), demo.recepcion) },
    )).body.roster.reservations.find((r) => r.customer_id === tapped.customerId);
    expect(tappedReservation?.attend).toBe(true);

    await page.goto('/admin/checkin');
    await seen(page.getByRole('heading', { name: d.checkin, level: 1 }));
    await expectAccessible(page, '/admin/checkin (mobile)');
    await page.getByLabel(d.reservationNumber).fill(reservationQrUrl(baseUrl(), qr.class_reservation_id));
    await page.getByRole('button', { name: d.open, exact: true }).click();
    await page.waitForURL(`**/admin/reservations/${qr.class_reservation_id}`);
    await (await seen(page.getByRole('button', { name: messages.staff.markAttended, exact: true }))).click();
    await success(page, messages.staff.attendedSaved);
    expect((await reservationById(baseUrl(), qr.class_reservation_id)).attend).toBe(true);

    await page.goto(`/admin/clases/${cls.single_class_id}`);
    await (await seen(page.getByRole('button', { name: d.addCustomer, exact: true }))).click();
    const panel = await seen(dialogNamed(page, d.walkInTitle));
    await panel.getByRole('searchbox', { name: d.searchLabel }).fill(walkIn.email);
    await (await seen(panel.getByRole('listitem').filter({ hasText: walkIn.email }).getByRole('button', { name: new RegExp(`^Elegir a ${walkIn.name}`) }))).click();
    await seen(panel.getByText(fill(d.creditsAvailable, { count: 1 }), { exact: true }));
    await expectAccessible(page, "'Agregar cliente' (mobile)");
    await panel.getByRole('button', { name: d.bookWithCredit, exact: true }).click();
    await seen(page.getByRole('status').filter({ hasText: new RegExp(`¡${walkIn.name}.* está en la clase!`) }));
    await seen(page.getByRole('link', { name: new RegExp(`^${walkIn.name} `) }));
  });

  it('keeps the admin-only screens and actions closed to the front desk (desktop)', async () => {
    const customer = await newCustomer(baseUrl(), { credits: 1 });
    const { page } = await newPage('desktop');
    await signInAtDoor(page, team.recepcion, '/admin/equipo');
    await seen(page.getByRole('heading', { name: d.adminOnlyTitle, level: 1 }));
    const menu = page.getByRole('navigation', { name: messages.admin.areaNavigation });
    await seen(menu.getByRole('link', { name: d.customers, exact: true }));
    expect(await menu.getByRole('link', { name: d.team, exact: true }).count()).toBe(0);
    await expectAccessible(page, '/admin/equipo as the front desk (desktop)');

    await page.goto(`/admin/clientes/${customer.customerId}`);
    await seen(page.getByRole('button', { name: d.sellPackage, exact: true }).first());
    await seen(page.getByRole('button', { name: d.bookClass, exact: true }).first());
    for (const adminOnly of [d.giveAccess, d.removeClasses, d.revokeAccess]) {
      expect(await page.getByRole('button', { name: adminOnly, exact: true }).count(), adminOnly).toBe(0);
    }
    const staffToken = await tokenFor(baseUrl(), demo.recepcion);
    const refused = await callJson<{ code: string }>(baseUrl(), '/api/customer/removeClasses', { method: 'PUT', body: { customer_id: customer.customerId, amount: 1 }, token: staffToken });
    expect([refused.status, refused.body.code]).toEqual([403, 'auth/forbidden']);
  });

  it('tells a customer /admin is only for the team (mobile)', async () => {
    const { page } = await newPage('mobile');
    await signInAs(page, { email: demo.socia, password: demo.password }, '/mystudio');
    await page.goto('/admin/clientes');
    await seen(page.getByRole('heading', { name: messages.admin.noAccessTitle, level: 1 }));
    expect(await page.getByRole('heading', { name: d.customersTitle }).count()).toBe(0);
    await expectAccessible(page, '/admin as a customer (mobile)');
  });
});
