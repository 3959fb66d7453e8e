/**
 * The online video library against the real server (spec 2 'Online videos
 * screen', '/mystudio/video/{id}'; spec 4 and 8 'Videos'): a customer with
 * online access browses and filters the library, favourites a video, opens
 * it, marks it complete; on a phone she folds the filters; the nueva, with
 * no online membership, reads the no-membership text. Each journey with
 * writes makes its own customer, so the socia's seeded favourites stay.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '@estudio/core';
import { atPath, seen } from './support/app.js';
import { demo } from './support/api.js';
import { signInAs } from './support/booking-page.js';
import { baseUrl, expectAccessible, noBrowser, useBrowser } from './support/browser.js';
import { newViewer, standInPlayer, videosOf } from './support/videos.js';

const m = messages.videos;
const LIBRARY = '/mystudio/online';

describe.skipIf(noBrowser)('the online video library', () => {
  const { newPage } = useBrowser();

  it('browses, filters, favourites, opens and completes a video (desktop)', async () => {
    const customer = await newViewer(baseUrl());
    const { page } = await newPage('desktop');
    await standInPlayer(page);
    await signInAs(page, customer);
    await (await seen(page.getByRole('navigation', { name: 'Navegación de tu cuenta' }).getByRole('link', { name: 'Online' }))).click();
    await atPath(page, LIBRARY);
    await seen(page.getByRole('heading', { level: 1, name: 'Estudio Demo Online' }));
    const grid = page.getByRole('list', { name: m.gridLabel });
    await seen(grid);
    const all = await videosOf(baseUrl(), customer);
    expect(all.total).toBe(48);
    const newest = all.videos[0];
    if (!newest) throw new Error('no videos');
    await seen(page.getByRole('region', { name: m.featured }).getByRole('link', { name: newest.name }));
    await expect.poll(() => grid.getByRole('listitem').count()).toBe(31);
    await seen(page.getByRole('navigation', { name: messages.reservations.pagerLabel }));
    await expectAccessible(page, '/mystudio/online (desktop)');

    const filters = page.getByRole('region', { name: m.filtersTitle });
    const coach = filters.getByRole('combobox', { name: m.coach });
    const [, firstCoach] = await coach.locator('option').allTextContents();
    await coach.selectOption({ label: firstCoach ?? '' });
    await page.waitForURL(/instructor_id=\d+/);
    const coachId = new URL(page.url()).searchParams.get('instructor_id');
    const byCoach = await videosOf(baseUrl(), customer, `instructor_id=${coachId}`);
    await expect.poll(async () => (await page.getByRole('main').getByRole('heading', { level: 3 }).count())).toBe(byCoach.videos.length);
    await filters.getByRole('button', { name: m.clearFilters }).click();
    await page.waitForURL((url) => url.search === '');
    await filters.getByRole('searchbox', { name: m.searchLabel }).fill('tabata');
    await page.waitForURL(/query=tabata/);
    const tabata = await videosOf(baseUrl(), customer, 'query=tabata');
    expect(tabata.total).toBeGreaterThan(0);
    await expect.poll(async () => (await page.getByRole('main').getByRole('heading', { level: 3 }).allTextContents()).sort()).toEqual(tabata.videos.map((v) => v.name).sort());
    await expectAccessible(page, '/mystudio/online filtered (desktop)');
    await filters.getByRole('button', { name: m.clearFilters }).click();

    const featured = page.getByRole('region', { name: m.featured });
    await seen(featured.getByRole('link', { name: newest.name }));
    await featured.getByRole('button', { name: `${m.addFavorite}: ${newest.name}` }).click();
    await seen(page.getByText(m.favoriteAdded));
    await seen(featured.getByRole('button', { name: `${m.removeFavorite}: ${newest.name}` }));
    expect((await videosOf(baseUrl(), customer, 'favorites=true')).videos.map((v) => v.video_id)).toEqual([newest.video_id]);
    await page.getByRole('button', { name: m.showFavorites }).click();
    await seen(page.getByText('Estás viendo: Tus clases Favoritas'));
    await seen(page.getByRole('region', { name: m.featured }).getByRole('link', { name: newest.name }));
    await expectAccessible(page, '/mystudio/online favourites (desktop)');

    await page.getByRole('region', { name: m.featured }).getByRole('link', { name: newest.name }).click();
    await atPath(page, `/mystudio/video/${newest.video_id}`);
    await seen(page.getByRole('heading', { level: 1, name: newest.name }));
    await seen(page.getByText(m.duration, { exact: true }));
    const player = page.locator(`iframe[title="Reproductor de ${newest.name}"]`);
    await seen(player);
    const box = await player.boundingBox();
    expect(Math.abs((box?.height ?? 0) - 800 * 0.75)).toBeLessThanOrEqual(2);
    const complete = page.getByRole('button', { name: m.completedBadge, exact: true });
    await complete.click();
    await expect.poll(() => complete.getAttribute('aria-pressed')).toBe('true');
    await seen(page.getByText(m.completedNotice));
    expect((await videosOf(baseUrl(), customer, 'completed=true')).videos.map((v) => v.video_id)).toEqual([newest.video_id]);
    await expectAccessible(page, '/mystudio/video/{id} (desktop)');

    await page.goto('/mystudio/video/999999');
    await seen(page.getByText(m.notFound));
  });

  it('folds the filters behind a toggle on a phone (mobile)', async () => {
    const customer = await newViewer(baseUrl());
    const { page } = await newPage('mobile');
    await signInAs(page, customer, LIBRARY);
    await seen(page.getByRole('list', { name: m.gridLabel }));
    const toggle = page.getByRole('button', { name: m.toggleFilters });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.getByRole('searchbox', { name: m.searchLabel }).isVisible()).toBe(false);
    await toggle.click();
    await seen(page.getByRole('searchbox', { name: m.searchLabel }));
    await expectAccessible(page, '/mystudio/online with the filters open (mobile)');
  });

  it('reads the no-membership text to a customer without online access (nueva, mobile)', async () => {
    const { page } = await newPage('mobile');
    await signInAs(page, { email: demo.nueva, password: demo.password }, LIBRARY);
    await seen(page.getByText(m.noMembership));
    expect(await page.getByRole('link', { name: m.buyMembership }).getAttribute('href')).toBe('/mystudio/paquetes');
    await expectAccessible(page, '/mystudio/online without a membership (mobile)');
  });
});
