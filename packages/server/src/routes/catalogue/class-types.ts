import { asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import {
  CATALOGUE_ERRORS, customSpotRoom, savedGrid, type ClassTypeDetail, type ClassTypeRow, type Routes, type SpotGridBody,
} from '@estudio/core';
import type { Db } from '../../db/client.js';
import { runAll } from '../../db/run-all.js';
import {
  availableClasses, classPackageTypes, classTypes, customSpotMaps, files, singleClasses,
} from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';
import { fileRef } from '../customer-view.js';
import { idParam, type Handler } from '../handler.js';
import { folded } from '../shared/folded-search.js';
import { asksForPage, foldedMatch, pageOf } from '../shared/paged-search.js';
import { spotMapView } from './custom-spot-maps.js';
import {
  definedFields, ensureFile, guardReferences, hasFields, idList, listHolds, missingFile, notFound, written,
} from './references.js';

type Row = { type: typeof classTypes.$inferSelect; image: typeof files.$inferSelect | null };

const inUse = () => failure(CATALOGUE_ERRORS.classTypeInUse);

const view = ({ type, image }: Row): ClassTypeDetail => ({
  class_type_id: type.class_type_id,
  name: type.name,
  icon: type.icon,
  image: image ? fileRef(image) : null,
  description: type.description,
  spot_map: type.spot_map,
});

const select = (db: Db, where?: SQL) =>
  db.select({ type: classTypes, image: files })
    .from(classTypes)
    .leftJoin(files, eq(files.file_id, classTypes.image_file_id))
    .where(where)
    .orderBy(asc(classTypes.class_type_id));

const findOne = async (db: Db, id: number): Promise<ClassTypeDetail> => {
  const [row] = await select(db, eq(classTypes.class_type_id, id));
  if (!row) throw notFound(CATALOGUE_ERRORS.classTypeNotFound);
  return view(row);
};

/** Classes, packages and credits name a class type; deleting it would change what they mean. */
const isInUse = async (db: Db, id: number): Promise<boolean> => {
  const [byClass, byPackage, byCredit] = await runAll(db, [
    () => db.select({ id: singleClasses.single_class_id }).from(singleClasses).where(eq(singleClasses.class_type_id, id)).limit(1),
    () => db.select({ id: classPackageTypes.class_package_id }).from(classPackageTypes).where(eq(classPackageTypes.class_type_id, id)).limit(1),
    () => db.select({ id: availableClasses.available_class_id }).from(availableClasses)
      .where(or(eq(availableClasses.class_type_id, id), listHolds(availableClasses.class_types, id))).limit(1),
  ] as const);
  return byClass.length + byPackage.length + byCredit.length > 0;
};

/** Spot maps only show where they apply: a deleted class type leaves their lists. */
const unassignSpotMaps = async (db: Db, id: number): Promise<void> => {
  const maps = await db.select().from(customSpotMaps).where(listHolds(customSpotMaps.class_types, id));
  for (const map of maps) {
    const rest = idList(map.class_types).filter((typeId) => typeId !== id);
    await db.update(customSpotMaps)
      .set({ class_types: rest.length ? rest.join(',') : null, class_type_id: rest[0] ?? null })
      .where(eq(customSpotMaps.custom_spot_map_id, map.custom_spot_map_id));
  }
};

type SpotMapRow = typeof customSpotMaps.$inferSelect;

/** The maps assigned to a class type, oldest first (the order customers' rooms read them in). */
const mapsOf = (db: Db, id: number): Promise<SpotMapRow[]> =>
  db.select().from(customSpotMaps)
    .where(or(eq(customSpotMaps.class_type_id, id), listHolds(customSpotMaps.class_types, id)))
    .orderBy(asc(customSpotMaps.custom_spot_map_id));

/** The class type ids of a map: its comma list, plus the single column older rows may carry alone. */
const typeIdsOf = (map: SpotMapRow): number[] => {
  const ids = idList(map.class_types);
  return map.class_type_id === null || ids.includes(map.class_type_id) ? ids : [map.class_type_id, ...ids];
};

/** Both stored shapes of a map's assignment (spec 3): the first class type, and all as a comma list. */
const assignment = (ids: readonly number[]) => ({ class_type_id: ids[0] ?? null, class_types: ids.length ? ids.join(',') : null });

/**
 * Saves a class type's own custom grid in the request's transaction (with
 * the class type): a grid updates the map assigned to this type alone (or
 * creates one) and takes the type off maps it shares with others, so the
 * room customers book on is the one drawn; null takes the type off every
 * map and deletes the maps that were its alone. Other types' maps and
 * reservations (their spots are text) stay as they are.
 */
const saveOwnMap = async (db: Db, id: number, name: string, grid: SpotGridBody | null): Promise<void> => {
  const maps = await mapsOf(db, id);
  const own = grid === null ? undefined : maps.find((map) => typeIdsOf(map).every((typeId) => typeId === id));
  for (const map of maps) {
    if (map === own) continue;
    const rest = typeIdsOf(map).filter((typeId) => typeId !== id);
    if (rest.length === 0) await db.delete(customSpotMaps).where(eq(customSpotMaps.custom_spot_map_id, map.custom_spot_map_id));
    else await db.update(customSpotMaps).set(assignment(rest)).where(eq(customSpotMaps.custom_spot_map_id, map.custom_spot_map_id));
  }
  if (grid === null) return;
  const saved = savedGrid(grid);
  const fields = { rows: saved.rows, columns: saved.columns, spots: JSON.stringify(saved.spots), ...assignment([id]) };
  if (own) await db.update(customSpotMaps).set(fields).where(eq(customSpotMaps.custom_spot_map_id, own.custom_spot_map_id));
  else await db.insert(customSpotMaps).values({ name, ...fields });
};

/** Each class type's room-drawing map: the first usable map assigned to it, as customers book on it. */
const ownMaps = async (db: Db, ids: readonly number[]): Promise<Map<number, SpotMapRow>> => {
  const found = new Map<number, SpotMapRow>();
  if (ids.length === 0) return found;
  const maps = await db.select().from(customSpotMaps)
    .where(or(inArray(customSpotMaps.class_type_id, [...ids]), ...ids.map((id) => listHolds(customSpotMaps.class_types, id))))
    .orderBy(asc(customSpotMaps.custom_spot_map_id));
  for (const map of maps) {
    if (customSpotRoom(map) === null) continue;
    for (const typeId of typeIdsOf(map)) if (ids.includes(typeId) && !found.has(typeId)) found.set(typeId, map);
  }
  return found;
};

/**
 * GET /class_types. Without query, page or per_page: every class type by
 * id, as the public site has always read them. With any of them (/admin,
 * 'Tipos de clase'): one page of the search by name (folded, then id), each
 * with its custom map (or null), and the total over all pages.
 */
const list: Handler<Routes['classTypesList']> = async ({ db, query }) => {
  if (!asksForPage(query)) return { class_types: (await select(db)).map(view) };
  const where = foldedMatch(query.query, classTypes.name);
  const { rows, total } = await pageOf(db, {
    from: classTypes, where, query,
    rows: ({ limit, offset }) =>
      db.select({ type: classTypes, image: files }).from(classTypes)
        .leftJoin(files, eq(files.file_id, classTypes.image_file_id))
        .where(where).orderBy(folded(classTypes.name), asc(classTypes.class_type_id)).limit(limit).offset(offset),
  });
  const maps = await ownMaps(db, rows.map((row) => row.type.class_type_id));
  const withMaps = rows.map((row): ClassTypeRow => {
    const map = maps.get(row.type.class_type_id);
    return { ...view(row), custom_spot_map: map ? spotMapView(map) : null };
  });
  return { class_types: withMaps, total };
};

const one: Handler<Routes['classTypeOne']> = async (ctx) => ({ class_type: await findOne(ctx.db, idParam(ctx)) });

const create: Handler<Routes['classTypeCreate']> = async ({ db, body }) => {
  const { custom_spot_map: grid, ...fields } = body;
  await ensureFile(db, fields.image_file_id);
  const { id } = written(await guardReferences(missingFile, () =>
    db.insert(classTypes).values(fields).returning({ id: classTypes.class_type_id })));
  if (grid) await saveOwnMap(db, id, fields.name, grid);
  return { class_type: await findOne(db, id) };
};

const update: Handler<Routes['classTypeUpdate']> = async (ctx) => {
  const id = idParam(ctx);
  const { custom_spot_map: grid, ...body } = ctx.body;
  const fields = definedFields(body);
  const before = await findOne(ctx.db, id);
  await ensureFile(ctx.db, fields.image_file_id);
  if (hasFields(fields)) {
    await guardReferences(missingFile, () => ctx.db.update(classTypes).set(fields).where(eq(classTypes.class_type_id, id)));
  }
  if (grid !== undefined) await saveOwnMap(ctx.db, id, fields.name ?? before.name, grid);
  return { class_type: await findOne(ctx.db, id) };
};

const remove: Handler<Routes['classTypeDelete']> = async (ctx) => {
  const classType = await findOne(ctx.db, idParam(ctx));
  if (await isInUse(ctx.db, classType.class_type_id)) throw inUse();
  await unassignSpotMaps(ctx.db, classType.class_type_id);
  await guardReferences(inUse, () => ctx.db.delete(classTypes).where(eq(classTypes.class_type_id, classType.class_type_id)));
  return { class_type: classType };
};

/** The class types of spec 7, Catalogue. */
export const classTypeHandlers = {
  classTypesList: list,
  classTypeOne: one,
  classTypeCreate: create,
  classTypeUpdate: update,
  classTypeDelete: remove,
};
