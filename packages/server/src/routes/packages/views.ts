import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PACKAGE_ERRORS, type ClassPackage, type ClassPackageType, type SubscriptionPeriod } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { classPackages, classPackageTypes, classTypes, files, purchases } from '../../db/schema/index.js';
import { failure, type ApiFailure } from '../../http/errors.js';
import { fileRef } from '../customer-view.js';
import { livePurchase } from './live-purchases.js';

const image = alias(files, 'package_image');
const downloadable = alias(files, 'package_downloadable');
const receipt = alias(files, 'package_receipt');

/** Live purchases of the row's package, counted by the database beside the row itself. */
const soldCount = sql<number>`(select count(*)::int from ${purchases} where ${purchases.class_package_id} = ${classPackages.class_package_id} and ${livePurchase(purchases.status)})`;

/** The rows of one page of a list: how many and from which. */
export interface PackageWindow {
  readonly limit: number;
  readonly offset: number;
}

const packageRows = (db: Db, where: SQL | undefined, window?: PackageWindow) => {
  const rows = db
    .select({
      pkg: classPackages,
      image: { file_id: image.file_id, name: image.name, type: image.type, src: image.src },
      downloadable: { file_id: downloadable.file_id, name: downloadable.name, type: downloadable.type, src: downloadable.src },
      receipt: { file_id: receipt.file_id, name: receipt.name, type: receipt.type, src: receipt.src },
      sold: soldCount,
    })
    .from(classPackages)
    .leftJoin(image, eq(image.file_id, classPackages.image_file_id))
    .leftJoin(downloadable, eq(downloadable.file_id, classPackages.downloadable_file_id))
    .leftJoin(receipt, eq(receipt.file_id, classPackages.receipt_file_id))
    .where(where)
    .orderBy(asc(classPackages.order), asc(classPackages.class_package_id));
  return window ? rows.limit(window.limit).offset(window.offset) : rows;
};

type PackageRow = Awaited<ReturnType<typeof packageRows>>[number];

/** The credits per class type of some packages, in one query, by package. */
const typesOf = async (db: Db, ids: number[]): Promise<Map<number, ClassPackageType[]>> => {
  const byPackage = new Map<number, ClassPackageType[]>();
  if (ids.length === 0) return byPackage;
  const rows = await db
    .select({
      id: classPackageTypes.class_package_id,
      class_amount: classPackageTypes.class_amount,
      expiration_days: classPackageTypes.expiration_days,
      class_type: { class_type_id: classTypes.class_type_id, name: classTypes.name },
    })
    .from(classPackageTypes)
    .innerJoin(classTypes, eq(classTypes.class_type_id, classPackageTypes.class_type_id))
    .where(inArray(classPackageTypes.class_package_id, ids))
    .orderBy(asc(classTypes.class_type_id));
  for (const { id, ...type } of rows) byPackage.set(id, [...(byPackage.get(id) ?? []), type]);
  return byPackage;
};

const PERIODS: readonly string[] = ['day', 'month', 'year'] satisfies SubscriptionPeriod[];

/** A stored period unit; anything else (a row written by hand) reads as none rather than breaking the answer. */
const periodOf = (value: string | null): SubscriptionPeriod | null =>
  value !== null && PERIODS.includes(value) ? (value as SubscriptionPeriod) : null;

/** numeric(10,2) arrives as text; answers carry numbers (2 decimals at most, so exact enough). */
const money = (value: string): number => Number(value);

/**
 * Who reads a package: the public listings never carry `file_url`, the
 * delivered content of a package (its buyers get it with their paid
 * purchase, `GET /purchases`); admins see it to edit it.
 */
export type PackageAudience = 'public' | 'admin';

/** The downloadable file: its name and type for everybody; its id and address for admins only (buyers get it with their purchase). */
const downloadableOf = (file: NonNullable<PackageRow['downloadable']>, audience: PackageAudience): ClassPackage['downloadable'] => {
  return audience === 'admin'
    ? { name: file.name, type: file.type, file_id: file.file_id, src: file.src }
    : { name: file.name, type: file.type };
};

const view = ({ pkg, image: picture, downloadable: file, receipt: receiptFile, sold }: PackageRow, types: ClassPackageType[], audience: PackageAudience): ClassPackage => ({
  class_package_id: pkg.class_package_id,
  package_id: pkg.class_package_id,
  title: pkg.title,
  description: pkg.description,
  short_description: pkg.short_description,
  price: money(pkg.price),
  sale_price: pkg.sale_price === null ? null : money(pkg.sale_price),
  allow_discount_over_sale_price: pkg.allow_discount_over_sale_price,
  is_subscription: pkg.is_subscription,
  subscription_period: periodOf(pkg.subscription_period),
  subscription_interval: pkg.subscription_interval,
  class_amount: pkg.class_amount,
  expiration_days: pkg.expiration_days,
  is_special_event: pkg.is_special_event,
  is_trial: pkg.is_trial,
  is_online: pkg.is_online,
  limit_per_customer: pkg.limit_per_customer,
  order: pkg.order,
  on_home: pkg.on_home,
  available: pkg.available,
  capacity: pkg.capacity,
  sold,
  class_package_types: types,
  image: picture ? fileRef(picture) : null,
  downloadable: file ? downloadableOf(file, audience) : null,
  file_url: audience === 'admin' ? pkg.file_url : null,
  receipt_file: receiptFile ? fileRef(receiptFile) : null,
  free_trial_length: pkg.free_trial_length,
  free_trial_period: periodOf(pkg.free_trial_period),
});

/**
 * The packages matching `where` as the API answers them, by `order` then id,
 * in two queries whatever their number: the packages (with their files and
 * the count of live purchases) and their credits per class type. With a
 * window, only that page of them.
 */
export const loadPackages = async (db: Db, where?: SQL, audience: PackageAudience = 'public', window?: PackageWindow): Promise<ClassPackage[]> => {
  const rows = await packageRows(db, where, window);
  const types = await typesOf(db, rows.map((row) => row.pkg.class_package_id));
  return rows.map((row) => view(row, types.get(row.pkg.class_package_id) ?? [], audience));
};

/** The 404 a customer reads for a package that does not exist or is not for sale (spec 8). */
export const packageNotFound = (): ApiFailure => failure(PACKAGE_ERRORS.notFound);

/** The 404 an admin reads for a package id that names no package. */
export const adminPackageNotFound = (): ApiFailure => failure(PACKAGE_ERRORS.notFoundAdmin);

/** One package, available or not (admins); 404 when the id names none. */
export const findAnyPackage = async (db: Db, id: number): Promise<ClassPackage> => {
  const [found] = await loadPackages(db, eq(classPackages.class_package_id, id), 'admin');
  if (!found) throw adminPackageNotFound();
  return found;
};
