/**
 * 'Contenido' (issue 15, the admin's only): /admin/paginas, where the admin
 * creates a page (its address suggested by its title, its text in the
 * rich-text editor) that /{slug} then serves and the footer links, and
 * deletes it; /admin/avisos. The admin opens
 * it from the menu, publishes an announcement whose text she formats in
 * the rich-text editor (bold, a list), and /avisos then shows it, newest
 * first, its HTML as she wrote it; she edits its title and deletes it, and
 * /avisos no longer lists it. Axe clean on the list and the panel, with
 * the editor loaded; the list is a card an announcement on a phone.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fill, messages, type AnnouncementListResponse } from '@estudio/core';
import { callJson } from './support/api.js';
import { seen } from './support/app.js';
import { dialogNamed } from './support/booking-page.js';
import { baseUrl, expectAccessible, noBrowser, useBrowser } from './support/browser.js';
import { fieldNamed, signInAtDoor, successAlert, team } from './support/desk.js';

const t = messages.deskContent;
const c = messages.deskCatalogue;

/** The announcements /avisos reads titled `title`, through the API. */
const announcementsTitled = async (title: string) =>
  (await callJson<AnnouncementListResponse>(baseUrl(), '/api/announcements')).body.announcements.filter((row) => row.title === title);

/** Opens 'Avisos' from the admin's menu (opening it first on a phone). */
const openAnnouncements = async (page: Page) => {
  const menuButton = page.getByRole('button', { name: messages.desk.openMenu, exact: true });
  if (await menuButton.isVisible()) await menuButton.click();
  await page.getByRole('navigation', { name: messages.admin.areaNavigation }).getByRole('link', { name: t.announcements, exact: true }).click();
  await seen(page.getByRole('heading', { name: t.announcements, level: 1 }));
};

