import { asc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CustomSpotMapsResponse, fill, messages } from '@estudio/core';
import { classTypes } from '../../src/db/schema/index.js';
import { rowCounts } from './support/db-inspect.js';
import { crudSuite, signInDemo, type Tokens } from './support/catalogue-crud.js';
import { onEachDatabase, type Harness } from './support/harness.js';

/** JSON text of `count` spots, every third one not selectable. */
const spots = (count: number): string =>
  JSON.stringify(Array.from({ length: count }, (_, index) => ({ label: String(index + 1), selectable: index % 3 !== 2 })));

const typeIds = async (h: Harness): Promise<number[]> =>
  (await h.db.select({ id: classTypes.class_type_id }).from(classTypes).orderBy(asc(classTypes.class_type_id))).map((row) => row.id);

onEachDatabase('catalogue: custom spot maps', (h) => {
  crudSuite(h, {
    path: '/api/custom_spot_maps', one: 'custom_spot_map', many: 'custom_spot_maps', idKey: 'custom_spot_map_id',
    table: 'custom_spot_maps', notFoundCode: 'custom-spot-map/not-found',
    prepare: async (harness) => {
      const [first, second] = await typeIds(harness);
      return {
        create: { name: 'Salón B', rows: 2, columns: 3, spots: spots(6), class_type_ids: [first, second] },
        created: { name: 'Salón B', rows: 2, columns: 3, spots: spots(6), class_type_id: first, class_types: `${first},${second}`, class_type_ids: [first, second] },
        update: { rows: 1, columns: 4, spots: spots(4), class_type_ids: [second] },
        updated: { name: 'Salón B', rows: 1, columns: 4, spots: spots(4), class_type_id: second, class_types: `${second}`, class_type_ids: [second] },
      };
    },
    invalid: [
      { rows: 2, columns: 2, spots: 'no es json' },
      { rows: 2, columns: 2, spots: spots(3) },
      { rows: 2, columns: 2, spots: JSON.stringify([{ label: 'A' }, { label: 'B' }, { label: 'C' }, { label: 'D' }]) },
      { rows: 2, columns: 2, spots: JSON.stringify({ label: 'A', selectable: true }) },
      { rows: 31, columns: 1, spots: spots(31) },
      { rows: 0, columns: 1, spots: '[]' },
      { rows: 1, columns: 1 },
      { rows: 1, columns: 1, spots: spots(1), class_type_ids: [0] },
    ],
  });

  describe('rules of spot maps', () => {
    let tokens: Tokens;
    beforeAll(async () => {
      tokens = await signInDemo(h());
    });

    it('says how many spots the grid needs, in Spanish', async () => {
      const answer = await h().request('POST', '/api/custom_spot_maps', { token: tokens.admin, body: { rows: 3, columns: 4, spots: spots(10) } });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(`Revisa el campo: spots. ${fill(messages.admin.spotsCount, { count: 12, rows: 3, columns: 4 })}`);
      const json = await h().request('POST', '/api/custom_spot_maps', { token: tokens.admin, body: { rows: 1, columns: 1, spots: '[{' } });
      expect(json.body.message).toBe(`Revisa el campo: spots. ${messages.admin.spotsNotJson}`);
      const shape = await h().request('POST', '/api/custom_spot_maps', { token: tokens.admin, body: { rows: 1, columns: 1, spots: '[{"label":1}]' } });
      expect(shape.body.message).toBe(`Revisa el campo: spots. ${messages.admin.spotsShape}`);
    });

    it('changes rows, columns and spots only together, so the count always holds', async () => {
      const created = await h().request('POST', '/api/custom_spot_maps', { token: tokens.admin, body: { rows: 1, columns: 2, spots: spots(2) } });
      const id = created.body.custom_spot_map.custom_spot_map_id as number;
      const rowsOnly = await h().request('PUT', `/api/custom_spot_maps/${id}`, { token: tokens.admin, body: { rows: 2 } });
      expect(rowsOnly.status).toBe(400);
      expect(rowsOnly.body.message).toBe(`Revisa el campo: spots. ${messages.admin.spotMapGridTogether}`);
      const renamed = await h().request('PUT', `/api/custom_spot_maps/${id}`, { token: tokens.admin, body: { name: 'Sala chica' } });
      expect(renamed.body.custom_spot_map).toMatchObject({ name: 'Sala chica', rows: 1, columns: 2, spots: spots(2) });
    });

    it('lists the maps of one class type, publicly', async () => {
      const [first, second, third] = await typeIds(h());
      const created = await h().request('POST', '/api/custom_spot_maps', {
        token: tokens.admin, body: { rows: 1, columns: 1, spots: spots(1), class_type_ids: [second, third] },
      });
      const id = created.body.custom_spot_map.custom_spot_map_id as number;
      const ofType = async (typeId: number | undefined) =>
        CustomSpotMapsResponse.parse((await h().request('GET', `/api/custom_spot_maps?class_type_id=${typeId}`)).body)
          .custom_spot_maps.map((map) => map.custom_spot_map_id);
      expect(await ofType(third)).toContain(id);
      expect(await ofType(second)).toContain(id);
      expect(await ofType(first)).not.toContain(id);
      const all = CustomSpotMapsResponse.parse((await h().request('GET', '/api/custom_spot_maps')).body).custom_spot_maps;
      expect(all.map((map) => map.custom_spot_map_id)).toContain(id);
      expect((await h().request('GET', '/api/custom_spot_maps?class_type_id=uno')).status).toBe(400);
    });

    it('refuses an unknown class type with 404, writing nothing', async () => {
      const before = await rowCounts(h().db, ['custom_spot_maps']);
      const answer = await h().request('POST', '/api/custom_spot_maps', {
        token: tokens.admin, body: { rows: 1, columns: 1, spots: spots(1), class_type_ids: [987654] },
      });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: 'class-type/not-found', message: messages.admin.classTypeNotFound });
      expect(await rowCounts(h().db, ['custom_spot_maps'])).toEqual(before);
    });
  });
});
