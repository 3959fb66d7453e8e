import { beforeAll, expect, it } from 'vitest';
import { AnnouncementListResponse, REQUEST_ERRORS } from '@estudio/core';
import { signInDemo, type Tokens } from './support/catalogue-crud.js';
import { onEachDatabase } from './support/harness.js';

/**
 * GET /announcements for /admin ('Avisos', issue 15): with query, page or
 * per_page, one page of a search by title (case and accents ignored),
 * newest first, and the total; without them, /avisos's answer as it was.
 */
onEachDatabase('content: the admin list of announcements', (h) => {
  let tokens: Tokens;
  const mark = `Zq${Date.now().toString(36)}`;
  const list = async (search: string) => {
    const answer = await h().request('GET', `/api/announcements${search}`);
    expect(answer.status, answer.text).toBe(200);
    return AnnouncementListResponse.parse(answer.body);
  };

  beforeAll(async () => {
    tokens = await signInDemo(h());
    for (const title of [`Año nuevo ${mark}`, `Posada ${mark}`, `Día de muertos ${mark}`]) {
      const created = await h().request('POST', '/api/announcements', { token: tokens.admin, body: { title, content: '<p>Hola</p>' } });
      expect(created.status, created.text).toBe(201);
    }
  });

  it('answers every announcement, newest first, and no total when nothing is asked (/avisos)', async () => {
    const answer = await h().request('GET', '/api/announcements');
    expect(Object.keys(answer.body)).toEqual(['announcements']);
    const dates = AnnouncementListResponse.parse(answer.body).announcements.map((row) => row.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('searches the title, ignoring case and accents, newest first, and pages it with the total', async () => {
    const found = await list(`?query=${encodeURIComponent(mark.toUpperCase())}`);
    expect(found.announcements.map((row) => row.title)).toEqual([`Día de muertos ${mark}`, `Posada ${mark}`, `Año nuevo ${mark}`]);
    expect(found.total).toBe(3);
    expect((await list(`?query=${encodeURIComponent(`dia de MUERTOS ${mark}`)}`)).announcements).toHaveLength(1);
    const second = await list(`?query=${mark}&per_page=2&page=2`);
    expect(second.announcements.map((row) => row.title)).toEqual([`Año nuevo ${mark}`]);
    expect(second.total).toBe(3);
  });

  it.each(['?page=0', '?per_page=101'])('refuses %s (400)', async (search) => {
    const answer = await h().request('GET', `/api/announcements${search}`);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(REQUEST_ERRORS.invalidQuery.code);
  });
});
