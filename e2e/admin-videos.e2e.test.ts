/**
 * 'Videos' (issue 15, the admin's only): /admin/videos against the real
 * server. The admin opens it from the menu, uploads a small real WebM
 * (recorded in the page by Chromium's own MediaRecorder: no binary is
 * committed or downloaded) with a thumbnail, fills its duration, coach,
 * class type and a tag, publishes it, and the socia then plays it on
 * /mystudio/video/{id}; 'Ocultar' makes it 'not found' for her; 'Eliminar'
 * asks 'Precaución'. Axe clean on the list and the panel, on a desktop and
 * on a phone. The server is shared by every journey: the video has a name
 * of its own and goes at the end, and the demo videos stay as they are.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { fill, messages, type AdminVideosResponse } from '@estudio/core';
import { callJson, demo } from './support/api.js';
import { seen } from './support/app.js';
import { dialogNamed, signInAs } from './support/booking-page.js';
import { adminToken } from './support/booking.js';
import { baseUrl, expectAccessible, noBrowser, useBrowser } from './support/browser.js';
import { fieldNamed, signInAtDoor, successAlert, team } from './support/desk.js';

const t = messages.deskVideos;
const c = messages.deskCatalogue;

/** Every video of this file starts so; what is left of a failed run is removed at the end. */
const PREFIX = 'Journey video';

/** A 2 × 2 PNG, the smallest image the server takes by its first bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEUlEQVR4nGP4z8DwnwGMgRQAH+4D/dJQfRoAAAAASUVORK5CYII=',
  'base64',
);

/** The admin's list of every video whose name holds `query` (GET /api/videos/admin/all). */
const adminVideos = async (query: string) =>
  (await callJson<AdminVideosResponse>(baseUrl(), `/api/videos/admin/all?query=${encodeURIComponent(query)}`, { token: await adminToken(baseUrl()) })).body.videos;

/**
 * A short real WebM (VP8, 64 × 48, about 1.5 s of changing colours) that
 * Chromium records in `page` from a canvas, as the bytes an admin's file
 * would hold.
 */
const recordWebm = async (page: Page): Promise<Buffer> => {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d');
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm;codecs=vp8' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    let frame = 0;
    const paint = window.setInterval(() => {
      if (!context) return;
      context.fillStyle = `hsl(${(frame++ * 40) % 360} 80% 50%)`;
      context.fillRect(0, 0, 64, 48);
    }, 50);
    const stopped = new Promise((resolve) => { recorder.onstop = resolve; });
    recorder.start(100);
    await new Promise((resolve) => window.setTimeout(resolve, 1500));
    recorder.stop();
    await stopped;
    window.clearInterval(paint);
    return [...new Uint8Array(await new Blob(chunks).arrayBuffer())];
  });
  return Buffer.from(bytes);
};

/** Opens 'Videos' from the admin's menu (opening it first on a phone). */
const openVideos = async (page: Page) => {
  const menuButton = page.getByRole('button', { name: messages.desk.openMenu, exact: true });
  if (await menuButton.isVisible()) await menuButton.click();
  await page.getByRole('navigation', { name: messages.admin.areaNavigation }).getByRole('link', { name: t.title, exact: true }).click();
  await seen(page.getByRole('heading', { name: t.title, level: 1 }));
};

/** The list's row of a video by its name. */
const rowNamed = (page: Page, name: string): Locator =>
  page.getByRole('table', { name: t.title }).getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

