import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import {
  BOOT_ELEMENT_ID, SETTINGS, answerKey, calendarStart, endpoints, weekOf, weekOfDate, weekQuery,
  type BootData, type ScheduleDay, type Week, type WeekQuery,
} from '@estudio/core';
import { announcements, settings } from '../../src/db/schema/index.js';
import type { Db } from '../../src/db/client.js';
import { onEachDatabase, testClock, type Harness } from './support/harness.js';

const dist = mkdtempSync(join(tmpdir(), 'estudio-web-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), [
  '<!doctype html>',
  '<html lang="es-MX">',
  '  <head>',
  '    <meta charset="UTF-8" />',
  '    <title>Estudio</title>',
  '    <meta name="description" content="por defecto" />',
  '    <link rel="icon" href="/favicon.svg" />',
  '    <script type="module" crossorigin src="/assets/app-3f9a1c.js"></script>',
  '  </head>',
  '  <body><div id="root"></div></body>',
  '</html>',
].join('\n'));
writeFileSync(join(dist, 'assets', 'app-3f9a1c.js'), 'console.log("app");');
writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const setSetting = async (db: Db, key: string, value: string | null) => {
  await db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
};

const web = (h: Harness) => h.withApp({ webDist: dist });

/** Runs `work`, then gives the settings `keys` back the values they had before it (a key without a row loses it again). */
const keepingSettings = async (db: Db, keys: readonly string[], work: () => Promise<void>): Promise<void> => {
  const saved = await db.select().from(settings).where(inArray(settings.key, [...keys]));
  try {
    await work();
  } finally {
    await db.delete(settings).where(inArray(settings.key, [...keys]));
    if (saved.length > 0) await db.insert(settings).values(saved);
  }
};

