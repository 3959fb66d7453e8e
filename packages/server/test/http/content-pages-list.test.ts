import { beforeAll, expect, it } from 'vitest';
import { PageListResponse, REQUEST_ERRORS } from '@estudio/core';
import { signInDemo, type Tokens } from './support/catalogue-crud.js';
import { onEachDatabase } from './support/harness.js';

/**
 * GET /pages for /admin ('Páginas', issue 15): with query, page or
 * per_page, one page of a search by title or slug (case and accents
 * ignored), by id, and the total; without them, the footer's answer as it was.
 */
onEachDatabase('content: the admin list of pages', (h) => {
  let tokens: Tokens;
  const mark = `zq${Date.now().toString(36)}`;
  const list = async (search: string) => {
    const answer = await h().request('GET', `/api/pages${search}`);
    expect(answer.status, answer.text).toBe(200);
    return PageListResponse.parse(answer.body);
  };

  beforeAll(async () => {
    tokens = await signInDemo(h());
    for (const [title, slug] of [[`Política ${mark}`, `politica-${mark}`], ['Reglamento', `reglas-${mark}`], [`Ayuda ${mark}`, `ayuda-${mark}`]]) {
      const created = await h().request('POST', '/api/pages', { token: tokens.admin, body: { title, slug, content: '<p>Texto</p>' } });
      expect(created.status, created.text).toBe(201);
    }
  });

  it('answers every page by id and no total when nothing is asked (the footer)', async () => {
    const answer = await h().request('GET', '/api/pages');
    expect(Object.keys(answer.body)).toEqual(['pages']);
    const ids = PageListResponse.parse(answer.body).pages.map((row) => row.page_id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('searches title and slug, ignoring case and accents, by id, and pages it with the total', async () => {
    const found = await list(`?query=${mark.toUpperCase()}`);
    expect(found.pages.map((row) => row.title)).toEqual([`Política ${mark}`, 'Reglamento', `Ayuda ${mark}`]);
    expect(found.total).toBe(3);
    expect((await list(`?query=${encodeURIComponent(`POLITICA ${mark}`)}`)).pages.map((row) => row.slug)).toEqual([`politica-${mark}`]);
    const second = await list(`?query=${mark}&per_page=2&page=2`);
    expect(second.pages.map((row) => row.title)).toEqual([`Ayuda ${mark}`]);
    expect(second.total).toBe(3);
  });

  it.each(['?page=0', '?per_page=101'])('refuses %s (400)', async (search) => {
    const answer = await h().request('GET', `/api/pages${search}`);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(REQUEST_ERRORS.invalidQuery.code);
  });
});
