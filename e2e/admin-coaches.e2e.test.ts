/**
 * 'Coaches' (issue 15, the admin's only): /admin/coaches. The admin opens
 * it from the menu, adds a coach with a photo (uploaded through /files),
 * sees the public page's preview as she types, saves, and the coach's page
 * (/instructor/{id}) then shows the photo, the quote and the bio; she finds
 * the coach by the server's search, takes it off the landing, and deletes
 * it; a demo coach who taught classes is refused. Axe clean on the list and
 * the panel, on a desktop and on a phone.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fill, messages, type InstructorListResponse } from '@estudio/core';
import { callJson } from './support/api.js';
import { seen } from './support/app.js';
import { dialogNamed } from './support/booking-page.js';
import { baseUrl, expectAccessible, noBrowser, useBrowser } from './support/browser.js';
import { fieldNamed, signInAtDoor, successAlert, team } from './support/desk.js';

const t = messages.deskCoaches;
const c = messages.deskCatalogue;

/** A 2 × 2 PNG, the smallest image the server takes by its first bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEUlEQVR4nGP4z8DwnwGMgRQAH+4D/dJQfRoAAAAASUVORK5CYII=',
  'base64',
);

/** The coaches the public list names `name` (first name), through the API. */
const coachesNamed = async (name: string) =>
  (await callJson<InstructorListResponse>(baseUrl(), '/api/instructors')).body.instructors.filter((coach) => coach.name === name);

/** Opens 'Coaches' from the admin's menu (opening it first on a phone). */
const openCoaches = async (page: Page) => {
  const menuButton = page.getByRole('button', { name: messages.desk.openMenu, exact: true });
  if (await menuButton.isVisible()) await menuButton.click();
  await page.getByRole('navigation', { name: messages.admin.areaNavigation }).getByRole('link', { name: t.title, exact: true }).click();
  await seen(page.getByRole('heading', { name: t.title, level: 1 }));
};

describe.skipIf(noBrowser)("the catalogue's coaches ('Coaches')", () => {
  const { newPage } = useBrowser();

  it('adds a coach with a photo whose public page then shows it, finds, hides and deletes it (desktop)', async () => {
    const name = `Lía${Date.now().toString(36)}`;
    const { page } = await newPage('desktop');
    await signInAtDoor(page, team.admin, '/admin');
    await openCoaches(page);
    await seen(page.getByRole('table', { name: t.title }));
    await expectAccessible(page, '/admin/coaches (desktop)');

    await page.getByRole('button', { name: t.create, exact: true }).click();
    const panel = await seen(dialogNamed(page, t.newTitle));
    await fieldNamed(panel, t.name).fill(name);
    await fieldNamed(panel, t.lastName).fill('Soto');
    await panel.getByLabel(t.quote).fill('Cada gota cuenta.');
    await panel.getByLabel(t.bio).fill('Instructora de ciclismo desde 2015.');
    await panel.locator('input[type="file"]').setInputFiles({ name: 'lia.png', mimeType: 'image/png', buffer: PNG });
    const preview = panel.getByRole('region', { name: t.preview });
    await seen(preview.getByRole('img', { name: new RegExp(`${name} Soto`) }));
    await seen(preview.getByText('“Cada gota cuenta.”'));
    await expectAccessible(page, "'Nuevo coach' (desktop)");
    await panel.getByRole('button', { name: messages.adminKit.save, exact: true }).click();
    await successAlert(page, t.created);

    const [stored] = await coachesNamed(name);
    expect(stored?.file?.src).toMatch(/\/media\/[^/]+$/);
    expect(stored?.on_home).toBe(true);

    // Its public page shows the photo the admin uploaded, the quote and the bio.
    const visitor = await newPage('desktop');
    await visitor.page.goto(`${baseUrl()}/instructor/${stored?.instructor_id}`);
    const photo = await seen(visitor.page.getByRole('img', { name: new RegExp(`${name} Soto`) }));
    expect(await photo.getAttribute('src')).toBe(stored?.file?.src);
    await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(2);
    await seen(visitor.page.getByText('Instructora de ciclismo desde 2015.'));

    // Found by the server's search (accents ignored), then taken off the landing.
    await page.getByRole('searchbox', { name: t.search }).fill(name.toUpperCase());
    await page.waitForURL((url) => url.searchParams.get('q') === name.toUpperCase());
    await seen(page.getByText('1 coach', { exact: true }));
    const row = page.getByRole('table', { name: t.title }).getByRole('row').filter({ has: page.getByText(`${name} Soto`, { exact: true }) });
    await row.getByRole('button', { name: c.edit, exact: true }).click();
    const edit = await seen(dialogNamed(page, t.editTitle));
    await edit.getByRole('checkbox', { name: t.onHome }).uncheck();
    await edit.getByRole('button', { name: messages.adminKit.save, exact: true }).click();
    await successAlert(page, t.saved);
    await expect.poll(async () => (await coachesNamed(name))[0]?.on_home).toBe(false);

    // Deleted after 'Precaución'.
    await row.getByRole('button', { name: c.remove, exact: true }).click();
    const confirm = await seen(dialogNamed(page, messages.common.confirmTitle));
    await seen(confirm.getByText(fill(t.deleteConfirm, { name: `${name} Soto` }), { exact: true }));
    await confirm.getByRole('button', { name: c.remove, exact: true }).click();
    await successAlert(page, t.deleted);
    await expect.poll(async () => (await coachesNamed(name)).length).toBe(0);
  });

  it('refuses deleting a coach who taught classes, and shows cards on a phone (mobile)', async () => {
    const { page } = await newPage('mobile');
    await signInAtDoor(page, team.admin, '/admin');
    await openCoaches(page);
    const cards = await seen(page.getByRole('list', { name: t.title }));
    await expectAccessible(page, '/admin/coaches (mobile)');
    const before = (await callJson<InstructorListResponse>(baseUrl(), '/api/instructors')).body.instructors.length;
    await cards.getByRole('button', { name: c.remove, exact: true }).first().click();
    const confirm = await seen(dialogNamed(page, messages.common.confirmTitle));
    await confirm.getByRole('button', { name: c.remove, exact: true }).click();
    await seen(page.getByText(messages.admin.instructorInUse, { exact: true }));
    expect((await callJson<InstructorListResponse>(baseUrl(), '/api/instructors')).body.instructors).toHaveLength(before);
  });
});
