/**
 * The studio's content (issue 5): a new customer accepts the required terms
 * after signing in (spec 4 'Required pages'); HTML an admin pastes into a
 * page and an announcement never runs a script on /{slug}, /avisos or the
 * landing; and the landing's class types lead to /class_type/{id}.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fill, messages } from '@estudio/core';
import { callJson, type Tokens } from './support/api.js';
import { atPath, seen, signInWith } from './support/app.js';
import { adminToken } from './support/booking.js';
import { dialogNamed } from './support/booking-page.js';
import { baseUrl, expectAccessible, noBrowser, useBrowser } from './support/browser.js';
import { newPerson } from './support/people.js';

const TERMS = 'Términos y Condiciones';
const m = messages.memberArea;

/** Fails with the call and its answer unless the status is the expected one. */
const expectStatus = <T>(what: string, answer: { status: number; body: T }, status: number): T => {
  if (answer.status !== status) throw new Error(`${what} answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

/** A new customer through the API, as a sign-up that ticked nothing: no page accepted. */
const customerWithoutTerms = async () => {
  const person = newPerson();
  const account = expectStatus('POST /api/auth/signup', await callJson<Tokens>(baseUrl(), '/api/auth/signup', { body: { email: person.email, password: person.password } }), 201);
  const body = { name: person.name, last_name: person.lastName, phone: person.phone };
  expectStatus('POST /api/customer/signup', await callJson(baseUrl(), '/api/customer/signup', { body, token: account.token }), 201);
  return { ...person, token: account.token };
};

/** What an admin might paste: scripts, event handlers, a script link, a frame; each would set `window.__pwned` or open a dialog. */
const HOSTILE = [
  '<p>Contenido pegado por el estudio.</p>',
  '<script>window.__pwned = "script"; alert("script")</script>',
  '<img src="/no-existe.png" alt="" onerror="window.__pwned = \'onerror\'; alert(\'onerror\')">',
  '<svg onload="window.__pwned = \'svg\'"><circle r="2"></circle></svg>',
  '<a href="javascript:window.__pwned = \'link\'">enlace</a>',
  '<iframe src="javascript:parent.__pwned = \'frame\'"></iframe>',
].join('');

/** Records every dialog a page opens (an alert() that ran), dismissing it. */
const watchDialogs = (page: Page): string[] => {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
};

/** Proves nothing of the pasted markup ran or stayed: no flag, no handler, no script link or frame in the page. */
const expectNothingRan = async (page: Page, where: string, dialogs: readonly string[]): Promise<void> => {
  const found = await page.evaluate(() => ({
    pwned: (window as { __pwned?: unknown }).__pwned ?? null,
    handlers: document.querySelectorAll('[onerror], [onload], [onclick]').length,
    scriptLinks: document.querySelectorAll('a[href^="javascript:" i]').length,
    frames: document.querySelectorAll('main iframe, main svg[onload]').length,
    inlineScripts: [...document.querySelectorAll('body script')].filter((script) => (script.textContent ?? '').includes('__pwned')).length,
  }));
  expect(found, where).toEqual({ pwned: null, handlers: 0, scriptLinks: 0, frames: 0, inlineScripts: 0 });
  expect(dialogs, where).toEqual([]);
};

describe.skipIf(noBrowser)('the studio content', () => {
  const { newPage } = useBrowser();

  it('asks a new customer to accept the required terms after signing in, in a modal that cannot be closed (mobile)', async () => {
    const customer = await customerWithoutTerms();
    const { page } = await newPage('mobile');
    await page.goto('/entrar');
    await signInWith(page, customer.email, customer.password);
    await atPath(page, '/mystudio');

    const modal = await seen(dialogNamed(page, TERMS));
    expect(await modal.getByRole('button', { name: messages.ui.close }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await seen(dialogNamed(page, TERMS));
    await expectAccessible(page, 'the required-page modal (mobile)');

    await modal.getByRole('button', { name: m.acceptButton, exact: true }).click();
    await seen(modal.getByText(fill(messages.auth.mustAcceptPage, { page: TERMS })));
    await modal.getByRole('checkbox', { name: fill(m.acceptPage, { page: TERMS }) }).check();
    await modal.getByRole('button', { name: m.acceptButton, exact: true }).click();

    await dialogNamed(page, TERMS).waitFor({ state: 'detached' });
    await seen(page.getByRole('heading', { name: messages.schedule.title, level: 1 }));
    expect(new URL(page.url()).pathname).toBe('/mystudio');
    const accepted = await callJson<{ accepted_pages: { page_id: number }[] }>(baseUrl(), '/api/accepted_pages', { token: customer.token });
    const pages = await callJson<{ pages: { page_id: number; title: string; required: boolean }[] }>(baseUrl(), '/api/pages');
    const required = pages.body.pages.filter((p) => p.required).map((p) => p.page_id);
    expect(accepted.body.accepted_pages.map((a) => a.page_id)).toEqual(expect.arrayContaining(required));

    // Signed in again, nothing is asked any more.
    await page.reload();
    await seen(page.getByRole('heading', { name: messages.schedule.title, level: 1 }));
    expect(await dialogNamed(page, TERMS).count()).toBe(0);
  });

  describe('HTML an admin pastes', () => {
    const slug = `prueba-html-${Date.now().toString(36)}`;
    const made: { pageId?: number; announcementId?: number } = {};

    afterAll(async () => {
      // Leave the shared server as it was: the footer and the landing of other journeys must not show these.
      const token = await adminToken(baseUrl());
      if (made.pageId) await callJson(baseUrl(), `/api/pages/${made.pageId}`, { method: 'DELETE', token });
      if (made.announcementId) await callJson(baseUrl(), `/api/announcements/${made.announcementId}`, { method: 'DELETE', token });
    });

    it('never runs on the page, /avisos or the landing, and its markup is gone', async () => {
      const token = await adminToken(baseUrl());
      const page = expectStatus('POST /api/pages', await callJson<{ page: { page_id: number } }>(baseUrl(), '/api/pages', {
        token, body: { slug, title: 'Prueba de HTML', content: HOSTILE },
      }), 201).page;
      made.pageId = page.page_id;
      const announcement = expectStatus('POST /api/announcements', await callJson<{ announcement: { announcement_id: number } }>(baseUrl(), '/api/announcements', {
        token, body: { title: 'Aviso con HTML pegado', content: HOSTILE },
      }), 201).announcement;
      made.announcementId = announcement.announcement_id;

      const { page: tab } = await newPage('desktop');
      const dialogs = watchDialogs(tab);

      await tab.goto(`/${slug}`);
      await seen(tab.getByRole('heading', { name: 'Prueba de HTML', level: 1 }));
      await seen(tab.getByText('Contenido pegado por el estudio.'));
      await seen(tab.getByText('enlace', { exact: true }));
      await expectNothingRan(tab, `/${slug}`, dialogs);
      await expectAccessible(tab, `/${slug} with pasted HTML`);

      await tab.goto('/avisos');
      const card = await seen(tab.getByRole('article').filter({ hasText: 'Aviso con HTML pegado' }));
      await seen(card.getByText('Contenido pegado por el estudio.'));
      await expectNothingRan(tab, '/avisos', dialogs);
      await expectAccessible(tab, '/avisos with pasted HTML');

      await tab.goto('/');
      const avisos = tab.getByRole('region', { name: messages.publicPages.announcementsTitle });
      await avisos.scrollIntoViewIfNeeded();
      await seen(avisos.getByText('Aviso con HTML pegado'));
      await expectNothingRan(tab, '/', dialogs);
    });
  });

  it("leads from the landing's class types to /class_type/{id}: its image, description and upcoming classes", async () => {
    const { page } = await newPage('desktop');
    await page.goto('/');
    const section = page.getByRole('region', { name: messages.publicPages.classTypesTitle });
    await section.scrollIntoViewIfNeeded();
    const link = await seen(section.getByRole('link'));
    const name = (await link.getByRole('heading').textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    await link.click();
    await page.waitForURL((url) => /^\/class_type\/\d+$/.test(url.pathname));

    await seen(page.getByRole('heading', { name, level: 1 }));
    const upcoming = page.getByRole('region', { name: messages.content.classTypeUpcoming });
    const cards = upcoming.getByRole('article');
    await seen(cards);
    for (const text of await cards.allTextContents()) expect(text).toContain(name);
    await expectAccessible(page, `${new URL(page.url()).pathname} (desktop)`);

    await page.goto('/class_type/987654');
    await seen(page.getByRole('heading', { name: messages.content.classTypeNotFoundTitle, level: 1 }));
  });
});
