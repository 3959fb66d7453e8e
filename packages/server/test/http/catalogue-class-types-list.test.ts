import { beforeAll, describe, expect, it } from 'vitest';
import {
  ClassTypeDetailsResponse, ClassTypeListResponse, CustomSpotMapsResponse, fill, messages, REQUEST_ERRORS,
} from '@estudio/core';
import { rowCounts } from './support/db-inspect.js';
import { signInDemo, type Tokens } from './support/catalogue-crud.js';
import { onEachDatabase } from './support/harness.js';

/** A grid's spots: labels row by row, '' marks an unselectable aisle. */
const spots = (...labels: string[]) => labels.map((label) => ({ label, selectable: label !== '' }));
const text = messages.deskClassTypes;

/**
 * GET /class_types for /admin ('Tipos de clase', issue 15) and a class
 * type's own custom spot map saved with it: with query, page or per_page,
 * one page of a search by name and the total, each row with its map;
 * without them, the public answer as it was. A grid sent with the class
 * type is written in the same transaction, or nothing is.
 */
onEachDatabase('catalogue: the admin list of class types and their spot maps', (h) => {
  let tokens: Tokens;
  const mark = `Cq${Date.now().toString(36)}`;
  const list = async (search: string) => {
    const answer = await h().request('GET', `/api/class_types${search}`);
    expect(answer.status, answer.text).toBe(200);
    return ClassTypeListResponse.parse(answer.body);
  };
  const mapsOf = async (typeId: number) =>
    CustomSpotMapsResponse.parse((await h().request('GET', `/api/custom_spot_maps?class_type_id=${typeId}`)).body).custom_spot_maps;
  const create = async (body: object) => {
    const answer = await h().request('POST', '/api/class_types', { token: tokens.admin, body });
    expect(answer.status, answer.text).toBe(201);
    return answer.body.class_type.class_type_id as number;
  };

  beforeAll(async () => {
    tokens = await signInDemo(h());
    await create({ name: `Ráfaga ${mark}`, spot_map: '4,5' });
    await create({ name: `Barra ${mark}` });
    await create({ name: `Ciclo ${mark}`, custom_spot_map: { rows: 1, columns: 3, spots: spots('A', '', 'B') } });
  });

  it('answers the whole list by id and no total when nothing is asked (the public site)', async () => {
    const answer = await h().request('GET', '/api/class_types');
    expect(Object.keys(answer.body)).toEqual(['class_types']);
    const rows = ClassTypeDetailsResponse.parse(answer.body).class_types;
    expect(rows.map((row) => row.class_type_id)).toEqual(rows.map((row) => row.class_type_id).sort((a, b) => a - b));
    expect(answer.body.class_types.every((row: object) => !('custom_spot_map' in row))).toBe(true);
  });

  it('searches the name ignoring case and accents, pages it, and gives each row its map', async () => {
    const found = await list(`?query=${mark.toLowerCase()}`);
    expect(found.class_types.map((row) => row.name)).toEqual([`Barra ${mark}`, `Ciclo ${mark}`, `Ráfaga ${mark}`]);
    expect(found.total).toBe(3);
    const [barra, ciclo, rafaga] = found.class_types;
    expect(barra?.custom_spot_map).toBeNull();
    expect(rafaga?.spot_map).toBe('4,5');
    expect(ciclo?.custom_spot_map).toMatchObject({ rows: 1, columns: 3, class_type_ids: [ciclo?.class_type_id] });
    expect(JSON.parse(ciclo?.custom_spot_map?.spots ?? '[]')).toEqual(spots('A', '', 'B'));
    expect((await list(`?query=${encodeURIComponent(`rafaga ${mark}`)}`)).class_types).toHaveLength(1);
    const second = await list(`?query=${mark}&per_page=2&page=2`);
    expect(second.class_types.map((row) => row.name)).toEqual([`Ráfaga ${mark}`]);
    expect(second.total).toBe(3);
  });

  it.each(['?page=0', '?per_page=101', `?query=${'x'.repeat(200)}`])('refuses %s (400)', async (search) => {
    const answer = await h().request('GET', `/api/class_types${search}`);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(REQUEST_ERRORS.invalidQuery.code);
  });

  describe("a class type's own grid", () => {
    it('is created with it, replaced in place by a new grid, and removed by null', async () => {
      const id = await create({ name: `Reformer ${mark}`, custom_spot_map: { rows: 1, columns: 2, spots: spots('1', '2') } });
      const [first] = await mapsOf(id);
      expect(first).toMatchObject({ rows: 1, columns: 2, class_type_ids: [id], name: `Reformer ${mark}` });
      const grid = { rows: 2, columns: 2, spots: spots(' R1 ', '', 'R2', 'Coach').map((s, i) => (i === 3 ? { ...s, selectable: false } : s)) };
      const put = await h().request('PUT', `/api/class_types/${id}`, { token: tokens.admin, body: { custom_spot_map: grid } });
      expect(put.status, put.text).toBe(200);
      const after = await mapsOf(id);
      expect(after.map((map) => map.custom_spot_map_id)).toEqual([first?.custom_spot_map_id]);
      expect(JSON.parse(after[0]?.spots ?? '[]')).toEqual([
        { label: 'R1', selectable: true }, { label: '', selectable: false }, { label: 'R2', selectable: true }, { label: 'Coach', selectable: false },
      ]);
      const untouched = await h().request('PUT', `/api/class_types/${id}`, { token: tokens.admin, body: { icon: 'reformer' } });
      expect(untouched.status).toBe(200);
      expect(await mapsOf(id)).toEqual(after);
      const removed = await h().request('PUT', `/api/class_types/${id}`, { token: tokens.admin, body: { custom_spot_map: null, spot_map: '3' } });
      expect(removed.status).toBe(200);
      expect(await mapsOf(id)).toEqual([]);
      expect(removed.body.class_type.spot_map).toBe('3');
    });

    it('takes the type off a map it shared, which the other type keeps', async () => {
      const mine = await create({ name: `Propio ${mark}` });
      const other = await create({ name: `Ajeno ${mark}` });
      const shared = await h().request('POST', '/api/custom_spot_maps', {
        token: tokens.admin,
        body: { name: 'Salón', rows: 1, columns: 1, spots: JSON.stringify(spots('S')), class_type_ids: [mine, other] },
      });
      expect(shared.status, shared.text).toBe(201);
      const put = await h().request('PUT', `/api/class_types/${mine}`, {
        token: tokens.admin, body: { custom_spot_map: { rows: 1, columns: 2, spots: spots('M1', 'M2') } },
      });
      expect(put.status, put.text).toBe(200);
      const maps = await mapsOf(mine);
      expect(maps).toHaveLength(1);
      expect(maps[0]?.custom_spot_map_id).not.toBe(shared.body.custom_spot_map.custom_spot_map_id);
      expect((await mapsOf(other)).map((map) => [map.custom_spot_map_id, map.class_type_ids])).toEqual([
        [shared.body.custom_spot_map.custom_spot_map_id, [other]],
      ]);
    });

    it.each([
      [{ rows: 1, columns: 2, spots: spots('A', ' A') }, fill(text.duplicateLabel, { label: 'A' })],
      [{ rows: 1, columns: 2, spots: spots('', '') }, text.noSelectable],
      [{ rows: 1, columns: 2, spots: [{ label: ' ', selectable: true }, { label: 'B', selectable: true }] }, fill(text.blankLabel, { row: 1, column: 1 })],
      [{ rows: 1, columns: 2, spots: spots('A') }, text.gridCount],
      [{ rows: 31, columns: 1, spots: [] }, text.gridSize],
    ])('refuses a grid that cannot be booked (400, nothing written): %j', async (grid, message) => {
      const before = await rowCounts(h().db, ['class_types', 'custom_spot_maps']);
      const answer = await h().request('POST', '/api/class_types', { token: tokens.admin, body: { name: `Mal ${mark}`, custom_spot_map: grid } });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(message);
      expect(await rowCounts(h().db, ['class_types', 'custom_spot_maps'])).toEqual(before);
    });

    it('writes nothing when the class type is refused after its grid is read (unknown image)', async () => {
      const before = await rowCounts(h().db, ['class_types', 'custom_spot_maps']);
      const answer = await h().request('POST', '/api/class_types', {
        token: tokens.admin, body: { name: `Sin imagen ${mark}`, image_file_id: 987654, custom_spot_map: { rows: 1, columns: 1, spots: spots('1') } },
      });
      expect(answer.status).toBe(404);
      expect(await rowCounts(h().db, ['class_types', 'custom_spot_maps'])).toEqual(before);
    });

    it('is written by an admin only', async () => {
      const answer = await h().request('POST', '/api/class_types', {
        token: tokens.customer, body: { name: `Socia ${mark}`, custom_spot_map: { rows: 1, columns: 1, spots: spots('1') } },
      });
      expect(answer.status).toBe(403);
    });
  });
});
