/**
 * 'Configuración' (issue 15, the admin's only): /admin/configuracion. The
 * admin opens it from the menu, changes the business name and the primary
 * colour in 'Marca' and sees both on '/' on its next load (the navbar's
 * name, the page's theme colour and an element painted in it); turns
 * 'Misión' off in 'Inicio' and sees it gone from '/'; a colour the route
 * refuses shows its Spanish message next to the field and saves nothing.
 * Axe clean on 'Marca' and 'Inicio', on a laptop and a phone. The journeys
 * share one server: every setting changed here is put back at the end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fill, messages, parseStudioConfig, type AppConfigResponse, type ConfigEntry } from '@estudio/core';
import { callJson, demo, tokenFor } from './support/api.js';
import { seen } from './support/app.js';
import { baseUrl, expectAccessible, noBrowser, useBrowser } from './support/browser.js';
import { fieldNamed, signInAtDoor, successAlert, team } from './support/desk.js';

const s = messages.deskSettings;
const d = messages.desk;
/** The settings this journey changes, put back as they were at the end. */
const TOUCHED = ['business_name', 'primary', 'mission_enabled', 'schedule_order', 'announcements_order', 'packages_order'] as const;

const storedConfig = async (): Promise<ConfigEntry[]> => (await callJson<AppConfigResponse>(baseUrl(), '/api/appconfig')).body.config;

/** Opens 'Configuración' from the admin's menu (opening it first on a phone). */
const openSettings = async (page: Page) => {
  const menuButton = page.getByRole('button', { name: d.openMenu, exact: true });
  if (await menuButton.isVisible()) await menuButton.click();
  await page.getByRole('navigation', { name: messages.admin.areaNavigation }).getByRole('link', { name: s.title, exact: true }).click();
  await seen(page.getByRole('heading', { name: s.title, level: 1 }));
};

/** A section's form, by its link in the section row. */
const openSection = async (page: Page, name: string) => {
  await page.getByRole('navigation', { name: s.sectionsLabel }).getByRole('link', { name, exact: true }).click();
  return seen(page.getByRole('form', { name }));
};

/** Whether some element of the page is painted in `rgb` (its background). */
const paintedIn = (page: Page, rgb: string) =>
  page.evaluate((colour) => [...document.querySelectorAll('*')].some((element) => getComputedStyle(element).backgroundColor === colour), rgb);

