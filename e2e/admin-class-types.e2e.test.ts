/**
 * 'Tipos de clase' (issue 15, the admin's only): the admin builds a class
 * type's spot map in /admin/tipos-de-clase by keyboard (a custom grid of
 * one row and three columns, the middle place an unselectable aisle, each
 * place labelled), its preview the customer's own picker; axe clean on the
 * list and the panel. A class of that type is made through the API (the
 * schedule screen is a later issue), and socia books the labelled place 'B2'
 * from /mystudio: the aisle is never offered, and the server refuses it.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { fill, messages, type ClassTypeListResponse, type SingleClass } from '@estudio/core';
import { callJson, demo, tokenFor } from './support/api.js';
import { seen } from './support/app.js';
import {
  adminToken, calendarTarget, grantCredits, myReservations, pickClass, upcomingClasses, type JourneyCustomer,
} from './support/booking.js';
import { cardAction, classCard, dialogNamed, showWeekOf, signInAs } from './support/booking-page.js';
import { baseUrl, expectAccessible, noBrowser, useBrowser } from './support/browser.js';
import { customerIdOf, fieldNamed, signInAtDoor, successAlert, team } from './support/desk.js';

const t = messages.deskClassTypes;
const b = messages.booking;

/** Opens 'Tipos de clase' from the admin's menu. */
const openClassTypes = async (page: Page) => {
  const menuButton = page.getByRole('button', { name: messages.desk.openMenu, exact: true });
  if (await menuButton.isVisible()) await menuButton.click();
  await page.getByRole('navigation', { name: messages.admin.areaNavigation }).getByRole('link', { name: t.title, exact: true }).click();
  await seen(page.getByRole('heading', { name: t.title, level: 1 }));
};

/** A cell of the editor's grid, by its row and column. */
const cell = (panel: Locator, row: number, column: number): Locator =>
  panel.getByRole('gridcell', { name: new RegExp(`^Fila ${row}, columna ${column}:`) });

/** Gives the focused cell a label in 'Nombre del lugar'. */
const label = async (panel: Locator, row: number, column: number, text: string) => {
  await cell(panel, row, column).click();
  await panel.getByRole('textbox', { name: fill(t.spotLabel, { row, column }), exact: true }).fill(text);
};

/** A size field of the grid: typed, then left with Enter. */
const setSize = async (panel: Locator, name: string, size: number) => {
  const field = panel.getByRole('spinbutton', { name, exact: true });
  await field.fill(String(size));
  await field.press('Enter');
};

/** The class type named `name`, through the admin list's search. */
const classTypeNamed = async (name: string) => {
  const answer = await callJson<ClassTypeListResponse>(baseUrl(), `/api/class_types?query=${encodeURIComponent(name)}`);
  const found = answer.body.class_types.find((row) => row.name === name);
  if (!found) throw new Error(`No class type ${name}`);
  return found;
};

