/** A visitor opens the demo studio's landing page (spec 2, Public routes; Navigation and chrome). */
import { describe, expect, it } from 'vitest';
import { expectAccessible, noBrowser, useBrowser, type ViewportKind } from './support/browser.js';
import { seen } from './support/app.js';

const VIEWPORT_KINDS: ViewportKind[] = ['desktop', 'mobile'];

describe.skipIf(noBrowser)('the landing page of the demo studio', () => {
  const { newPage } = useBrowser();

  for (const kind of VIEWPORT_KINDS) {
    it(`shows the studio, its navbar, footer and WhatsApp button (${kind})`, async () => {
      const { page } = await newPage(kind);
      await page.goto('/');

      await seen(page.getByRole('img', { name: 'Estudio Demo' }).or(page.getByText('Estudio Demo')));
      await expect.poll(() => page.title()).toMatch(/Estudio Demo/);

      const navbar = await seen(page.getByRole('navigation'));
      expect(await navbar.locator('a[href="/entrar"]').count()).toBeGreaterThan(0);

      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      for (const heading of ['CONTACTO', 'UBICACIÓN', 'INFORMACIÓN']) {
        await seen(footer.getByText(heading, { exact: true }));
      }
      await seen(footer.getByText(/Powered by/));
      await seen(footer.getByRole('link', { name: 'Avisos' }));

      const whatsapp = page.locator('a[href*="wa.me/52"]');
      expect(await whatsapp.count()).toBeGreaterThan(0);
      await seen(whatsapp);
      for (const href of await whatsapp.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
        expect(href).toMatch(/^https:\/\/wa\.me\/52\d{8,}/);
      }

      await expectAccessible(page, `/ (${kind})`);
    });
  }
});
