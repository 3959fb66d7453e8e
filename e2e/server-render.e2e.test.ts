/**
 * Issue 18: the public pages come rendered from the server, styled and with
 * their data, and the browser takes them over (hydration) without replacing
 * them. Read first with JavaScript off, as a visitor on a slow phone reads
 * the page before any script has run; then with it on.
 */
import { describe, expect, it } from 'vitest';
import { noBrowser, useBrowser } from './support/browser.js';
import { seen } from './support/app.js';

/** Each public page and the heading it opens with (the demo studio's). */
const PAGES: readonly (readonly [path: string, heading: string | RegExp])[] = [
  ['/', 'Encuentra tu ritmo'],
  ['/paquetes', 'Paquetes'],
  ['/calendario', 'Horarios'],
  ['/avisos', 'Avisos'],
  ['/preguntas-frecuentes', 'Preguntas Frecuentes'],
  ['/ubicacion', 'Ubicación'],
  ['/entrar', 'Inicia sesión'],
  ['/registro', 'Regístrate'],
  ['/recuperar', 'Recuperar contraseña'],
];

describe.skipIf(noBrowser)('public pages rendered on the server', () => {
  const { newPage } = useBrowser();

  it('reads every public page with JavaScript off: its heading, its data and its styles', async () => {
    const { page } = await newPage('mobile', { javaScriptEnabled: false });
    for (const [path, heading] of PAGES) {
      await page.goto(path);
      await expect(page.locator('#root h1').first().textContent(), path).resolves.toMatch(heading);
    }
    // The landing's coaches and the studio's packages come with the page (its embedded answers).
    await page.goto('/');
    await seen(page.getByRole('heading', { name: 'Coaches' }));
    await page.goto('/paquetes');
    const cards = page.getByRole('article');
    expect(await cards.count()).toBeGreaterThan(1);
    // Styled without a script: the screen's own stylesheet came inline with the page.
    expect(await page.locator('main ul').first().evaluate((list) => getComputedStyle(list).display)).toBe('grid');
    // 'Horarios' comes with its week: the week's number and its classes.
    await page.goto('/calendario');
    await seen(page.getByText(/^Semana \d+$/));
    expect(await page.locator('#root article').count()).toBeGreaterThan(0);
  });

  it.each(['mobile', 'desktop'] as const)('opens /calendario on the week it came with: the browser keeps its classes and asks for no week until she moves (%s)', async (kind) => {
    const { page, errors } = await newPage(kind);
    const weekCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/single_class')) weekCalls.push(request.url());
    });
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') (window as { serverCard?: Element | null }).serverCard = document.querySelector('#root article');
      });
    });
    await page.goto('/calendario', { waitUntil: 'networkidle' });
    const kept = await page.evaluate(() => {
      const server = (window as { serverCard?: Element | null }).serverCard;
      return { parsed: server != null, same: server != null && server.isConnected && server === document.querySelector('#root article') };
    });
    expect(kept).toEqual({ parsed: true, same: true });
    expect(weekCalls).toEqual([]);
    expect(errors).toEqual([]);
    // The next week is the browser's to load.
    const shown = await page.getByText(/^Semana \d+$/).first().textContent();
    await page.getByRole('button', { name: kind === 'mobile' ? 'Sig. Semana' : 'Semana siguiente' }).click();
    await expect.poll(() => weekCalls.length).toBe(1);
    await expect.poll(() => page.getByText(/^Semana \d+$/).first().textContent()).not.toBe(shown);
  });

  it('takes each page over without replacing it, with no error, and then navigates in the browser', async () => {
    const { page, errors } = await newPage('desktop');
    // Keeps the heading the parser made, before any module script ran ('interactive' comes first), to compare
    // with the one on screen after hydration: a page the browser rendered itself would have none there.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          (window as { serverHeading?: Element | null }).serverHeading = document.querySelector('#root h1');
        }
      });
    });
    for (const [path, heading] of PAGES) {
      await page.goto(path, { waitUntil: 'networkidle' });
      const kept = await page.evaluate(() => {
        const server = (window as { serverHeading?: Element | null }).serverHeading;
        return { parsed: server?.textContent ?? null, same: server != null && server.isConnected && server === document.querySelector('#root h1') };
      });
      expect(kept.parsed, `${path}: the heading came in the HTML`).toMatch(heading);
      expect(kept.same, `${path}: the server's heading is still the one on screen`).toBe(true);
    }
    expect(errors).toEqual([]);
    // A link now moves inside the app: no new document (the marker on this one survives).
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.evaluate(() => void ((window as { sameDocument?: boolean }).sameDocument = true));
    await page.getByRole('navigation').getByRole('link', { name: 'Paquetes' }).first().click();
    await page.waitForURL('**/paquetes');
    await seen(page.getByRole('article'));
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});
