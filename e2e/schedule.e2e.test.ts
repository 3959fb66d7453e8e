/**
 * Reserving from the calendar (spec 2 'Calendar screen', spec 4 'Reserve
 * flow'): a customer with credits reserves, with and without a guest; one
 * without credits and one with a penalty are told why not; a visitor of
 * /calendario signs in inside the prompt and the flow resumes.
 */
import { describe, expect, it } from 'vitest';
import { fill, formatDate, messages } from '@estudio/core';
import { demo } from './support/api.js';
import { atPath, authForm, seen, signInWith } from './support/app.js';
import {
  STUDIO_ZONE,
  calendarTarget,
  creditsLeft,
  isBookable,
  myReservations,
  newCustomer,
  penalise,
  pickClass,
  upcomingClasses,
} from './support/booking.js';
import { cardAction, chooseFreeSpot, classCard, dialogNamed, goToWeekOf, showWeekOf, signInAs } from './support/booking-page.js';
import { baseUrl, expectAccessible, noBrowser, useBrowser } from './support/browser.js';

const b = messages.booking;
const r = messages.reservations;

describe.skipIf(noBrowser)('the schedule', () => {
  const { newPage } = useBrowser();

  describe('reserving a class from /mystudio', () => {
    it('reserves a spot of a class with a spot map, and spends one credit (mobile)', async () => {
      const customer = await newCustomer(baseUrl(), { credits: 3 });
      const target = await pickClass(baseUrl(), { spotMap: true, placesLeft: 2 });
      const { page } = await newPage('mobile');
      await signInAs(page, customer);
      await seen(page.getByRole('heading', { name: messages.schedule.title, level: 1 }));
      await seen(page.getByText(messages.schedule.subtitle));
      const reserve = await showWeekOf(page, target, 'mobile', cardAction(b.reserveLabel, target));
      expect(await reserve.textContent()).toBe(messages.schedule.reserve);
      await expectAccessible(page, '/mystudio calendar (mobile)');

      await reserve.click();
      const dialog = await seen(dialogNamed(page, b.dialogTitle));
      await seen(dialog.getByText(target.type, { exact: true }));
      await expectAccessible(page, 'the reserve dialog with its spot map (mobile)');
      // Confirming without a place is refused beside the room.
      await dialog.getByRole('button', { name: b.confirm, exact: true }).click();
      await seen(dialog.getByText(b.chooseSpot));
      const spot = await chooseFreeSpot(dialog, 'keyboard');
      expect(spot, 'a class type with a spot map offers its room').not.toBeNull();
      await dialog.getByRole('button', { name: b.confirm, exact: true }).click();
      await seen(page.getByRole('status').filter({ hasText: r.saved }));

      const card = classCard(page, cardAction(b.cancelLabel, target));
      await seen(card);
      await seen(card.getByText(messages.schedule.legendReserved, { exact: true }));
      await seen(card.getByText(b.mineOne, { exact: true }));
      await seen(card.getByText(fill(b.spotLabel, { label: spot ?? '' }), { exact: true }));
      expect(await dialogNamed(page, b.dialogTitle).count()).toBe(0);
      expect(await creditsLeft(baseUrl(), customer)).toBe(2);
      const [booked] = await myReservations(baseUrl(), customer);
      expect(booked?.spot).toBe(spot);

      await page.getByRole('link', { name: messages.schedule.myReservations }).click();
      await seen(page.getByRole('heading', { name: r.title, level: 1 }));
      await seen(page.getByRole('group', { name: r.creditsAvailable }).getByText('2', { exact: true }));
      await seen(page.getByRole('heading', { name: target.type, level: 2 }));
      await seen(page.getByText(r.status.upcoming, { exact: true }));
      await expectAccessible(page, '/mystudio/reservaciones with one reservation (mobile)');
    });

    it('brings a guest, after refusing a name too short, then a second one from the reserved card (desktop)', async () => {
      const customer = await newCustomer(baseUrl(), { credits: 4 });
      const target = await pickClass(baseUrl(), { spotMap: false, placesLeft: 4 });
      const { page } = await newPage('desktop');
      await signInAs(page, customer);
      const reserve = await showWeekOf(page, target, 'desktop', cardAction(b.reserveLabel, target));
      await expectAccessible(page, '/mystudio calendar (desktop)');

      await reserve.click();
      const dialog = await seen(dialogNamed(page, b.dialogTitle));
      await dialog.getByRole('checkbox', { name: b.addGuest }).check();
      const guestName = dialog.getByRole('textbox', { name: b.guestName });
      await guestName.fill('A');
      await dialog.getByRole('button', { name: b.confirm, exact: true }).click();
      await seen(dialog.getByText(r.guestNameRequired));
      await expectAccessible(page, 'the reserve dialog with the guest-name error (desktop)');
      expect(await creditsLeft(baseUrl(), customer), 'a refused guest books nothing').toBe(4);

      await guestName.fill('Ana Invitada');
      await chooseFreeSpot(dialog);
      await dialog.getByRole('button', { name: b.confirm, exact: true }).click();
      await seen(page.getByRole('status').filter({ hasText: r.saved }));

      const card = classCard(page, cardAction(b.cancelLabel, target));
      await seen(card.getByText(fill(b.mineMany, { count: 2 }), { exact: true }));
      await seen(card.getByText(b.guestOne, { exact: true }));
      expect(await creditsLeft(baseUrl(), customer)).toBe(2);

      // '+ Invitado' on the reserved card books one more place, for a second guest.
      await card.getByRole('button', { name: cardAction(b.guestActionLabel, target), exact: true }).click();
      const guestDialog = await seen(dialogNamed(page, b.guestDialogTitle));
      await guestDialog.getByRole('textbox', { name: b.guestName }).fill('Beto Invitado');
      await expectAccessible(page, "the 'Agregar Invitado' dialog (desktop)");
      await chooseFreeSpot(guestDialog);
      await guestDialog.getByRole('button', { name: b.guestConfirm, exact: true }).click();
      await seen(page.getByRole('status').filter({ hasText: b.guestAdded }));
      await seen(card.getByText(fill(b.mineMany, { count: 3 }), { exact: true }));
      await seen(card.getByText(fill(b.guestMany, { count: 2 }), { exact: true }));
      expect(await creditsLeft(baseUrl(), customer)).toBe(1);
      const guests = (await myReservations(baseUrl(), customer)).map((place) => place.guest);
      expect(guests.sort()).toEqual(['Ana Invitada', 'Beto Invitado', null]);

      await page.goto('/mystudio/reservaciones');
      const table = await seen(page.getByRole('table', { name: r.tableCaption }));
      await seen(table.getByRole('columnheader', { name: r.columns.guest }));
      await seen(table.getByText('Ana Invitada', { exact: true }));
      await expectAccessible(page, '/mystudio/reservaciones with a guest (desktop)');
    });

    it("tells a customer without credits the spec's message (nueva, desktop)", async () => {
      const target = await pickClass(baseUrl());
      const { page } = await newPage('desktop');
      await signInAs(page, { email: demo.nueva, password: demo.password });
      await (await showWeekOf(page, target, 'desktop', cardAction(b.reserveLabel, target))).click();
      const dialog = await seen(dialogNamed(page, b.noCreditsTitle));
      await seen(dialog.getByText(r.noCredits, { exact: true }));
      await expectAccessible(page, 'the credits-exhausted modal');
      expect(await dialogNamed(page, b.dialogTitle).count()).toBe(0);
    });

    it('shows a penalised customer the penalty, its reason and its end, and books nothing (mobile)', async () => {
      const customer = await newCustomer(baseUrl(), { credits: 2 });
      const reason = 'Tres inasistencias seguidas';
      const end = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
      await penalise(baseUrl(), customer.customerId, reason, end);
      const target = await pickClass(baseUrl());
      const { page } = await newPage('mobile');
      await signInAs(page, customer);
      await (await showWeekOf(page, target, 'mobile', cardAction(b.reserveLabel, target))).click();

      const dialog = await seen(dialogNamed(page, b.penaltyTitle));
      await seen(dialog.getByText(r.penalty, { exact: true }));
      await seen(dialog.getByText(fill(r.penaltyReason, { reason }), { exact: true }));
      await seen(dialog.getByText(fill(r.penaltyUntil, { date: formatDate(end.getTime(), STUDIO_ZONE) }), { exact: true }));
      await expectAccessible(page, 'the penalty modal (mobile)');
      await dialog.getByRole('button', { name: messages.common.ok, exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await myReservations(baseUrl(), customer)).toEqual([]);
      expect(await creditsLeft(baseUrl(), customer)).toBe(2);
    });
  });

  describe('reserving from /calendario, signed out', () => {
    it('asks the visitor to sign in, then resumes and reserves (desktop)', async () => {
      const customer = await newCustomer(baseUrl(), { credits: 1 });
      const target = await pickClass(baseUrl(), { placesLeft: 2 });
      const { page } = await newPage('desktop');
      await page.goto('/calendario');
      await seen(page.getByRole('heading', { name: messages.schedule.publicTitle, level: 1 }));
      const reserve = await showWeekOf(page, target, 'desktop', cardAction(b.reserveLabel, target));
      await expectAccessible(page, '/calendario signed out');

      await reserve.click();
      const prompt = await seen(dialogNamed(page, b.authTitle));
      await seen(prompt.getByText(b.authPrompt, { exact: true }));
      await expectAccessible(page, 'the sign-in or sign-up prompt');
      await prompt.getByRole('button', { name: b.signIn, exact: true }).click();
      await seen(authForm(page));
      await expectAccessible(page, 'the sign-in form inside the prompt');
      await signInWith(page, customer.email, customer.password);

      // The flow resumes by itself a second after the sign-in, on the same class.
      const dialog = await seen(dialogNamed(page, b.dialogTitle));
      await seen(dialog.getByText(target.type, { exact: true }));
      expect(new URL(page.url()).pathname).toBe('/calendario');
      await chooseFreeSpot(dialog);
      await dialog.getByRole('button', { name: b.confirm, exact: true }).click();
      await seen(page.getByRole('status').filter({ hasText: r.saved }));
      await seen(classCard(page, cardAction(b.cancelLabel, target)));
      expect(await creditsLeft(baseUrl(), customer)).toBe(0);
    });
  });

  describe('the public schedule', () => {
    it("shows 'Calendario de Clases' on the landing once scrolled to, and sends a visitor who reserves to sign in (mobile)", async () => {
      const target = await pickClass(baseUrl());
      const { page } = await newPage('mobile');
      await page.goto('/');
      const heading = await seen(page.getByRole('heading', { name: messages.publicPages.scheduleTitle, level: 2 }));
      await heading.scrollIntoViewIfNeeded();
      await goToWeekOf(page, target, 'mobile');
      const days = await seen(page.getByRole('list', { name: messages.schedule.pickDay }));
      const dayNumber = target.day.split(' ').at(-1) ?? '';
      const chip = days.getByRole('button', { name: new RegExp(`\\s${dayNumber}$`) });
      await chip.click();
      expect(await chip.getAttribute('aria-pressed')).toBe('true');
      const reserve = await seen(page.getByRole('button', { name: cardAction(b.reserveLabel, target), exact: true }));
      await expectAccessible(page, "/ with 'Calendario de Clases' (mobile)");

      // Spec 4: a visitor reserving from the home page goes to sign in, and then to the member calendar.
      await reserve.click();
      await atPath(page, '/entrar');
      expect(new URL(page.url()).searchParams.get('next')).toBe('/mystudio');
    });

    it("shows a coach's profile and her classes under 'Entrena con {name}' (desktop)", async () => {
      const classes = await upcomingClasses(baseUrl());
      // A class she teaches alone that shows 'Reservar' (not full, not sold as a package).
      const first = classes.find((cls) => isBookable(cls) && cls.class_instructors.length === 1);
      const coach = first?.class_instructors[0]?.instructor;
      if (!first || !coach) throw new Error('The demo schedule has no upcoming class with one coach');
      const hers = classes.filter((cls) => cls.class_instructors.some((c) => c.instructor.instructor_id === coach.instructor_id));
      const target = calendarTarget(first);
      const { page } = await newPage('desktop');
      await page.goto(`/instructor/${coach.instructor_id}`);
      await seen(page.getByRole('heading', { name: `${coach.name} ${coach.last_name}`, level: 1 }));
      const trainWith = fill(messages.schedule.trainWith, { name: coach.nick_name?.trim() || coach.name });
      await seen(page.getByRole('heading', { name: trainWith, level: 2 }));
      await showWeekOf(page, target, 'desktop', cardAction(b.reserveLabel, target), hers);
      await expectAccessible(page, `/instructor/${coach.instructor_id}`);
    });
  });
});
