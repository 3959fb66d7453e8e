/**
 * The staff check-in page behind a reservation's QR code
 * (/admin/reservations/{id}, issue 3): an admin marks attendance in one
 * tap; a customer who follows her own QR code is told the page is not hers.
 */
import { describe, expect, it } from 'vitest';
import { fill, messages } from '@estudio/core';
import { demo } from './support/api.js';
import { seen } from './support/app.js';
import { newCustomer, pickClass, reservationById, reserveThroughApi } from './support/booking.js';
import { dialogNamed, signInAs, startingWith } from './support/booking-page.js';
import { baseUrl, expectAccessible, noBrowser, useBrowser } from './support/browser.js';

const s = messages.staff;
const r = messages.reservations;

describe.skipIf(noBrowser)('the staff check-in page', () => {
  const { newPage } = useBrowser();

  it('shows an admin who booked which class, and marks attendance in one tap (mobile)', async () => {
    const customer = await newCustomer(baseUrl(), { credits: 1 });
    const target = await pickClass(baseUrl());
    const booked = await reserveThroughApi(baseUrl(), customer, target.cls.single_class_id);
    const path = `/admin/reservations/${booked.class_reservation_id}`;

    const { page } = await newPage('mobile');
    // Scanning the QR code signed out: sign in, and come back to the reservation.
    await signInAs(page, { email: demo.admin, password: demo.password }, path);
    await seen(page.getByRole('heading', { name: s.checkInTitle, level: 1 }));
    await seen(page.getByText(fill(s.reservationNumber, { id: booked.class_reservation_id }), { exact: true }));
    await seen(page.getByRole('region', { name: s.customer }).getByText(customer.email, { exact: true }));
    const theClass = page.getByRole('region', { name: s.classTitle });
    await seen(theClass.getByText(target.type, { exact: true }));
    await seen(theClass.getByText(booked.spot ?? s.none, { exact: true }));
    const attendance = await seen(page.getByRole('region', { name: s.attendance }));
    await seen(attendance.getByText(s.pendingState, { exact: true }));
    await expectAccessible(page, `${path} (mobile)`);

    await attendance.getByRole('button', { name: s.markAttended, exact: true }).click();
    await seen(page.getByRole('status').filter({ hasText: s.attendedSaved }));
    await seen(attendance.getByText(s.attendedState, { exact: true }));
    await seen(page.getByText(messages.reservations.status.attended, { exact: true }));
    expect((await reservationById(baseUrl(), booked.class_reservation_id)).attend).toBe(true);
    await expectAccessible(page, `${path} after the check-in (mobile)`);
  });

  it("shows a customer her reservation's QR code, whose address tells her the page is for the studio team only (desktop)", async () => {
    const customer = await newCustomer(baseUrl(), { credits: 1 });
    const target = await pickClass(baseUrl());
    const booked = await reserveThroughApi(baseUrl(), customer, target.cls.single_class_id);
    const { page } = await newPage('desktop');
    await signInAs(page, customer, '/mystudio/reservaciones');
    const row = (await seen(page.getByRole('table', { name: r.tableCaption }))).getByRole('row').filter({ hasText: target.type });
    await row.getByRole('button', { name: startingWith(fill(r.qrLabel, { type: target.type, date: '' })) }).click();
    const dialog = await seen(dialogNamed(page, r.accessCode));
    const qr = await seen(dialog.getByRole('img', { name: startingWith(fill(r.qrImage, { type: target.type, date: '' })) }));
    const address = new URL((await qr.getAttribute('data-url')) ?? '');
    expect(address.origin).toBe(new URL(baseUrl()).origin);
    expect(address.pathname).toBe(`/admin/reservations/${booked.class_reservation_id}`);
    await expectAccessible(page, "the 'Código de Acceso' modal (desktop)");

    await page.goto(address.pathname);
    await seen(page.getByRole('heading', { name: messages.admin.noAccessTitle, level: 1 }));
    await seen(page.getByText(messages.admin.noAccess, { exact: true }));
    expect(await page.getByRole('button', { name: s.markAttended }).count()).toBe(0);
    await expectAccessible(page, '/admin/reservations/{id} as a customer');
    expect((await reservationById(baseUrl(), booked.class_reservation_id)).attend).toBeNull();
  });
});