describe.skipIf(noBrowser)("the studio's settings ('Configuración')", () => {
  const { newPage } = useBrowser();
  let original: ConfigEntry[] = [];

  beforeAll(async () => {
    original = (await storedConfig()).filter((entry) => (TOUCHED as readonly string[]).includes(entry.key));
  });

  afterAll(async () => {
    if (original.length === 0) return;
    const token = await tokenFor(baseUrl(), demo.admin);
    const body = Object.fromEntries(original.map(({ key, value }) => [key, key.endsWith('_enabled') ? value === 'true' : (value ?? '')]));
    const answer = await callJson(baseUrl(), '/api/appconfig', { method: 'PUT', token, body });
    if (answer.status !== 200) throw new Error(`Restoring the settings answered ${answer.status} ${JSON.stringify(answer.body)}`);
  });

  it("changes the name and the primary colour and sees them on '/'; turns 'Misión' off and sees it gone (desktop)", async () => {
    const name = `Estudio Prueba ${Date.now().toString(36)}`;
    const { page } = await newPage('desktop');
    await signInAtDoor(page, team.admin, '/admin');
    await openSettings(page);
    const marca = await seen(page.getByRole('form', { name: s.sections.marca }));
    await expectAccessible(page, "/admin/configuracion 'Marca' (desktop)");

    // A colour the route refuses: its message next to the field, nothing saved.
    await fieldNamed(marca, s.keys.primary[0]).fill('morado');
    await marca.getByRole('button', { name: messages.adminKit.save, exact: true }).click();
    await seen(marca.getByText(messages.admin.colorFormat, { exact: true }));
    expect((await storedConfig()).find((entry) => entry.key === 'primary')?.value).not.toBe('morado');

    await fieldNamed(marca, s.keys.business_name[0]).fill(name);
    // The live preview warns of a primary that reads badly on the background, and stops once it reads well.
    await fieldNamed(marca, s.keys.primary[0]).fill('#9ad1d4');
    const lowPrimary = marca.getByText(s.contrastPairs.primaryOnLight, { exact: false });
    await seen(lowPrimary);
    await fieldNamed(marca, s.keys.primary[0]).fill('#8a1c7c');
    await lowPrimary.waitFor({ state: 'detached' });
    await marca.getByRole('button', { name: messages.adminKit.save, exact: true }).click();
    await successAlert(page, s.saved);

    // '/' on its next load: the name (the navbar logo's text), the theme colour, and the colour painted.
    const site = await newPage('desktop');
    await site.page.goto('/');
    await seen(site.page.getByRole('link', { name, exact: true }).first());
    expect(await site.page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#8a1c7c');
    expect(await paintedIn(site.page, 'rgb(138, 28, 124)')).toBe(true);
    await seen(site.page.getByRole('heading', { name: messages.settings.missionTitle }));

    // 'Inicio': 'Misión' off, and '/' no longer has it.
    const inicio = await openSection(page, s.sections.inicio);
    await expectAccessible(page, "/admin/configuracion 'Inicio' (desktop)");
    const outline = inicio.getByTestId('landing-outline');
    await seen(outline.getByText(s.landingSections.mission, { exact: true }));
    await inicio.getByRole('checkbox', { name: new RegExp(`^${s.landingSections.mission}`) }).uncheck();
    await outline.getByText(s.landingSections.mission, { exact: true }).waitFor({ state: 'detached' });
    // From the keyboard: 'Horario' (last) one place up, above 'Avisos'.
    const items = () => outline.getByRole('listitem').allTextContents();
    expect((await items()).slice(-2)).toEqual([s.landingSections.announcements, s.landingSections.schedule]);
    await inicio.getByRole('button', { name: fill(s.dragHandle, { name: s.landingSections.schedule }), exact: true }).focus();
    // dnd-kit measures and moves on animation frames: each key waits for the one before to land.
    for (const key of ['Space', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(250);
    }
    await expect.poll(async () => (await items()).slice(-2)).toEqual([s.landingSections.schedule, s.landingSections.announcements]);
    // And one place at a time with 'Subir' (no dragging needed): 'Horario' above 'Paquetes' too.
    await inicio.getByRole('button', { name: fill(s.moveUp, { name: s.landingSections.schedule }), exact: true }).click();
    await expect.poll(async () => (await items()).slice(-3)).toEqual([s.landingSections.schedule, s.landingSections.packages, s.landingSections.announcements]);
    await inicio.getByRole('button', { name: messages.adminKit.save, exact: true }).click();
    await successAlert(page, s.saved);
    // The first save's notice may still be up: wait for this save to be stored, not for a notice.
    await expect.poll(async () => parseStudioConfig(await storedConfig()).sections.mission.enabled, { timeout: 15_000 }).toBe(false);
    await site.page.reload();
    await seen(site.page.getByRole('link', { name, exact: true }).first());
    expect(await site.page.getByRole('heading', { name: messages.settings.missionTitle }).count()).toBe(0);
    const sections = parseStudioConfig(await storedConfig()).sections;
    expect(sections.schedule.order).toBeLessThan(sections.packages.order);
    expect(sections.packages.order).toBeLessThan(sections.announcements.order);
  });

  it("fits a phone: the sections' links, 'Marca' and 'Inicio' usable and accessible", async () => {
    const { page } = await newPage('mobile');
    await signInAtDoor(page, team.admin, '/admin');
    await openSettings(page);
    const marca = await seen(page.getByRole('form', { name: s.sections.marca }));
    await seen(fieldNamed(marca, s.keys.business_name[0]));
    await expectAccessible(page, "/admin/configuracion 'Marca' (phone)");
    const inicio = await openSection(page, s.sections.inicio);
    await seen(inicio.getByRole('button', { name: fill(s.dragHandle, { name: s.landingSections.hero }), exact: true }));
    await expectAccessible(page, "/admin/configuracion 'Inicio' (phone)");
  });
});
