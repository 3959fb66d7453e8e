/**
 * Calendar files (issue 17): 'Agregar a mi calendario' in 'Mis
 * Reservaciones' saves the reservation's .ics in Chromium, and 'Mi
 * Información' → 'Calendario' creates her private feed ('Crear mi dirección'), whose address serves
 * the same event, and replaces it after 'Precaución' (the old one 404).
 */
import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { fill, messages } from '@estudio/core';
import { seen } from './support/app.js';
import { newCustomer, pickClass, reserveThroughApi } from './support/booking.js';
import { dialogNamed, signInAs } from './support/booking-page.js';
import { baseUrl, expectAccessible, noBrowser, useBrowser } from './support/browser.js';

const t = messages.calendar;

/** A calendar file read back with ical.js (as notices.e2e does): its METHOD and its events' UIDs and starts (epoch ms). */
const calendarOf = (ics: string) => {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return { uid: event.uid, start: event.startDate.toJSDate().getTime(), utc: event.startDate.zone?.tzid === 'UTC' };
  });
  return { method: String(calendar.getFirstPropertyValue('method') ?? ''), events };
};

describe.skipIf(noBrowser)('calendar files', () => {
  const { newPage } = useBrowser();

  it("'Agregar a mi calendario' saves her reservation's .ics, and her feed lists the same event", { timeout: 180_000 }, async () => {
    const customer = await newCustomer(baseUrl(), { credits: 1 });
    const target = await pickClass(baseUrl(), { leadHours: 24 });
    const booked = await reserveThroughApi(baseUrl(), customer, target.cls.single_class_id);

    const { page } = await newPage('desktop');
    await signInAs(page, customer, '/mystudio/reservaciones');
    const table = await seen(page.getByRole('table', { name: messages.reservations.tableCaption }));
    const row = table.getByRole('row').filter({ hasText: target.type });
    const add = await seen(row.getByRole('button', { name: new RegExp(`^${fill(t.addLabel, { className: target.type, date: '' })}`) }));
    await expectAccessible(page, "/mystudio/reservaciones with 'Agregar a mi calendario'");
    const [download] = await Promise.all([page.waitForEvent('download'), add.click()]);
    expect(download.suggestedFilename()).toMatch(/^clase-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.ics$/);
    const file = calendarOf(readFileSync(await download.path(), 'utf8'));
    expect(file.method).toBe('PUBLISH');
    expect(file.events).toHaveLength(1);
    const [downloaded] = file.events;
    expect(downloaded?.uid).toMatch(new RegExp(`^reservation-${booked.class_reservation_id}@`));
    expect(downloaded?.start).toBe(Date.parse(target.cls.class_date));
    expect(downloaded?.utc).toBe(true);

    // Tall enough that 'Mi Información' does not scroll: scrolled to its very end near 1000 px, the
    // member chrome's banner (hidden from scrollY 1000, BANNER_HIDE_SCROLL_PX) and the browser's scroll
    // anchoring flip each other without end (React's 'Maximum update depth exceeded'), whatever the page
    // holds; that is the chrome's to fix, not this journey's to trip over.
    await page.setViewportSize({ width: 1280, height: 2400 });
    await page.goto('/mystudio/informacion');
    const section = await seen(page.getByRole('region', { name: t.sectionTitle }));
    // Reading her address writes none: she creates it.
    await seen(section.getByText(t.noFeed));
    await section.getByRole('button', { name: t.create, exact: true }).click();
    await seen(page.getByText(t.created));
    const field = await seen(section.getByRole('textbox', { name: t.feedLabel }));
    await expect.poll(() => field.inputValue()).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const url = await field.inputValue();
    await expectAccessible(page, "'Mi Información' with 'Calendario'");
    const feed = await page.request.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const listed = calendarOf(await feed.text()).events.find((event) => event.uid === downloaded?.uid);
    expect(listed?.start).toBe(downloaded?.start);

    await section.getByRole('button', { name: t.regenerate, exact: true }).click();
    const dialog = await seen(dialogNamed(page, messages.common.confirmTitle));
    await expectAccessible(page, "'Generar una dirección nueva' asking 'Precaución'");
    await dialog.getByRole('button', { name: t.regenerateConfirm, exact: true }).click();
    await seen(page.getByText(t.regenerated));
    await expect.poll(() => field.inputValue()).not.toBe(url);
    expect((await page.request.get(url)).status()).toBe(404);
    expect((await page.request.get(await field.inputValue())).status()).toBe(200);
  });
});
