/**
 * The budget as a phone meets it: what Chromium actually downloads when it
 * opens `/` of the demo studio, until the landing has painted and the network
 * is idle. The static measurement (budget.test.ts) follows the build's import
 * graph; this one also catches a module the page pulls in at run time (a
 * dynamic import on load, a library fetched by the first request).
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN_MARKERS, ROUTE_BUDGETS, TARGET_KB, kb } from '../scripts/budget.mjs';
import { baseUrl, noBrowser, useBrowser } from './support/browser.js';
import { seen } from './support/app.js';

interface Loaded {
  readonly url: string;
  readonly gzip: number;
  readonly text: string;
}

describe.skipIf(noBrowser)('the first load of / in Chromium', () => {
  const { newPage } = useBrowser();

  const openLanding = async (path = '/') => {
    const { page } = await newPage('mobile');
    const scripts: Promise<Loaded>[] = [];
    const apiCalls: string[] = [];
    const origin = new URL(baseUrl()).origin;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && url.pathname.startsWith('/api/')) apiCalls.push(`${request.method()} ${url.pathname}`);
    });
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || !response.url().startsWith(origin)) return;
      scripts.push(
        response.body().then((body) => ({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length, text: body.toString('utf8') })),
      );
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await seen(page.getByRole('contentinfo'));
    return { loaded: await Promise.all(scripts), apiCalls };
  };

  it(`downloads at most ${TARGET_KB} KB of gzipped JavaScript, none of it Firebase or Stripe`, async () => {
    const { loaded } = await openLanding();
    const total = loaded.reduce((sum, script) => sum + script.gzip, 0);
    const report = loaded
      .map((script) => `  ${kb(script.gzip).padStart(6)} KB  ${new URL(script.url).pathname}`)
      .join('\n');
    console.info(`[first load] / downloads ${kb(total)} KB of gzipped JavaScript in ${loaded.length} scripts\n${report}`);
    expect(loaded.length).toBeGreaterThan(0);
    expect(total, `/ downloads ${kb(total)} KB gzipped:\n${report}`).toBeLessThanOrEqual(TARGET_KB * 1024);
    const vendors = loaded.flatMap((script) =>
      FORBIDDEN_MARKERS.filter(({ marker }) => script.text.includes(marker)).map(({ vendor }) => `${vendor} in ${script.url}`),
    );
    expect(vendors).toEqual([]);
  });

  it(`opens /calendario within ${ROUTE_BUDGETS['/calendario'].kb} KB in at most ${ROUTE_BUDGETS['/calendario'].files} files, its week from the page, without calling the API`, async () => {
    const { loaded, apiCalls } = await openLanding('/calendario');
    const total = loaded.reduce((sum, script) => sum + script.gzip, 0);
    const report = loaded.map((script) => `  ${kb(script.gzip).padStart(6)} KB  ${new URL(script.url).pathname}`).join('\n');
    console.info(`[first load] /calendario downloads ${kb(total)} KB of gzipped JavaScript in ${loaded.length} scripts\n${report}`);
    expect(total, `/calendario downloads ${kb(total)} KB gzipped:\n${report}`).toBeLessThanOrEqual(ROUTE_BUDGETS['/calendario'].kb * 1024);
    expect(loaded.length).toBeLessThanOrEqual(ROUTE_BUDGETS['/calendario'].files);
    expect(apiCalls).toEqual([]);
  });

  it('paints the landing from the data embedded in the page, without calling the API', async () => {
    const { apiCalls } = await openLanding();
    expect(apiCalls).toEqual([]);
  });
});
