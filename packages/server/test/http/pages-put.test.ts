import { beforeAll, expect, it } from 'vitest';
import { messages, PageResponse, PagesResponse, type Page } from '@estudio/core';
import { expectNotFound, signInDemo, type Tokens } from './support/catalogue-crud.js';
import { rowCounts } from './support/db-inspect.js';
import { onEachDatabase, type Harness } from './support/harness.js';

const TABLES = ['pages', 'accepted_pages'];

const allPages = async (h: Harness): Promise<Page[]> => PagesResponse.parse((await h.request('GET', '/api/pages')).body).pages;

/** Sends a PUT /pages that must be refused with `status` and `code`, and checks that no page changed. */
const expectRefused = async (h: Harness, token: string | undefined, body: unknown, status: number, code: string) => {
  const [before, counts] = [await allPages(h), await rowCounts(h.db, TABLES)];
  const answer = await h.request('PUT', '/api/pages', { token, body });
  expect(answer.status, `${JSON.stringify(body)}: ${answer.text}`).toBe(status);
  expect(answer.body.code).toBe(code);
  expect(typeof answer.body.message).toBe('string');
  expect(await allPages(h)).toEqual(before);
  expect(await rowCounts(h.db, TABLES)).toEqual(counts);
  return answer;
};

onEachDatabase('PUT /pages with the page fields (spec 7, Content)', (h) => {
  let tokens: Tokens;
  let page: Page;
  beforeAll(async () => {
    tokens = await signInDemo(h());
    const created = await h().request('POST', '/api/pages', { token: tokens.admin, body: { slug: 'reglamento-sala', title: 'Reglamento' } });
    page = PageResponse.parse(created.body).page;
  });

  it('updates the page its page_id names, only the fields given, its HTML sanitised', async () => {
    const answer = await h().request('PUT', '/api/pages', {
      token: tokens.admin,
      body: { page_id: page.page_id, title: 'Reglamento de sala', content: '<p>Llega 10 minutos antes.</p><script>x()</script>', required: true },
    });
    expect(answer.status, answer.text).toBe(200);
    const updated = PageResponse.parse(answer.body).page;
    expect(updated).toEqual({
      page_id: page.page_id, slug: 'reglamento-sala', title: 'Reglamento de sala', content: '<p>Llega 10 minutos antes.</p>', required: true,
    });
    expect((await h().request('GET', '/api/pages/reglamento-sala')).body.page).toEqual(updated);
    // The same as PUT /pages/:id: both write one page the same way.
    const byPath = await h().request('PUT', `/api/pages/${page.page_id}`, { token: tokens.admin, body: { slug: 'reglamento-de-sala' } });
    expect(byPath.status, byPath.text).toBe(200);
    const byBody = await h().request('PUT', '/api/pages', { token: tokens.admin, body: { page_id: page.page_id, slug: 'reglamento-sala' } });
    expect(PageResponse.parse(byPath.body).page).toEqual({ ...updated, slug: 'reglamento-de-sala' });
    expect(PageResponse.parse(byBody.body).page).toEqual(updated);
    // Naming only the page changes nothing.
    expect((await h().request('PUT', '/api/pages', { token: tokens.admin, body: { page_id: page.page_id } })).body.page).toEqual(updated);
  });

  it("refuses anyone but an admin, a missing or malformed page_id, invalid fields, an unknown page and another page's slug, writing nothing", async () => {
    const body = { page_id: page.page_id, title: 'Otro título' };
    await expectRefused(h(), undefined, body, 401, 'auth/missing-token');
    await expectRefused(h(), tokens.customer, body, 403, 'auth/forbidden');
    for (const invalid of [{ title: 'Sin página' }, { page_id: 'uno', title: 'T' }, { page_id: 0 }, { page_id: 1.5 }, { page_id: 3_000_000_000 },
      { page_id: page.page_id, slug: 'Con Espacios' }, { page_id: page.page_id, title: '' }, { page_id: page.page_id, required: 'sí' }]) {
      const answer = await expectRefused(h(), tokens.admin, invalid, 400, 'validation/invalid-body');
      expect(answer.body.message).toMatch(/^Revisa /);
    }
    const reserved = await expectRefused(h(), tokens.admin, { page_id: page.page_id, slug: 'avisos' }, 400, 'validation/invalid-body');
    expect(reserved.text).toContain(messages.admin.pageSlugReserved);
    expectNotFound(await expectRefused(h(), tokens.admin, { page_id: 987_654, title: 'X' }, 404, 'page/not-found'), 'page/not-found');
    const other = (await allPages(h())).find((one) => one.page_id !== page.page_id);
    if (!other) throw new Error('The demo has no other page');
    const taken = await expectRefused(h(), tokens.admin, { page_id: page.page_id, slug: other.slug }, 409, 'page/slug-taken');
    expect(taken.body).toEqual({ code: 'page/slug-taken', message: messages.admin.pageSlugTaken });
  });
});
