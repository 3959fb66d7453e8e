/**
 * 'Mis Reservaciones' (spec 2): cancelling a reservation through the
 * 'Cancelar Clase' modal, with the credit back outside the cancel window,
 * and rating an attended class through 'Calificar Clase' (spec 4, Rating).
 */
import { describe, expect, it } from 'vitest';
import { fill, formatDate, formatTime, messages } from '@estudio/core';
import { seen } from './support/app.js';
import { STUDIO_ZONE, creditsLeft, markAttendance, myReservations, newCustomer, pickClass, reserveThroughApi } from './support/booking.js';
import { dialogNamed, signInAs, startingWith } from './support/booking-page.js';
import { baseUrl, expectAccessible, noBrowser, useBrowser } from './support/browser.js';

const r = messages.reservations;
/** The demo's cancel window is 12 hours: a class a day ahead is well outside it. */
const OUTSIDE_CANCEL_WINDOW_HOURS = 24;

describe.skipIf(noBrowser)('Mis Reservaciones', () => {
  const { newPage } = useBrowser();

  it('cancels a reservation through the Cancelar Clase modal, and the credit comes back (mobile)', async () => {
    const customer = await newCustomer(baseUrl(), { credits: 2 });
    const target = await pickClass(baseUrl(), { leadHours: OUTSIDE_CANCEL_WINDOW_HOURS });
    const booked = await reserveThroughApi(baseUrl(), customer, target.cls.single_class_id);
    expect(await creditsLeft(baseUrl(), customer)).toBe(1);

    const { page } = await newPage('mobile');
    await signInAs(page, customer, '/mystudio/reservaciones');
    await seen(page.getByRole('heading', { name: r.title, level: 1 }));
    const card = await seen(page.getByRole('article', { name: target.type }));
    await seen(card.getByText(r.status.upcoming, { exact: true }));
    await expectAccessible(page, '/mystudio/reservaciones (mobile)');

    await card.getByRole('button', { name: startingWith(fill(r.cancelLabel, { type: target.type, date: '' })) }).click();
    const dialog = await seen(dialogNamed(page, r.cancelTitle));
    const date = formatDate(Date.parse(target.cls.class_date), STUDIO_ZONE);
    const body = fill(r.cancelBody, { type: target.type, date, time: formatTime(target.cls.class_date, STUDIO_ZONE) });
    await seen(dialog.getByText(body, { exact: true }));
    expect(await dialog.getByText(r.cancelLateWarning).count(), 'no late warning outside the window').toBe(0);
    await seen(dialog.getByRole('button', { name: r.cancelBack, exact: true }));
    await expectAccessible(page, "the 'Cancelar Clase' modal (mobile)");

    await dialog.getByRole('button', { name: r.cancelConfirm, exact: true }).click();
    await seen(page.getByRole('status').filter({ hasText: r.cancelled }));
    await seen(card.getByText(r.status.cancelled, { exact: true }));
    expect(await card.getByRole('button', { name: startingWith(`${r.cancelAction} `) }).count()).toBe(0);
    expect(await creditsLeft(baseUrl(), customer)).toBe(2);
    const [after] = await myReservations(baseUrl(), customer);
    expect(after?.class_reservation_id).toBe(booked.class_reservation_id);
    expect(after?.deletedAt).not.toBeNull();
    await seen(page.getByRole('group', { name: r.creditsAvailable }).getByText('2', { exact: true }));
    await expectAccessible(page, '/mystudio/reservaciones after cancelling (mobile)');
  });

  it('rates an attended class: coach stars first, then the comment, then the stars instead of the button (desktop)', async () => {
    const customer = await newCustomer(baseUrl(), { credits: 1 });
    const target = await pickClass(baseUrl());
    const booked = await reserveThroughApi(baseUrl(), customer, target.cls.single_class_id);
    // Checked in at the studio (the staff's PUT): the reservation reads Exitosa, which is what may be rated.
    await markAttendance(baseUrl(), booked.class_reservation_id, true);

    const { page } = await newPage('desktop');
    await signInAs(page, customer, '/mystudio/reservaciones');
    const table = await seen(page.getByRole('table', { name: r.tableCaption }));
    const row = table.getByRole('row').filter({ hasText: target.type });
    await seen(row.getByText(r.status.attended, { exact: true }));
    await expectAccessible(page, '/mystudio/reservaciones with an attended class (desktop)');

    await row.getByRole('button', { name: startingWith(fill(r.rateLabel, { type: target.type, date: '' })) }).click();
    const dialog = await seen(dialogNamed(page, r.ratingTitle));
    const submit = dialog.getByRole('button', { name: r.ratingSubmit, exact: true });
    const comment = dialog.getByRole('textbox', { name: r.ratingCommentLabel });
    expect(await submit.count(), "no 'Calificar' before the coach has stars").toBe(0);
    await dialog.getByRole('radiogroup', { name: r.ratingClassLabel }).getByRole('radio', { name: '4 de 5 estrellas' }).check();
    expect(await comment.count(), 'the class stars alone open no comment box').toBe(0);
    await expectAccessible(page, "the 'Calificar Clase' modal");

    await dialog.getByRole('radiogroup', { name: r.ratingCoachLabel }).getByRole('radio', { name: '5 de 5 estrellas' }).check();
    await (await seen(comment)).fill('Muy buena clase, gracias.');
    await expectAccessible(page, "the 'Calificar Clase' modal with its comment box");
    await submit.click();
    await seen(page.getByRole('status').filter({ hasText: r.ratingSaved }));

    await seen(row.getByText(fill(r.ratedClass, { count: 4 }), { exact: true }));
    await seen(row.getByText(fill(r.ratedCoach, { count: 5 }), { exact: true }));
    expect(await row.getByRole('button', { name: startingWith(`${r.rateAction} `) }).count()).toBe(0);
    const [rated] = await myReservations(baseUrl(), customer);
    expect(rated).toMatchObject({ class_stars: 4, coach_stars: 5, comment: 'Muy buena clase, gracias.' });
  });
});