describe.skipIf(noBrowser)("the online library's videos ('Videos')", () => {
  const { newPage } = useBrowser();

  afterAll(async () => {
    if (noBrowser) return;
    const token = await adminToken(baseUrl());
    for (const video of await adminVideos(PREFIX)) await callJson(baseUrl(), `/api/videos/${video.video_id}`, { method: 'DELETE', token });
  });

  it('uploads a video that then plays for the socia, hides it from her, and deletes it (desktop)', async () => {
    const name = `${PREFIX} ${Date.now().toString(36)}`;
    const { page } = await newPage('desktop');
    await signInAtDoor(page, team.admin, '/admin');
    await openVideos(page);
    await seen(page.getByRole('table', { name: t.title }));
    await expectAccessible(page, '/admin/videos (desktop)');

    await page.getByRole('button', { name: t.create, exact: true }).click();
    const panel = await seen(dialogNamed(page, t.newTitle));
    await fieldNamed(panel, t.name).fill(name);
    await panel.getByLabel(`${t.uploadVideo} (${t.file})`, { exact: true }).setInputFiles({ name: 'clase.webm', mimeType: 'video/webm', buffer: await recordWebm(page) });
    await seen(panel.getByLabel(t.videoPreview));
    await seen(panel.getByText('clase.webm', { exact: true }));
    await panel.locator('input[type="file"][accept^="image/"]').setInputFiles({ name: 'portada.png', mimeType: 'image/png', buffer: PNG });
    await seen(panel.getByRole('img', { name: fill(messages.adminKit.previewAlt, { label: t.thumbnail }) }));
    // A recording carries no duration in its header: the owner types it.
    await fieldNamed(panel, t.minutes).fill('1');
    await fieldNamed(panel, t.seconds).fill('30');
    await panel.getByRole('combobox', { name: t.instructor }).selectOption({ index: 1 });
    await panel.getByRole('combobox', { name: t.classType }).selectOption({ index: 1 });
    await panel.getByRole('list', { name: t.tags }).getByRole('checkbox').first().check();
    await expect.poll(() => panel.getByRole('checkbox', { name: t.publishedField }).isChecked()).toBe(true);
    await expectAccessible(page, "'Nuevo video' (desktop)");
    await panel.getByRole('button', { name: messages.adminKit.save, exact: true }).click();
    await successAlert(page, t.created);

    const [stored] = await adminVideos(name);
    expect(stored).toMatchObject({ name, duration: 90, published: true, url: null, file: { type: 'video/webm' } });
    expect(stored?.file?.src).toMatch(/\/media\/[^/]+\.webm$/);
    expect(stored?.thumbnail).toMatch(/\/media\/[^/]+\.png$/);
    expect(stored?.tags).toHaveLength(1);
    const row = rowNamed(page, name);
    await seen(row.getByText('1:30', { exact: true }));
    await seen(row.getByText(t.published, { exact: true }));

    // The socia plays it.
    const socia = await newPage('desktop');
    const videoPage = `/mystudio/video/${stored?.video_id}`;
    await signInAs(socia.page, { email: demo.socia, password: demo.password }, videoPage);
    await seen(socia.page.getByRole('heading', { level: 1, name }));
    const player = socia.page.locator('video');
    await seen(player);
    expect(await player.getAttribute('aria-label')).toBe(fill(messages.videos.playerTitle, { name }));
    await player.evaluate((video: HTMLVideoElement) => {
      video.muted = true;
      return video.play();
    });
    await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await player.evaluate((video: HTMLVideoElement) => ({ ready: video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA, error: video.error?.code ?? null })))
      .toEqual({ ready: true, error: null });

    // Hidden, it is not found for her.
    await row.getByRole('button', { name: t.hide, exact: true }).click();
    await successAlert(page, t.hiddenNotice);
    await seen(row.getByText(t.hidden, { exact: true }));
    await socia.page.reload();
    await seen(socia.page.getByText(messages.videos.notFound, { exact: true }));
    await expect.poll(() => socia.page.locator('video').count()).toBe(0);

    // Deleted after 'Precaución', which says what goes with it.
    await row.getByRole('button', { name: c.remove, exact: true }).click();
    const confirm = await seen(dialogNamed(page, messages.common.confirmTitle));
    await seen(confirm.getByText(fill(t.deleteConfirm, { name }), { exact: true }));
    await confirm.getByRole('button', { name: c.remove, exact: true }).click();
    await successAlert(page, t.deleted);
    await expect.poll(async () => (await adminVideos(name)).length).toBe(0);
  });

  it('shows a card a video and the panel on a phone, both accessible (mobile)', async () => {
    const { page } = await newPage('mobile');
    await signInAtDoor(page, team.admin, '/admin');
    await openVideos(page);
    const cards = await seen(page.getByRole('list', { name: t.title }));
    await seen(cards.getByRole('button', { name: c.edit, exact: true }).first());
    await expectAccessible(page, '/admin/videos (mobile)');
    await cards.getByRole('button', { name: c.edit, exact: true }).first().click();
    const panel = await seen(dialogNamed(page, t.editTitle));
    await seen(panel.getByRole('radio', { name: t.sourceUrl }));
    await seen(panel.getByRole('list', { name: t.tags }));
    await expectAccessible(page, "'Editar video' (mobile)");
    await panel.getByRole('button', { name: messages.desk.cancel, exact: true }).click();
    await expect.poll(() => dialogNamed(page, t.editTitle).count()).toBe(0);
  });
});
