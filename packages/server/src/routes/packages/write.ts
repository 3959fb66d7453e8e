import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { fill, PACKAGE_ERRORS, type Routes } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { classPackages, classPackageTypes, discounts, purchases, settings } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';
import { sanitizeOptionalHtml } from '../../http/sanitize-html.js';
import {
  definedFields, ensureClassTypes, ensureFile, guardReferences, hasFields, missingClassType, missingFile, written,
} from '../catalogue/references.js';
import { idParam, type Handler, type HandlerContext } from '../handler.js';
import { packageIdsOf } from '../discounts/views.js';
import { adminPackageNotFound, findAnyPackage, loadPackages } from './views.js';

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
  await ensureFile(db, fields.receipt_file_id);
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

/** The settings that name a package by its id (the signup fee, the home page's checkout package). */
const PACKAGE_SETTINGS = ['signup_fee', 'home_checkout_package_id'];

/**
 * Refuses (409) deleting a package that something names without a foreign
 * key: a discount code limited to it (its comma list would keep a dangling
 * id, and dropping it could widen the code to every package) or a setting.
 */
const ensureUnnamed = async (db: Db, id: number): Promise<void> => {
  const limited = await db.select({ code: discounts.code, class_package_ids: discounts.class_package_ids }).from(discounts)
    .where(isNotNull(discounts.class_package_ids));
  const discount = limited.find((row) => packageIdsOf(row).includes(id));
  if (discount) throw failure(PACKAGE_ERRORS.inDiscount, fill(PACKAGE_ERRORS.inDiscount.message, { code: discount.code }));
  const [setting] = await db.select({ key: settings.key }).from(settings)
    .where(and(inArray(settings.key, PACKAGE_SETTINGS), eq(settings.value, String(id)))).limit(1);
  if (setting) throw failure(PACKAGE_ERRORS.inSettings);
};

/**
 * A package somebody bought stays (its purchases name it): the admin marks
 * it unavailable instead. One a discount or a setting names is refused too;
 * its credits per class type and provider plans go with it (cascade), and
 * special classes sold through it lose the link (set null).
 */
const remove: Handler<Routes['packageDelete']> = async (ctx) => {
  const id = idParam(ctx);
  await lockPackage(ctx.db, id);
  const pkg = await findAnyPackage(ctx.db, id);
  const [bought] = await ctx.db.select({ id: purchases.purchase_id }).from(purchases).where(eq(purchases.class_package_id, id)).limit(1);
  if (bought) throw inUse();
  await ensureUnnamed(ctx.db, id);
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

/**
 * PUT /class_packages/order ('Ordenar' in /admin/paquetes): every package's
 * id once, first shown first. Locks every package row, refuses a list that
 * leaves one out, repeats one or names one that does not exist (400,
 * nothing written), then numbers them 0, 1, 2... in one statement: the
 * public listings, ordered by `order`, follow at once.
 */
const reorder: Handler<Routes['packagesOrder']> = async ({ db, body }) => {
  const ids = body.class_package_ids;
  const existing = await db.select({ id: classPackages.class_package_id }).from(classPackages)
    .orderBy(asc(classPackages.class_package_id)).for('update');
  const named = new Set(ids);
  if (named.size !== ids.length || existing.length !== ids.length || existing.some((row) => !named.has(row.id))) {
    throw failure(PACKAGE_ERRORS.orderMismatch);
  }
  const position = sql.join(ids.map((id, index) => sql`when ${id} then ${index}`), sql` `);
  await db.update(classPackages).set({ order: sql`(case ${classPackages.class_package_id} ${position} end)::int` });
  return { class_packages: await loadPackages(db, undefined, 'admin') };
};

/** The admin's package management of spec 7 'Packages' and spec 6. */
export const packageWriteHandlers = {
  packageCreate: create,
  packageUpdate: update,
  packageDelete: remove,
  packagesOrder: reorder,
  packageHomeAdd: setOnHome(true),
  packageHomeRemove: setOnHome(false),
};
