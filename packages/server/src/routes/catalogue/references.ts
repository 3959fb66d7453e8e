import { eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { CATALOGUE_ERRORS, CUSTOMER_ERRORS, FILE_ERRORS, type ErrorEntry } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { classTypes, customers, files } from '../../db/schema/index.js';
import { failure, type ApiFailure } from '../../http/errors.js';

/** The 404 of an unknown id in a path, with the resource's own code (its table entry). */
export const notFound = (refused: ErrorEntry): ApiFailure => failure(refused);

/**
 * The fields a PUT body names: zod leaves omitted keys out, but an explicit
 * `undefined` must not reach Drizzle either, and an empty set is no update.
 */
export const definedFields = <T extends object>(fields: T): Partial<T> =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;

/** True when the object has at least one key. */
export const hasFields = (fields: object): boolean => Object.keys(fields).length > 0;

/** The ids of a comma list such as '3,5' (empty for null). */
export const idList = (list: string | null | undefined): number[] =>
  (list ?? '').split(',').filter(Boolean).map(Number);

/** SQL: a comma-list column ('3,5') holds `id` (a number, or another column's value in the same statement). */
export const listHolds = (column: AnyColumn, id: number | AnyColumn): SQL =>
  sql`(',' || coalesce(${column}, '') || ',') like ${typeof id === 'number' ? `%,${id},%` : sql`'%,' || ${id} || ',%'`}`;

/** The 404 of a file id in a body that names no file. */
export const missingFile = (): ApiFailure => failure(FILE_ERRORS.notFoundAdmin);
/** The 404 of class type ids in a body that name no class type. */
export const missingClassType = (): ApiFailure => failure(CATALOGUE_ERRORS.classTypeMissing);
/** The 404 of a customer id in a body that names no customer. */
export const missingCustomer = (): ApiFailure => failure(CUSTOMER_ERRORS.notFoundAdmin);

/** Refuses a file id that names no file (404), so a foreign key never answers a 500. */
export const ensureFile = async (db: Db, fileId: number | null | undefined): Promise<void> => {
  if (fileId === null || fileId === undefined) return;
  const [row] = await db.select({ id: files.file_id }).from(files).where(eq(files.file_id, fileId));
  if (!row) throw missingFile();
};

/** Refuses class type ids of which any names no class type (404). */
export const ensureClassTypes = async (db: Db, ids: readonly number[]): Promise<void> => {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const rows = await db.select({ id: classTypes.class_type_id }).from(classTypes).where(inArray(classTypes.class_type_id, wanted));
  if (rows.length !== wanted.length) throw missingClassType();
};

/** Refuses a customer id that names no customer (404). */
export const ensureCustomer = async (db: Db, customerId: number): Promise<void> => {
  const [row] = await db.select({ id: customers.customer_id }).from(customers).where(eq(customers.customer_id, customerId));
  if (!row) throw missingCustomer();
};

/** The first row a write returned; its absence inside the request's transaction is a bug, not a caller's fault. */
export const written = <T>(rows: readonly T[]): T => {
  const [row] = rows;
  if (row === undefined) throw new Error('A write returned no row inside its transaction');
  return row;
};

/** True for a foreign-key violation from PostgreSQL or PGlite (SQLSTATE 23503), wrapped or not. */
const isForeignKeyViolation = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/**
 * Runs a write whose references were checked first; a row that a concurrent
 * request added or removed meanwhile answers `refusal`, not a 500.
 */
export const guardReferences = async <T>(refusal: () => ApiFailure, work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    throw isForeignKeyViolation(error) ? refusal() : error;
  }
};
