import { asc, eq, or, type SQL } from 'drizzle-orm';
import { CATALOGUE_ERRORS, type ClassTypeDetail, type Routes } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { runAll } from '../../db/run-all.js';
import {
  availableClasses, classPackageTypes, classTypes, customSpotMaps, files, singleClasses,
} from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';
import { fileRef } from '../customer-view.js';
import { idParam, type Handler } from '../handler.js';
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

const list: Handler<Routes['classTypesList']> = async ({ db }) => ({ class_types: (await select(db)).map(view) });

const one: Handler<Routes['classTypeOne']> = async (ctx) => ({ class_type: await findOne(ctx.db, idParam(ctx)) });

const create: Handler<Routes['classTypeCreate']> = async ({ db, body }) => {
  await ensureFile(db, body.image_file_id);
  const { id } = written(await guardReferences(missingFile, () =>
    db.insert(classTypes).values(body).returning({ id: classTypes.class_type_id })));
  return { class_type: await findOne(db, id) };
};

const update: Handler<Routes['classTypeUpdate']> = async (ctx) => {
  const id = idParam(ctx);
  const fields = definedFields(ctx.body);
  await findOne(ctx.db, id);
  await ensureFile(ctx.db, fields.image_file_id);
  if (hasFields(fields)) {
    await guardReferences(missingFile, () => ctx.db.update(classTypes).set(fields).where(eq(classTypes.class_type_id, id)));
  }
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
