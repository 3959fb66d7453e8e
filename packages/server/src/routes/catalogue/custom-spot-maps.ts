import { asc, eq, or } from 'drizzle-orm';
import type { CustomSpotMap, Routes } from '@estudio/core';
import { CATALOGUE_ERRORS } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { customSpotMaps as maps } from '../../db/schema/index.js';
import { idParam, type Handler } from '../handler.js';
import {
  definedFields, ensureClassTypes, guardReferences, hasFields, idList, listHolds, missingClassType, notFound, written,
} from './references.js';

type Row = typeof maps.$inferSelect;

/** The class types a map applies to: its comma list, plus the single column older rows may carry alone. */
const classTypeIdsOf = (row: Row): number[] => {
  const ids = idList(row.class_types);
  return row.class_type_id === null || ids.includes(row.class_type_id) ? ids : [row.class_type_id, ...ids];
};

/** A stored map as the API answers it (also in /admin's class type list). */
export const spotMapView = (row: Row): CustomSpotMap => ({
  custom_spot_map_id: row.custom_spot_map_id,
  name: row.name,
  rows: row.rows,
  columns: row.columns,
  spots: row.spots,
  class_type_id: row.class_type_id,
  class_types: row.class_types,
  class_type_ids: classTypeIdsOf(row),
});

/** Both stored shapes of an assignment (spec 3): the first class type, and all as a comma list. */
const assignment = (ids: readonly number[]) => {
  const unique = [...new Set(ids)];
  return { class_type_id: unique[0] ?? null, class_types: unique.length ? unique.join(',') : null };
};

const findRow = async (db: Db, id: number): Promise<Row> => {
  const [row] = await db.select().from(maps).where(eq(maps.custom_spot_map_id, id));
  if (!row) throw notFound(CATALOGUE_ERRORS.customSpotMapNotFound);
  return row;
};

const list: Handler<Routes['customSpotMapsList']> = async ({ db, query }) => {
  const typeId = query.class_type_id;
  const rows = await db.select().from(maps)
    .where(typeId === undefined ? undefined : or(eq(maps.class_type_id, typeId), listHolds(maps.class_types, typeId)))
    .orderBy(asc(maps.custom_spot_map_id));
  return { custom_spot_maps: rows.map(spotMapView) };
};

const one: Handler<Routes['customSpotMapOne']> = async (ctx) => ({ custom_spot_map: spotMapView(await findRow(ctx.db, idParam(ctx))) });

const create: Handler<Routes['customSpotMapCreate']> = async ({ db, body }) => {
  const { class_type_ids: typeIds, ...grid } = body;
  await ensureClassTypes(db, typeIds);
  const row = written(await guardReferences(missingClassType, () =>
    db.insert(maps).values({ ...grid, ...assignment(typeIds) }).returning()));
  return { custom_spot_map: spotMapView(row) };
};

const update: Handler<Routes['customSpotMapUpdate']> = async (ctx) => {
  const id = idParam(ctx);
  const { class_type_ids: typeIds, ...grid } = ctx.body;
  await findRow(ctx.db, id);
  if (typeIds) await ensureClassTypes(ctx.db, typeIds);
  const fields = definedFields({ ...grid, ...(typeIds ? assignment(typeIds) : {}) });
  if (!hasFields(fields)) return { custom_spot_map: spotMapView(await findRow(ctx.db, id)) };
  const [row] = await guardReferences(missingClassType, () =>
    ctx.db.update(maps).set(fields).where(eq(maps.custom_spot_map_id, id)).returning());
  return row ? { custom_spot_map: spotMapView(row) } : notFound(CATALOGUE_ERRORS.customSpotMapNotFound);
};

/** Nothing refers to a spot map: reservations keep their spot labels as text. */
const remove: Handler<Routes['customSpotMapDelete']> = async (ctx) => {
  const row = await findRow(ctx.db, idParam(ctx));
  await ctx.db.delete(maps).where(eq(maps.custom_spot_map_id, row.custom_spot_map_id));
  return { custom_spot_map: spotMapView(row) };
};

/** The custom spot maps of spec 7, Catalogue. */
export const customSpotMapHandlers = {
  customSpotMapsList: list,
  customSpotMapOne: one,
  customSpotMapCreate: create,
  customSpotMapUpdate: update,
  customSpotMapDelete: remove,
};
