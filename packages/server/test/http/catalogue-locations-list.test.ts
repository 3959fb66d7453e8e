import { beforeAll, expect, it } from 'vitest';
import { LocationListResponse, LocationsResponse, REQUEST_ERRORS } from '@estudio/core';
import { signInDemo, type Tokens } from './support/catalogue-crud.js';
import { onEachDatabase } from './support/harness.js';

/**
 * GET /locations for /admin ('Ubicaciones', issue 15): with query, page or
 * per_page, one page of a search by name or address (case and accents
 * ignored) and the total; without them, the public answer as it was.
 */
onEachDatabase('catalogue: the admin list of locations', (h) => {
  let tokens: Tokens;
  const tag = `Zq${Date.now().toString(36)}`;
  const list = async (search: string) => {
    const answer = await h().request('GET', `/api/locations${search}`);
    expect(answer.status, answer.text).toBe(200);
    return LocationListResponse.parse(answer.body);
  };

  beforeAll(async () => {
    tokens = await signInDemo(h());
    for (const [name, address] of [[`Árbol ${tag}`, 'Centro'], [`Bosque ${tag}`, null], ['Cumbre', `Calle ${tag} 5`]] as const) {
      const created = await h().request('POST', '/api/locations', { token: tokens.admin, body: { name, address } });
      expect(created.status, created.text).toBe(201);
    }
  });

  it('answers the whole list by id and no total when nothing is asked (the public site)', async () => {
    const answer = await h().request('GET', '/api/locations');
    expect(Object.keys(answer.body)).toEqual(['locations']);
    const ids = LocationsResponse.parse(answer.body).locations.map((location) => location.location_id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('searches the name and the address, ignoring case and accents', async () => {
    const found = await list(`?query=${encodeURIComponent(tag.toUpperCase())}`);
    expect(found.locations.map((location) => location.name)).toEqual([`Árbol ${tag}`, `Bosque ${tag}`, 'Cumbre']);
    expect(found.total).toBe(3);
    const accent = await list(`?query=${encodeURIComponent(`arbol ${tag}`)}`);
    expect(accent.locations.map((location) => location.name)).toEqual([`Árbol ${tag}`]);
    expect((await list('?query=%25_nada%25')).total).toBe(0);
  });

  it('pages a search, with the total over all pages', async () => {
    const first = await list(`?query=${tag}&per_page=2`);
    const second = await list(`?query=${tag}&per_page=2&page=2`);
    expect(first.locations).toHaveLength(2);
    expect(second.locations).toHaveLength(1);
    expect([first.total, second.total]).toEqual([3, 3]);
    expect((await list(`?query=${tag}&per_page=2&page=3`)).locations).toEqual([]);
    const all = await list('?page=1');
    expect(all.total).toBe((await list('')).locations.length);
  });

  it.each(['?page=0', '?page=uno', '?per_page=0', '?per_page=101', `?query=${'x'.repeat(200)}`])('refuses %s (400)', async (search) => {
    const answer = await h().request('GET', `/api/locations${search}`);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(REQUEST_ERRORS.invalidQuery.code);
  });
});