/** A class of the type through the API as the admin, a day ahead at a quarter past, where a demo class is held. */
const classOf = async (classTypeId: number): Promise<SingleClass> => {
  const { cls } = await pickClass(baseUrl(), { leadHours: 4 });
  const start = new Date(Date.now() + 26 * 60 * 60 * 1000);
  start.setUTCMinutes(15, 0, 0);
  const created = await callJson<{ single_class: SingleClass }>(baseUrl(), '/api/single_class', {
    token: await adminToken(baseUrl()),
    body: {
      class_date: start.toISOString(), duration_minutes: 45, capacity: 3, class_type_id: classTypeId, location_id: cls.location_id,
      instructor_ids: cls.class_instructors.map((c) => c.instructor.instructor_id),
    },
  });
  if (created.status !== 201) throw new Error(`POST /api/single_class answered ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.single_class;
};

describe.skipIf(noBrowser)("the catalogue's class types ('Tipos de clase') and their spot maps", () => {
  const { newPage } = useBrowser();

  it('the admin draws a custom grid by keyboard, and socia books a labelled place on a class of it (desktop)', async () => {
    const name = `Remo ${Date.now().toString(36)}`;
    const { page } = await newPage('desktop');
    await signInAtDoor(page, team.admin, '/admin');
    await openClassTypes(page);
    await seen(page.getByRole('table', { name: t.title }).getByText('Indoor Cycling', { exact: true }));
    await expectAccessible(page, '/admin/tipos-de-clase (desktop)');

    await page.getByRole('button', { name: t.create, exact: true }).click();
    const panel = await seen(dialogNamed(page, t.newTitle));
    await fieldNamed(panel, t.name).fill(name);
    await fieldNamed(panel, t.icon).fill('rower');
    await panel.getByRole('radio', { name: t.shapeGrid, exact: true }).check();
    await setSize(panel, t.gridRows, 1);
    await setSize(panel, t.gridColumns, 3);
    await expect.poll(() => panel.getByRole('gridcell').count()).toBe(3);
    await label(panel, 1, 1, 'A1');
    await label(panel, 1, 3, 'B2');
    // The middle place: reached with the arrows from the first, made an aisle with Space, renamed.
    await cell(panel, 1, 1).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await seen(panel.getByRole('status').filter({ hasText: fill(t.announceToggled, { row: 1, column: 2, label: '2', state: t.cellUnselectable }) }));
    await panel.getByRole('textbox', { name: fill(t.spotLabel, { row: 1, column: 2 }), exact: true }).fill('Pasillo');
    await seen(cell(panel, 1, 2).and(panel.getByRole('gridcell', { name: fill(t.cellName, { row: 1, column: 2, label: 'Pasillo', state: t.cellUnselectable }) })));

    // The preview is the customer's picker: the two labelled places, never the aisle.
    const preview = panel.getByRole('radiogroup', { name: b.spotPickerLabel });
    await expect.poll(() => preview.getByRole('radio').allTextContents()).toEqual(['A1', 'B2']);
    await expectAccessible(page, "'Nuevo tipo de clase' with its grid (desktop)");
    await panel.getByRole('button', { name: messages.adminKit.save, exact: true }).click();
    await successAlert(page, t.created);
    await seen(page.getByRole('table', { name: t.title }).getByRole('row').filter({ hasText: name }).getByText(fill(t.mapGrid, { rows: 1, columns: 3 })));

    const classType = await classTypeNamed(name);
    expect(JSON.parse(classType.custom_spot_map?.spots ?? '[]')).toEqual([
      { label: 'A1', selectable: true }, { label: 'Pasillo', selectable: false }, { label: 'B2', selectable: true },
    ]);
    const made = await classOf(classType.class_type_id);
    const target = calendarTarget((await upcomingClasses(baseUrl())).find((cls) => cls.single_class_id === made.single_class_id) ?? made);

    // socia, with a credit for any class type, books 'B2'.
    const socia: JourneyCustomer = {
      customerId: await customerIdOf(baseUrl(), demo.socia), email: demo.socia, password: demo.password, name: 'socia',
      token: await tokenFor(baseUrl(), demo.socia),
    };
    await grantCredits(baseUrl(), socia.customerId, 1);
    const refused = await callJson(baseUrl(), '/api/class_reservations', { token: socia.token, body: { single_class_id: made.single_class_id, spot: 'Pasillo' } });
    expect(refused.status, 'the aisle is not a place of the map (412)').toBe(412);

    const customer = (await newPage('desktop')).page;
    await signInAs(customer, socia);
    const reserve = await showWeekOf(customer, target, 'desktop', cardAction(b.reserveLabel, target));
    await reserve.click();
    const dialog = await seen(dialogNamed(customer, b.dialogTitle));
    const room = dialog.getByRole('radiogroup', { name: b.spotPickerLabel });
    await seen(room.getByRole('radio', { name: `${fill(b.spotLabel, { label: 'A1' })}, ${b.spotFree}` }));
    expect(await room.getByRole('radio').allTextContents()).toEqual(['A1', 'B2']);
    expect(await room.getByRole('radio', { name: new RegExp(`^${fill(b.spotLabel, { label: 'Pasillo' })}`) }).count()).toBe(0);
    await expectAccessible(customer, 'the reserve dialog with the drawn room (desktop)');
    await room.getByRole('radio', { name: `${fill(b.spotLabel, { label: 'B2' })}, ${b.spotFree}` }).click();
    await dialog.getByRole('button', { name: b.confirm, exact: true }).click();
    await seen(customer.getByRole('status').filter({ hasText: messages.reservations.saved }));
    await seen(classCard(customer, cardAction(b.cancelLabel, target)).getByText(fill(b.spotLabel, { label: 'B2' }), { exact: true }));
    const booked = (await myReservations(baseUrl(), socia)).find((row) => row.spot === 'B2');
    expect(booked, "socia's reservation holds the place 'B2'").toBeDefined();
  });
});
