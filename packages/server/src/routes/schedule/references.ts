import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { SCHEDULE_ADMIN_ERRORS, type ErrorEntry } from '@estudio/core';
import type { Db } from '../../db/client.js';
import {
  classCategories, classInstructors, classPackages, classTypes, instructors, locations, singleClassTags, tags,
} from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';

/** The ids a class refers to; absent ones are not being set. */
export interface ClassReferences {
  readonly class_type_id?: number | undefined;
  readonly location_id?: number | undefined;
  readonly instructor_ids?: readonly number[] | undefined;
  readonly tag_ids?: readonly number[] | undefined;
  readonly class_package_id?: number | null | undefined;
  readonly class_category_id?: number | null | undefined;
}

const unique = (ids: readonly number[]): number[] => [...new Set(ids)];

const asList = (id: number | null | undefined): number[] => (id === undefined || id === null ? [] : [id]);

/** One kind of row a class refers to: the ids it is given, where they live, and the refusal when one is missing. */
interface Reference {
  readonly ids: readonly number[];
  readonly table: PgTable;
  readonly column: PgColumn;
  readonly refused: ErrorEntry;
}

const referencesOf = (refs: ClassReferences): Reference[] => [
  { ids: asList(refs.class_type_id), table: classTypes, column: classTypes.class_type_id,
    refused: SCHEDULE_ADMIN_ERRORS.classTypeNotFound },
  { ids: asList(refs.location_id), table: locations, column: locations.location_id,
    refused: SCHEDULE_ADMIN_ERRORS.locationNotFound },
  { ids: unique(refs.instructor_ids ?? []), table: instructors, column: instructors.instructor_id,
    refused: SCHEDULE_ADMIN_ERRORS.instructorNotFound },
  { ids: unique(refs.tag_ids ?? []), table: tags, column: tags.tag_id,
    refused: SCHEDULE_ADMIN_ERRORS.tagNotFound },
  { ids: asList(refs.class_package_id), table: classPackages, column: classPackages.class_package_id,
    refused: SCHEDULE_ADMIN_ERRORS.packageNotFound },
  { ids: asList(refs.class_category_id), table: classCategories, column: classCategories.class_category_id,
    refused: SCHEDULE_ADMIN_ERRORS.categoryNotFound },
];

const allExist = async (db: Db, { ids, table, column }: Reference): Promise<boolean> => {
  if (ids.length === 0) return true;
  const rows = await db.select({ id: column }).from(table).where(inArray(column, [...ids]));
  return rows.length === ids.length;
};

/**
 * Checks that every id a class is given names an existing row; the first
 * missing one answers 404 with its Spanish text (thrown, so nothing is written).
 */
export const checkReferences = async (db: Db, refs: ClassReferences): Promise<void> => {
  // One after the other: inside the request's transaction they share one connection anyway.
  for (const reference of referencesOf(refs)) {
    if (!(await allExist(db, reference))) throw failure(reference.refused);
  }
};

/** Sets the coaches of each of the classes to exactly `ids` (one delete and one insert for all). */
export const setInstructorsOfAll = async (db: Db, classIds: readonly number[], ids: readonly number[]): Promise<void> => {
  if (classIds.length === 0) return;
  await db.delete(classInstructors).where(inArray(classInstructors.single_class_id, [...classIds]));
  const rows = classIds.flatMap((single_class_id) => unique(ids).map((instructor_id) => ({ single_class_id, instructor_id })));
  if (rows.length > 0) await db.insert(classInstructors).values(rows);
};

/** Sets the tags of each of the classes to exactly `ids` (one delete and one insert for all). */
export const setTagsOfAll = async (db: Db, classIds: readonly number[], ids: readonly number[]): Promise<void> => {
  if (classIds.length === 0) return;
  await db.delete(singleClassTags).where(inArray(singleClassTags.single_class_id, [...classIds]));
  const rows = classIds.flatMap((single_class_id) => unique(ids).map((tag_id) => ({ single_class_id, tag_id })));
  if (rows.length > 0) await db.insert(singleClassTags).values(rows);
};
