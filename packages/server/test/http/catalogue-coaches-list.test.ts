import { beforeAll, expect, it } from 'vitest';
import { InstructorListResponse, REQUEST_ERRORS } from '@estudio/core';
import { signInDemo, type Tokens } from './support/catalogue-crud.js';
import { onEachDatabase } from './support/harness.js';

/**
 * GET /instructors for /admin ('Coaches', issue 15): with query, page or
 * per_page, one page of a search by name, last name or nick name (case and
 * accents ignored) in the landing's order, and the total; without them, the
 * public answer as it was.
 */
onEachDatabase('catalogue: the admin list of coaches', (h) => {
  let tokens: Tokens;
  const mark = `Zq${Date.now().toString(36)}`;
  const list = async (search: string) => {
    const answer = await h().request('GET', `/api/instructors${search}`);
    expect(answer.status, answer.text).toBe(200);
    return InstructorListResponse.parse(answer.body);
  };

  beforeAll(async () => {
    tokens = await signInDemo(h());
    const coaches = [
      { name: 'Renée', last_name: mark, order: 3 },
      { name: 'Paco', last_name: 'Gómez', nick_name: `El Búho ${mark}`, order: 1 },
      { name: 'Inés', last_name: mark, order: 2, on_home: false },
    ];
    for (const body of coaches) {
      const created = await h().request('POST', '/api/instructors', { token: tokens.admin, body });
      expect(created.status, created.text).toBe(201);
    }
  });

  it('answers every coach in the landing order and no total when nothing is asked (the public site)', async () => {
    const answer = await h().request('GET', '/api/instructors');
    expect(Object.keys(answer.body)).toEqual(['instructors']);
    const { instructors } = InstructorListResponse.parse(answer.body);
    const orders = instructors.map((coach) => coach.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('searches name, last name and nick name, ignoring case and accents, in the landing order', async () => {
    const found = await list(`?query=${encodeURIComponent(mark.toLowerCase())}`);
    expect(found.instructors.map((coach) => coach.name)).toEqual(['Paco', 'Inés', 'Renée']);
    expect(found.total).toBe(3);
    expect(found.instructors[1]?.on_home).toBe(false);
    const accent = await list(`?query=${encodeURIComponent(`el buho ${mark}`)}`);
    expect(accent.instructors.map((coach) => coach.name)).toEqual(['Paco']);
    const byName = await list(`?query=${encodeURIComponent('RENEE')}`);
    expect(byName.instructors.some((coach) => coach.name === 'Renée')).toBe(true);
  });

  it('pages a search, with the total over all pages', async () => {
    const first = await list(`?query=${mark}&per_page=2`);
    const second = await list(`?query=${mark}&per_page=2&page=2`);
    expect(first.instructors.map((coach) => coach.name)).toEqual(['Paco', 'Inés']);
    expect(second.instructors.map((coach) => coach.name)).toEqual(['Renée']);
    expect([first.total, second.total]).toEqual([3, 3]);
    const all = await list('?page=1&per_page=100');
    expect(all.total).toBe((await list('')).instructors.length);
  });

  it.each(['?page=0', '?per_page=101', `?query=${'x'.repeat(200)}`])('refuses %s (400)', async (search) => {
    const answer = await h().request('GET', `/api/instructors${search}`);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(REQUEST_ERRORS.invalidQuery.code);
  });

  it('keeps a bad birthdate out with a Spanish message (400), nothing written', async () => {
    const before = (await list('')).instructors.length;
    const answer = await h().request('POST', '/api/instructors', { token: tokens.admin, body: { name: 'Mal', birthdate: '1990-02-31' } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('Ingresa una fecha válida.');
    expect((await list('')).instructors).toHaveLength(before);
  });
});
