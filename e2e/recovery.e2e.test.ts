/** Password recovery at /recuperar, and the signed-out /mystudio gate (spec 2). */
import { describe, expect, it } from 'vitest';
import { demo } from './support/api.js';
import type { Locator, Page } from 'playwright-core';
import { atPath, authForm, seen, signInWith } from './support/app.js';
import { expectAccessible, noBrowser, useBrowser } from './support/browser.js';

const RECOVERY_SENT = 'Te hemos enviado un correo para reestablecer tu contraseña.';
const GATE_WAIT_MS = 30_000;

describe.skipIf(noBrowser)('password recovery', () => {
  const { newPage } = useBrowser();

  it('sends the recovery e-mail from /recuperar', async () => {
    const { page } = await newPage('mobile');
    await page.goto('/recuperar');
    const form = await seen(authForm(page));
    const email = form.locator('input[type="email"]');
    expect(await email.count()).toBe(1);
    await seen(page.getByRole('main').locator('a[href^="/entrar"], a[href^="/login"]'));
    await expectAccessible(page, '/recuperar (mobile)');

    await email.fill(demo.nueva);
    await form.getByRole('button', { name: 'Recuperar' }).click();
    await seen(page.getByText(RECOVERY_SENT));
    await expectAccessible(page, '/recuperar after sending');
  });
});

describe.skipIf(noBrowser)('the /mystudio gate', () => {
  const { newPage } = useBrowser();

  /** The loading screen of the gate, and the way out it offers after 30 s. */
  const gateOf = (page: Page) => page.locator('[aria-busy="true"]').filter({ hasText: 'Accediendo' });
  const signInLink = (gate: Locator) => gate.locator('a[href^="/entrar"]');

  /**
   * Moves the page's clock to just before 30 s (no link yet), then on a
   * second at a time until the link shows. The gate's code loads lazily
   * behind an identical 'Accediendo' screen, so its timer starts a moment
   * after the screen first shows: a second of real time lets it start
   * before the clock jumps.
   */
  const passThirtySeconds = async (page: Page, gate: Locator) => {
    await page.waitForTimeout(1_000);
    await page.clock.fastForward(GATE_WAIT_MS - 2_000);
    expect(await signInLink(gate).count()).toBe(0);
    for (let waited = 0; waited < 5_000 && (await signInLink(gate).count()) === 0; waited += 1_000) {
      await page.clock.fastForward(1_000);
      await page.waitForTimeout(100);
    }
    return seen(signInLink(gate));
  };

  it("shows a signed-out visitor 'Accediendo', and after 30 s a link to /entrar (spec 2, Member area)", async () => {
    const { page } = await newPage('desktop');
    await page.clock.install();
    await page.goto('/mystudio');
    const gate = await seen(gateOf(page));
    expect(await signInLink(gate).count()).toBe(0);
    const link = await passThirtySeconds(page, gate);
    const path = new URL(page.url()).pathname;
    expect(path, `a signed-out visitor of /mystudio was sent to ${path} instead of staying on the 'Accediendo' screen`).toBe('/mystudio');
    await expectAccessible(page, '/mystudio signed out');

    await link.click();
    await atPath(page, '/entrar');
    await seen(authForm(page));
  });

  it('offers the link to /entrar when a signed-in profile never loads (mobile)', async () => {
    const { page } = await newPage('mobile');
    await page.goto('/entrar');
    await signInWith(page, demo.nueva, demo.password);
    await atPath(page, '/mystudio');

    // The profile call hangs (a server that never answers): the gate must not wait forever.
    await page.route('**/api/customer', () => undefined);
    await page.clock.install();
    await page.reload();
    const gate = await seen(gateOf(page));
    expect(await signInLink(gate).count()).toBe(0);
    await passThirtySeconds(page, gate);
    await expectAccessible(page, '/mystudio gate after 30 s (mobile)');
  });
});