onEachDatabase('the web app on the same origin', (h) => {
  it('serves built files, with an immutable cache for hashed assets', async () => {
    const asset = await web(h()).request('GET', '/assets/app-3f9a1c.js');
    expect(asset.status).toBe(200);
    expect(asset.text).toBe('console.log("app");');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const robots = await web(h()).request('GET', '/robots.txt');
    expect(robots.text).toBe('User-agent: *');
    expect(robots.headers.get('cache-control')).toBeNull();
    expect((await web(h()).request('GET', '/assets/missing-123.js')).status).toBe(404);
  });

  it('answers every other GET outside /api with index.html (SPA fallback)', async () => {
    for (const path of ['/', '/mystudio', '/recuperar/nueva?token=abc', '/admin/clientes/3']) {
      const page = await web(h()).request('GET', path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(page.text).toContain('<div id="root"></div>');
    }
    const api = await web(h()).request('GET', '/api/nothing');
    expect(api.status).toBe(404);
    expect(api.body).toEqual(expect.objectContaining({ code: 'not-found' }));
  });

  it("injects the studio's title, description, favicon, theme colour and Open Graph tags, escaped", async () => {
    await setSetting(h().db, 'page_title', 'Estudio "Luz" & <Sombra>');
    await setSetting(h().db, 'tagline', 'Clases de barre y yoga');
    await setSetting(h().db, 'favicon', '/uploads/favicon.png');
    await setSetting(h().db, 'social_image', 'https://cdn.example.com/og.jpg');
    await setSetting(h().db, 'primary', '#aa3366');
    const { text } = await web(h()).request('GET', '/clases');
    expect(text).toContain('<title>Estudio &quot;Luz&quot; &amp; &lt;Sombra&gt;</title>');
    expect(text).not.toContain('<title>Estudio</title>');
    expect(text).toContain('<meta name="description" content="Clases de barre y yoga" />');
    expect(text).not.toContain('por defecto');
    expect(text).toContain('<link rel="icon" href="http://localhost/uploads/favicon.png" />');
    expect(text).not.toContain('/favicon.svg');
    expect(text).toContain('<meta name="theme-color" content="#aa3366" />');
    expect(text).toContain('<meta property="og:title" content="Estudio &quot;Luz&quot; &amp; &lt;Sombra&gt;" />');
    expect(text).toContain('<meta property="og:description" content="Clases de barre y yoga" />');
    expect(text).toContain('<meta property="og:image" content="https://cdn.example.com/og.jpg" />');
    expect(text).toContain('<script type="module" crossorigin src="/assets/app-3f9a1c.js"></script>');
  });

  it('falls back to business_name for the title and never links a javascript: URL', async () => {
    await setSetting(h().db, 'page_title', '');
    await setSetting(h().db, 'favicon', 'javascript:alert(1)');
    const { text } = await web(h()).request('GET', '/');
    expect(text).toContain('<title>Estudio Demo</title>');
    expect(text).not.toContain('javascript:');
  });

  /** The page's icon links, the data: one decoded. */
  const iconsOf = (html: string): string[] =>
    [...html.matchAll(/<link rel="icon" href="([^"]*)" \/>/g)].map((match) => {
      const href = (match[1] ?? '').replace(/&amp;/g, '&');
      return href.startsWith('data:image/svg+xml,') ? decodeURIComponent(href.slice('data:image/svg+xml,'.length)) : href;
    });

  it('draws the icon of a studio without a favicon from its initial and primary colour, so no /favicon.ico is asked for', async () => {
    const icons = async () => iconsOf((await web(h()).request('GET', '/')).text);
    await keepingSettings(h().db, ['favicon', 'business_name', 'primary'], async () => {
      await setSetting(h().db, 'favicon', '');
      await setSetting(h().db, 'business_name', 'ñandú <Estudio>');
      await setSetting(h().db, 'primary', '#7a1f5c');
      const [svg, ...more] = await icons();
      expect(more).toEqual([]);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).toContain('<rect width="64" height="64" rx="14" fill="#7a1f5c"/>');
      expect(svg).toContain('fill="#ffffff">Ñ</text></svg>');
      // A light primary gets dark letters; an unreadable one the default colour, never markup.
      await setSetting(h().db, 'primary', '#f7f3ee');
      expect((await icons())[0]).toContain('fill="#000000">Ñ</text>');
      await setSetting(h().db, 'primary', 'red"/><script>');
      expect((await icons())[0]).toContain(`fill="${SETTINGS.primary.default}"`);
      expect((await icons())[0]).not.toContain('<script>');
      // Every colour the site takes (core's readColor) is the icon's too: 4 and 8 digits with their alpha.
      for (const primary of ['#7a1f5ccc', '#a15c']) {
        await setSetting(h().db, 'primary', primary);
        expect((await icons())[0]).toContain(`<rect width="64" height="64" rx="14" fill="${primary}"/>`);
      }
      // The studio's own favicon replaces it; one that is not a web address does not.
      await setSetting(h().db, 'favicon', 'javascript:alert(1)');
      expect((await icons())[0]).toMatch(/^<svg /);
      await setSetting(h().db, 'favicon', '/uploads/icono.png');
      expect(await icons()).toEqual(['http://localhost/uploads/icono.png']);
    });
  });

  it('puts custom CSS last in <head>, unable to close its <style> element', async () => {
    await setSetting(h().db, 'custom_css', '.hero > h1 { color: red; }</style><script>alert(1)</script><!--');
    const { text } = await web(h()).request('GET', '/');
    const style = /<style id="studio-custom-css" nonce="[^"]+">([\s\S]*?)<\/style>\s*<\/head>/.exec(text);
    expect(style?.[1]).toBe('.hero > h1 { color: red; }<\\/style><script>alert(1)<\\/script><\\!--');
    expect(text).not.toContain('<script>alert(1)</script>');
    expect(text.match(/<\/style>/g)).toHaveLength(1);
  });

  it('serves nothing but the API when there is no build', async () => {
    const apiOnly = h().withApp({ webDist: join(dist, 'no-such-dir') });
    expect((await apiOnly.request('GET', '/')).status).toBe(404);
    expect((await apiOnly.request('GET', '/api/health')).status).toBe(200);
  });

  const bootOf = (html: string): BootData => {
    const match = new RegExp(`<script id="${BOOT_ELEMENT_ID}" type="application/json">([\\s\\S]*?)</script>`).exec(html);
    if (!match?.[1]) throw new Error('no boot data in the page');
    return JSON.parse(match[1]) as BootData;
  };

  it('embeds the parsed configuration and the answers of the public reads of the landing page', async () => {
    const page = await web(h()).request('GET', '/');
    const boot = bootOf(page.text);
    expect(boot.config.appearance.businessName).toBe('Estudio Demo');
    expect(Object.keys(boot.answers).sort()).toEqual(['/announcements', '/class_packages', '/class_types', '/instructors/home/all', '/pages']);
    for (const path of Object.keys(boot.answers)) {
      expect(boot.answers[path], path).toEqual((await h().request('GET', `/api${path}`)).body);
    }
  });

  it('embeds only the chrome\'s reads on other pages, and never a caller\'s own data', async () => {
    const boot = bootOf((await web(h()).request('GET', '/mystudio')).text);
    expect(Object.keys(boot.answers)).toEqual(['/pages']);
  });

  /** The weeks a page embeds (its schedule reads with a range), in the order the server read them. */
  const weeksOf = (boot: BootData, prefix: string) => Object.keys(boot.answers).filter((key) => key.startsWith(`${prefix}?`) && key.includes('start_date='));
  /** Where the browser's calendar opens on those weeks (core's rule, at the page's now). */
  const openedOn = (boot: BootData, keyOf: (range: WeekQuery) => string) =>
    calendarStart(boot.now ?? Number.NaN, boot.config.rules.timezone, (range) => {
      const answer = boot.answers[keyOf(range)] as { days: ScheduleDay[] } | undefined;
      return answer?.days.flatMap((day) => day.classes);
    });

  it("embeds the weeks /calendario opens on, each the API's own answer, at the server's now, with the location filter", async () => {
    const boot = bootOf((await web(h()).request('GET', '/calendario')).text);
    expect(boot.now).toBe(h().clock.now());
    expect(boot.answers['/locations']).toEqual((await h().request('GET', '/api/locations')).body);
    const zone = boot.config.rules.timezone;
    const keyOf = (range: WeekQuery) => answerKey(endpoints.scheduleList, undefined, range);
    const weeks = weeksOf(boot, '/single_class');
    // From the week holding now to the one the calendar settles on (the demo has classes ahead within a few weeks).
    expect(weeks[0]).toBe(keyOf(weekQuery(weekOf(h().clock.now(), zone) as Week, zone)));
    const opened = openedOn(boot, keyOf);
    expect(opened?.autoAdvance).toBe(false);
    expect(weeks.at(-1)).toBe(keyOf(weekQuery(weekOfDate(opened?.weekStart ?? '') as Week, zone)));
    for (const key of weeks) expect(boot.answers[key], key).toEqual((await h().request('GET', `/api${key}`)).body);
  });

  it('walks no further than 8 weeks ahead for a studio with no class coming', async () => {
    const later = h().withApp({ webDist: dist, clock: testClock(h().clock.now() + 5 * 365 * 24 * 3_600_000) });
    const boot = bootOf((await later.request('GET', '/calendario')).text);
    const weeks = weeksOf(boot, '/single_class');
    expect(weeks).toHaveLength(9);
    for (const key of weeks) expect((boot.answers[key] as { days: ScheduleDay[] }).days.flatMap((day) => day.classes)).toEqual([]);
    const opened = openedOn(boot, (range) => answerKey(endpoints.scheduleList, undefined, range));
    expect(opened).toMatchObject({ autoAdvance: false });
    expect(weeks.at(-1)).toContain(encodeURIComponent(weekQuery(weekOfDate(opened?.weekStart ?? '') as Week, boot.config.rules.timezone).start_date));
  });

  it("embeds a coach's weeks on her pages and a class type's on its page, as their calendars read them", async () => {
    const coach = bootOf((await web(h()).request('GET', '/coach/1')).text);
    const coachWeeks = weeksOf(coach, '/single_class/instructor/1');
    expect(coachWeeks.length).toBeGreaterThan(0);
    expect(openedOn(coach, (range) => answerKey(endpoints.scheduleByInstructor, { id: 1 }, range))?.autoAdvance).toBe(false);
    for (const key of coachWeeks) expect(coach.answers[key], key).toEqual((await h().request('GET', `/api${key}`)).body);

    const classType = bootOf((await web(h()).request('GET', '/class_type/1')).text);
    const typeWeeks = weeksOf(classType, '/single_class');
    expect(typeWeeks.length).toBeGreaterThan(0);
    for (const key of typeWeeks) {
      expect(key).toContain('class_type_id=1');
      expect(classType.answers[key], key).toEqual((await h().request('GET', `/api${key}`)).body);
    }
  });

  it('gives a page without a calendar no now, and a missing coach no weeks', async () => {
    expect(bootOf((await web(h()).request('GET', '/')).text).now).toBeUndefined();
    const missing = bootOf((await web(h()).request('GET', '/coach/999999')).text);
    expect(weeksOf(missing, '/single_class/instructor/999999')).toEqual([]);
  });

  it("guesses the screen of a rendered page from the request (phones first), says the page varies with it, and leaves the browser's own pages without a guess", async () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
    const linux = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
    const guess = async (path: string, headers: Record<string, string>) => {
      const page = await web(h()).request('GET', path, { headers });
      return { wide: bootOf(page.text).wide, vary: page.headers.get('vary') };
    };
    expect(await guess('/calendario', { 'user-agent': iphone })).toEqual({ wide: false, vary: 'Accept-Encoding, Sec-CH-UA-Mobile, User-Agent' });
    expect((await guess('/calendario', { 'user-agent': linux })).wide).toBe(true);
    // The client hint, when the browser sends it, wins over the user agent.
    expect((await guess('/', { 'user-agent': linux, 'sec-ch-ua-mobile': '?1' })).wide).toBe(false);
    expect((await guess('/', { 'user-agent': iphone, 'sec-ch-ua-mobile': '?0' })).wide).toBe(true);
    expect((await guess('/', {})).wide).toBe(false);
    expect(await guess('/admin', { 'user-agent': linux })).toEqual({ wide: undefined, vary: 'Accept-Encoding' });
  });

  it('escapes the embedded data so a text cannot close the script element', async () => {
    await h().db.insert(announcements).values({ title: 'Aviso </script><script>alert(1)</script>', content: '<b>hola</b>' });
    const page = await web(h()).request('GET', '/');
    expect(page.text).not.toContain('</script><script>alert(1)');
    const titles = (bootOf(page.text).answers['/announcements'] as { announcements: { title: string }[] }).announcements.map((a) => a.title);
    expect(titles).toContain('Aviso </script><script>alert(1)</script>');
  });
});
