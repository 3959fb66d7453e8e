import { and, eq, inArray } from 'drizzle-orm';
import { UPLOAD_FIELD_TYPES } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import { fileNotFound } from '../files/rules.js';

/** The largest id a `files.file_id` (a PostgreSQL integer) can hold: a longer number names no file. */
const MAX_FILE_ID = 2_147_483_647;

/** True for 'file', 'image' and 'multiple-images': fields whose value names uploaded files. */
export const isUploadFieldType = (type: string): boolean => (UPLOAD_FIELD_TYPES as readonly string[]).includes(type);

/**
 * The file ids an upload field's stored text names ('41', or '[3,41]' for
 * multiple-images): every run of digits, read the way DELETE /files' in-use
 * check reads it (files/references.ts), so whatever would hold a file there
 * is checked here.
 */
export const fileIdsIn = (text: string | null): number[] => (text?.match(/[0-9]+/g) ?? []).map(Number);

/**
 * Every file an upload custom value names must be one the customer uploaded
 * (`files.customer_id`); else the files API's 404 'file/not-found', the same
 * answer for someone else's file, an admin's or bundled one and an unknown
 * id, so nobody learns which ids exist. The files are locked FOR SHARE: a
 * DELETE /files of one of them (which locks it FOR UPDATE, then checks
 * whether it is in use) waits for this request's value, or runs first and
 * leaves no row to find.
 */
export const ensureOwnFiles = async (db: Db, customerId: number, fileIds: readonly number[]): Promise<void> => {
  const wanted = [...new Set(fileIds)];
  if (wanted.length === 0) return;
  if (wanted.some((id) => id > MAX_FILE_ID)) throw fileNotFound();
  const owned = await db.select({ id: files.file_id }).from(files)
    .where(and(inArray(files.file_id, wanted), eq(files.customer_id, customerId)))
    .for('share');
  if (owned.length !== wanted.length) throw fileNotFound();
};
