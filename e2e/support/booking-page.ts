/**
 * How the booking journeys find and use the calendar and its dialogs: a
 * class's card by its action's name, the week it is in, the reserve
 * dialog's room.
 */
import type { Locator, Page } from 'playwright-core';
import { fill, messages, nextWeek, weekLabel, weekOf, type SingleClass } from '@estudio/core';
import { atPath, seen, signInWith } from './app.js';
import { STUDIO_ZONE, upcomingClasses, type CalendarTarget } from './booking.js';
import { baseUrl, type ViewportKind } from './browser.js';

/** A pattern matching names that start with `text` (row actions end with the class's date). */
export const startingWith = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** A card action's accessible name ('Reservar Barre, domingo 22 a las 09:00'), as the class card names it. */
export const cardAction = (template: string, target: CalendarTarget): string =>
  fill(template, { type: target.type, day: target.day, time: target.time });

/** The card of the class on the calendar, found by its action's name. */
export const classCard = (page: Page, actionName: string): Locator =>
  page.locator('article').filter({ has: page.getByRole('button', { name: actionName, exact: true }) });

/**
 * The week the calendar opens on (spec 4, Calendar): this week when some
 * class of it is still ahead, else the next (the calendar advances by
 * itself). `classes` are those the calendar shows, of this week and the next.
 */
const openingWeek = (classes: readonly SingleClass[], now: number): string => {
  const thisWeek = weekOf(now, STUDIO_ZONE);
  if (!thisWeek) throw new Error('No studio week for now');
  const ahead = classes.some((c) => Date.parse(c.class_date) > now && weekOf(c.class_date, STUDIO_ZONE)?.start === thisWeek.start);
  return weekLabel(ahead ? thisWeek : nextWeek(thisWeek));
};

/**
 * Moves the calendar to the class's week, this week or the next: waits for
 * the week it opens on, then 'Semana siguiente' (desktop) or 'Sig. Semana'
 * (phone) when the class is in the next. `classes` are those the calendar
 * shows (default: the whole studio's).
 */
export const goToWeekOf = async (page: Page, target: CalendarTarget, kind: ViewportKind, classes?: readonly SingleClass[]): Promise<void> => {
  const opens = openingWeek(classes ?? (await upcomingClasses(baseUrl())), Date.now());
  await seen(page.getByText(opens, { exact: true }));
  if (opens === target.week) return;
  const next =
    kind === 'mobile'
      ? page.getByRole('button', { name: messages.schedule.nextWeekShort, exact: true })
      : page.getByRole('button', { name: messages.schedule.nextWeek, exact: true });
  await next.click();
  await seen(page.getByText(target.week, { exact: true }));
};

/** {@link goToWeekOf}, then waits for the card action named `actionName` and returns it. */
export const showWeekOf = async (page: Page, target: CalendarTarget, kind: ViewportKind, actionName: string, classes?: readonly SingleClass[]): Promise<Locator> => {
  await goToWeekOf(page, target, kind, classes);
  return seen(page.getByRole('button', { name: actionName, exact: true }));
};

/** Signs in at /entrar (coming back to `next`) and waits for `next`. */
export const signInAs = async (page: Page, who: { email: string; password: string }, next = '/mystudio'): Promise<void> => {
  await page.goto(next === '/mystudio' ? '/entrar' : `/entrar?next=${encodeURIComponent(next)}`);
  await signInWith(page, who.email, who.password);
  await atPath(page, next);
};

/** An open dialog by its title. */
export const dialogNamed = (page: Page, title: string): Locator => page.getByRole('dialog', { name: title, exact: true });

/**
 * Chooses the first free spot of the reserve dialog's room, when the class
 * has one (its type's spot map or a custom map), by pointer or by keyboard
 * (the radio group's arrow keys); returns the chosen label, or null when the
 * class has no room.
 */
export const chooseFreeSpot = async (dialog: Locator, how: 'pointer' | 'keyboard' = 'pointer'): Promise<string | null> => {
  const room = dialog.getByRole('radiogroup', { name: messages.booking.spotPickerLabel });
  if ((await room.count()) === 0) return null;
  const free = room.getByRole('radio', { name: new RegExp(`, ${messages.booking.spotFree}$`) });
  if (how === 'pointer') {
    await free.first().click();
  } else {
    // The tab stop is the first free place; an arrow key moves to the next free one and chooses it.
    await free.first().focus();
    await free.first().press('ArrowRight');
  }
  const chosen = room.getByRole('radio', { checked: true });
  await seen(chosen);
  return ((await chosen.textContent()) ?? '').trim() || null;
};

