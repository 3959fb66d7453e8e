import { eq } from 'drizzle-orm';
import { PACKAGE_ERRORS, type Routes } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { classPackages, classPackageTypes, purchases } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';
import { sanitizeOptionalHtml } from '../../http/sanitize-html.js';
import {
  definedFields, ensureClassTypes, ensureFile, guardReferences, hasFields, missingClassType, missingFile, written,
} from '../catalogue/references.js';
import { idParam, type Handler, type HandlerContext } from '../handler.js';
import { adminPackageNotFound, findAnyPackage } from './views.js';

type Body = HandlerContext<Routes['packageCreate']>['body'];
type Fields = Omit<Body, 'class_package_types'>;
type TypeRows = NonNullable<Body['class_package_types']>;

const inUse = () => failure(PACKAGE_ERRORS.inUse);

/** Money travels as numbers and is stored as numeric text with its 2 decimals. */
const moneyText = (value: number): string => value.toFixed(2);

/** The columns of the fields a body names, with its amounts as numeric text and its description's HTML sanitised. */
const columnsOf = ({ price, sale_price, description, ...rest }: Partial<Fields>) => ({
  ...rest,
  ...(description === undefined ? {} : { description: sanitizeOptionalHtml(description) }),
  ...(price === undefined ? {} : { price: moneyText(price) }),
  ...(sale_price === undefined ? {} : { sale_price: sale_price === null ? null : moneyText(sale_price) }),
});

/** Refuses file and class type ids that name nothing (404), before anything is written. */
const checkReferences = async (db: Db, fields: Partial<Fields>, types: TypeRows | undefined): Promise<void> => {
  await ensureFile(db, fields.image_file_id);
  await ensureFile(db, fields.downloadable_file_id);
  await ensureClassTypes(db, (types ?? []).map((type) => type.class_type_id));
};

/** Writes the package's credits per class type, replacing the ones it had. */
const replaceTypes = async (db: Db, id: number, types: TypeRows): Promise<void> => {
  await db.delete(classPackageTypes).where(eq(classPackageTypes.class_package_id, id));
  if (types.length === 0) return;
  await guardReferences(missingClassType, () => db.insert(classPackageTypes).values(types.map((type) => ({
    class_package_id: id, class_type_id: type.class_type_id, class_amount: type.class_amount, expiration_days: type.expiration_days ?? null,
  }))));
};

/** Locks the package row, so its edit and its deletion never interleave with another. */
const lockPackage = async (db: Db, id: number): Promise<void> => {
  const [row] = await db.select({ id: classPackages.class_package_id }).from(classPackages)
    .where(eq(classPackages.class_package_id, id)).for('update');
  if (!row) throw adminPackageNotFound();
};

const create: Handler<Routes['packageCreate']> = async ({ db, body, now }) => {
  const { class_package_types: types, ...fields } = body;
  await checkReferences(db, fields, types);
  const { id } = written(await guardReferences(missingFile, () => db.insert(classPackages)
    .values({ ...columnsOf(definedFields(fields)), title: fields.title, price: moneyText(fields.price), created_at: new Date(now) })
    .returning({ id: classPackages.class_package_id })));
  if (types) await replaceTypes(db, id, types);
  return { class_package: await findAnyPackage(db, id) };
};

/** Changes only the fields named; `class_package_types`, when given, replaces the whole list. */
const update: Handler<Routes['packageUpdate']> = async (ctx) => {
  const id = idParam(ctx);
  await lockPackage(ctx.db, id);
  const { class_package_types: types, ...rest } = ctx.body;
  const fields = definedFields(rest);
  await checkReferences(ctx.db, fields, types);
  if (hasFields(fields)) {
    await guardReferences(missingFile, () => ctx.db.update(classPackages).set(columnsOf(fields)).where(eq(classPackages.class_package_id, id)));
  }
  if (types) await replaceTypes(ctx.db, id, types);
  return { class_package: await findAnyPackage(ctx.db, id) };
};

/** A package somebody bought stays (its purchases name it): the admin marks it unavailable instead. */
const remove: Handler<Routes['packageDelete']> = async (ctx) => {
  const id = idParam(ctx);
  await lockPackage(ctx.db, id);
  const pkg = await findAnyPackage(ctx.db, id);
  const [bought] = await ctx.db.select({ id: purchases.purchase_id }).from(purchases).where(eq(purchases.class_package_id, id)).limit(1);
  if (bought) throw inUse();
  await guardReferences(inUse, () => ctx.db.delete(classPackages).where(eq(classPackages.class_package_id, id)));
  return { class_package: pkg };
};

/** Features a package on the home page, or takes it off. */
const setOnHome = (onHome: boolean): Handler<Routes['packageHomeAdd']> => async (ctx) => {
  const id = idParam(ctx);
  const [row] = await ctx.db.update(classPackages).set({ on_home: onHome })
    .where(eq(classPackages.class_package_id, id)).returning({ id: classPackages.class_package_id });
  if (!row) throw adminPackageNotFound();
  return { class_package: await findAnyPackage(ctx.db, id) };
};

/** The admin's package management of spec 7 'Packages' and spec 6. */
export const packageWriteHandlers = {
  packageCreate: create,
  packageUpdate: update,
  packageDelete: remove,
  packageHomeAdd: setOnHome(true),
  packageHomeRemove: setOnHome(false),
};
