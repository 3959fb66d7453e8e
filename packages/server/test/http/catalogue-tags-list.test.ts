import { beforeAll, expect, it } from 'vitest';
import { REQUEST_ERRORS, TagListResponse, TagsResponse } from '@estudio/core';
import { signInDemo, type Tokens } from './support/catalogue-crud.js';
import { onEachDatabase } from './support/harness.js';

/**
 * GET /tags for /admin ('Etiquetas', issue 15): with query, page or
 * per_page, one page of a search by name (case and accents ignored) and the
 * total; without them, the public answer as it was (`type` still filters).
 */
onEachDatabase('catalogue: the admin list of tags', (h) => {
  let tokens: Tokens;
  const mark = `Zq${Date.now().toString(36)}`;
  const list = async (search: string) => {
    const answer = await h().request('GET', `/api/tags${search}`);
    expect(answer.status, answer.text).toBe(200);
    return TagListResponse.parse(answer.body);
  };

  beforeAll(async () => {
    tokens = await signInDemo(h());
    for (const [name, type] of [[`Énfasis ${mark}`, 'video'], [`Fuerza ${mark}`, null], [`Glúteo ${mark}`, 'video']] as const) {
      const created = await h().request('POST', '/api/tags', { token: tokens.admin, body: { name, color: '#C2185B', type } });
      expect(created.status, created.text).toBe(201);
    }
  });

  it('answers the whole list by id and no total when nothing is asked (the public site)', async () => {
    const answer = await h().request('GET', '/api/tags');
    expect(Object.keys(answer.body)).toEqual(['tags']);
    const ids = TagsResponse.parse(answer.body).tags.map((tag) => tag.tag_id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('searches the name, ignoring case and accents, and keeps the type filter', async () => {
    const found = await list(`?query=${encodeURIComponent(mark.toUpperCase())}`);
    expect(found.tags.map((tag) => tag.name)).toEqual([`Énfasis ${mark}`, `Fuerza ${mark}`, `Glúteo ${mark}`]);
    expect(found.total).toBe(3);
    expect(found.tags[0]?.color).toBe('#C2185B');
    const accent = await list(`?query=${encodeURIComponent(`gluteo ${mark}`)}`);
    expect(accent.tags.map((tag) => tag.name)).toEqual([`Glúteo ${mark}`]);
    const videos = await list(`?query=${mark}&type=video`);
    expect(videos.tags.map((tag) => tag.name)).toEqual([`Énfasis ${mark}`, `Glúteo ${mark}`]);
    expect(videos.total).toBe(2);
    expect((await list('?query=%25_nada%25')).total).toBe(0);
  });

  it('pages a search, with the total over all pages', async () => {
    const first = await list(`?query=${mark}&per_page=2`);
    const second = await list(`?query=${mark}&per_page=2&page=2`);
    expect(first.tags).toHaveLength(2);
    expect(second.tags).toHaveLength(1);
    expect([first.total, second.total]).toEqual([3, 3]);
    expect((await list(`?query=${mark}&per_page=2&page=3`)).tags).toEqual([]);
    const all = await list('?page=1&per_page=100');
    expect(all.total).toBe((await list('')).tags.length);
  });

  it.each(['?page=0', '?page=uno', '?per_page=0', '?per_page=101', `?query=${'x'.repeat(200)}`])('refuses %s (400)', async (search) => {
    const answer = await h().request('GET', `/api/tags${search}`);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(REQUEST_ERRORS.invalidQuery.code);
  });
});