describe.skipIf(noBrowser)("the content's announcements ('Avisos')", () => {
  const { newPage } = useBrowser();

  it('publishes a formatted announcement that /avisos then shows, edits and deletes it (desktop)', async () => {
    const title = `Posada ${Date.now().toString(36)}`;
    const { page } = await newPage('desktop');
    await signInAtDoor(page, team.admin, '/admin');
    await openAnnouncements(page);
    await seen(page.getByRole('table', { name: t.announcements }));
    await expectAccessible(page, '/admin/avisos (desktop)');

    await page.getByRole('button', { name: t.newAnnouncement, exact: true }).click();
    const panel = await seen(dialogNamed(page, t.newAnnouncementTitle));
    await fieldNamed(panel, t.announcementTitle).fill(title);
    const editor = await seen(panel.getByRole('textbox', { name: t.announcementContent }));
    await editor.click();
    await page.keyboard.type('Trae ');
    const toolbar = panel.getByRole('toolbar', { name: messages.richText.toolbar });
    await toolbar.getByRole('button', { name: messages.richText.bold, exact: true }).click();
    await page.keyboard.type('un regalo');
    await toolbar.getByRole('button', { name: messages.richText.bold, exact: true }).click();
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: messages.richText.bulletList, exact: true }).click();
    await page.keyboard.type('Ponche');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Tamales');
    await expectAccessible(page, "'Nuevo aviso' with the editor (desktop)");
    await panel.getByRole('button', { name: messages.adminKit.save, exact: true }).click();
    await successAlert(page, messages.admin.announcementSaved);

    const [stored] = await announcementsTitled(title);
    expect(stored?.content).toBe('<p>Trae <strong>un regalo</strong></p><ul><li><p>Ponche</p></li><li><p>Tamales</p></li></ul>');

    // /avisos shows it first, its bold text and its list as written.
    const visitor = await newPage('desktop');
    await visitor.page.goto(`${baseUrl()}/avisos`);
    const first = await seen(visitor.page.getByRole('article').first());
    await seen(first.getByRole('heading', { name: title }));
    await seen(first.locator('strong', { hasText: 'un regalo' }));
    await seen(first.getByRole('listitem').filter({ hasText: 'Tamales' }));

    // Edited, then deleted after 'Precaución': /avisos no longer lists it.
    const row = page.getByRole('table', { name: t.announcements }).getByRole('row').filter({ has: page.getByText(title, { exact: true }) });
    await row.getByRole('button', { name: c.edit, exact: true }).click();
    const edit = await seen(dialogNamed(page, t.editAnnouncementTitle));
    await seen(edit.getByRole('textbox', { name: t.announcementContent }).locator('strong', { hasText: 'un regalo' }));
    await fieldNamed(edit, t.announcementTitle).fill(`${title} (actualizado)`);
    await edit.getByRole('button', { name: messages.adminKit.save, exact: true }).click();
    await successAlert(page, messages.admin.announcementSaved);
    const edited = page.getByRole('table', { name: t.announcements }).getByRole('row').filter({ has: page.getByText(`${title} (actualizado)`, { exact: true }) });
    await edited.getByRole('button', { name: c.remove, exact: true }).click();
    const confirm = await seen(dialogNamed(page, messages.common.confirmTitle));
    await seen(confirm.getByText(fill(t.deleteAnnouncementConfirm, { name: `${title} (actualizado)` }), { exact: true }));
    await confirm.getByRole('button', { name: c.remove, exact: true }).click();
    await successAlert(page, messages.admin.announcementDeleted);
    await expect.poll(async () => (await announcementsTitled(`${title} (actualizado)`)).length).toBe(0);
  });

  it('creates a page whose address then serves it and whose title the footer links, then deletes it (desktop)', async () => {
    const stamp = Date.now().toString(36);
    const title = `Reglamento ${stamp}`;
    const { page } = await newPage('desktop');
    await signInAtDoor(page, team.admin, '/admin/paginas');
    await seen(page.getByRole('table', { name: t.pages }));
    await expectAccessible(page, '/admin/paginas (desktop)');

    await page.getByRole('button', { name: t.newPage, exact: true }).click();
    const panel = await seen(dialogNamed(page, t.newPageTitle));
    await fieldNamed(panel, t.pageTitle).fill(title);
    // The address follows the title.
    await expect.poll(() => fieldNamed(panel, t.pageSlug).inputValue()).toBe(`reglamento-${stamp}`);
    const editor = await seen(panel.getByRole('textbox', { name: t.pageContent }));
    await editor.click();
    await page.keyboard.type('Llega 10 minutos antes.');
    await seen(panel.getByRole('region', { name: t.pagePreview }).getByText('Llega 10 minutos antes.'));
    await expectAccessible(page, "'Nueva página' with the editor (desktop)");
    await panel.getByRole('button', { name: messages.adminKit.save, exact: true }).click();
    await successAlert(page, t.pageCreated);

    // A visitor reads it at /{slug}, and the footer links it by its title.
    const visitor = await newPage('desktop');
    await visitor.page.goto(`${baseUrl()}/reglamento-${stamp}`);
    await seen(visitor.page.getByRole('heading', { name: title, level: 1 }));
    await seen(visitor.page.getByText('Llega 10 minutos antes.'));
    const link = await seen(visitor.page.getByRole('contentinfo').getByRole('link', { name: title, exact: true }));
    expect(await link.getAttribute('href')).toBe(`/reglamento-${stamp}`);

    // Deleted after 'Precaución': the footer of the next visit no longer links it.
    const row = page.getByRole('table', { name: t.pages }).getByRole('row').filter({ has: page.getByText(title, { exact: true }) });
    await row.getByRole('button', { name: c.remove, exact: true }).click();
    const confirm = await seen(dialogNamed(page, messages.common.confirmTitle));
    await confirm.getByRole('button', { name: c.remove, exact: true }).click();
    await successAlert(page, t.pageDeleted);
    await visitor.page.goto(`${baseUrl()}/`);
    await seen(visitor.page.getByRole('contentinfo'));
    expect(await visitor.page.getByRole('contentinfo').getByRole('link', { name: title, exact: true }).count()).toBe(0);
  });

  it('shows a card an announcement on a phone, axe clean (mobile)', async () => {
    const { page } = await newPage('mobile');
    await signInAtDoor(page, team.admin, '/admin');
    await openAnnouncements(page);
    const cards = await seen(page.getByRole('list', { name: t.announcements }));
    await seen(cards.getByRole('button', { name: c.edit, exact: true }).first());
    await expectAccessible(page, '/admin/avisos (mobile)');
  });
});
