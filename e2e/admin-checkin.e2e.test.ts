/**
 * Check-in by camera (/admin/checkin, issue 12): the front desk points its
 * camera at the QR code a customer shows in 'Mis Reservaciones' and lands on
 * that reservation's check-in page; a stranger's code is refused and the
 * desk stays put. Chromium's fake camera shows the code (a Y4M still made
 * from the app's own SVG); headless Chromium has no BarcodeDetector, so the
 * screen reads it with its jsQR fallback.
 */
import { describe, expect, it } from 'vitest';
import { fill, messages, reservationQrUrl } from '@estudio/core';
import { seen } from './support/app.js';
import { newCustomer, pickClass, reservationById, reserveThroughApi } from './support/booking.js';
import { dialogNamed, signInAs, startingWith } from './support/booking-page.js';
import { baseUrl, expectAccessible, noBrowser, useBrowser } from './support/browser.js';
import { pictureOf, qrMarkup, useFakeCamera } from './support/camera.js';
import { signInAtDoor, successAlert, team } from './support/desk.js';

const d = messages.desk;
const r = messages.reservations;
const s = messages.staff;

describe.skipIf(noBrowser)('check-in by camera', () => {
  // The camera's file exists before the browser launches (hooks run in this order).
  const camera = useFakeCamera();
  const { newPage } = useBrowser({ fakeCamera: camera.file });

  it("refuses a stranger's QR code, then opens the check-in of the code a customer shows (mobile)", async () => {
    const customer = await newCustomer(baseUrl(), { credits: 1 });
    const target = await pickClass(baseUrl());
    const booked = await reserveThroughApi(baseUrl(), customer, target.cls.single_class_id);

    // Her 'Código de Acceso', as 'Mis Reservaciones' draws it.
    const her = await newPage('desktop');
    await signInAs(her.page, customer, '/mystudio/reservaciones');
    const row = (await seen(her.page.getByRole('table', { name: r.tableCaption }))).getByRole('row').filter({ hasText: target.type });
    await row.getByRole('button', { name: startingWith(fill(r.qrLabel, { type: target.type, date: '' })) }).click();
    const qr = await seen(dialogNamed(her.page, r.accessCode).getByRole('img', { name: startingWith(fill(r.qrImage, { type: target.type, date: '' })) }));
    expect(await qr.getAttribute('data-url')).toBe(reservationQrUrl(baseUrl(), booked.class_reservation_id));
    const herCode = await qr.evaluate((svg) => svg.outerHTML);
    // Pictures are drawn on a blank page: no content security policy of the app's in the way.
    const easel = (await newPage('desktop')).page;

    const { page } = await newPage('mobile');
    await signInAtDoor(page, team.recepcion, '/admin/checkin');
    await seen(page.getByRole('heading', { name: d.checkin, level: 1 }));
    await expectAccessible(page, '/admin/checkin (mobile)');

    camera.show(await pictureOf(easel, qrMarkup('https://ejemplo.com/promocion')));
    await page.getByRole('button', { name: d.startCamera, exact: true }).click();
    await seen(page.getByRole('status').filter({ hasText: d.notAReservation }));
    await seen(page.getByRole('button', { name: d.stopCamera, exact: true }));
    expect(new URL(page.url()).pathname).toBe('/admin/checkin');
    await expectAccessible(page, "/admin/checkin scanning a stranger's code (mobile)");
    await page.getByRole('button', { name: d.stopCamera, exact: true }).click();
    const start = await seen(page.getByRole('button', { name: d.startCamera, exact: true }));

    camera.show(await pictureOf(easel, herCode));
    await start.click();
    await page.waitForURL(`**/admin/reservations/${booked.class_reservation_id}`);
    await seen(page.getByRole('heading', { name: s.checkInTitle, level: 1 }));
    await seen(page.getByRole('region', { name: s.customer }).getByText(customer.email, { exact: true }));
    await page.getByRole('button', { name: s.markAttended, exact: true }).click();
    await successAlert(page, s.attendedSaved);
    expect((await reservationById(baseUrl(), booked.class_reservation_id)).attend).toBe(true);
  });
});
