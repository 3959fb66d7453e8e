import { eq } from 'drizzle-orm';
import { FILE_CODES, messages } from '@estudio/core';
import type { Caller } from '../../auth/identity.js';
import type { Db } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import { failure, type ApiFailure } from '../../http/errors.js';
import { customerRowOfUid } from '../customer-view.js';
import type { FileRow } from './views.js';

/** Someone else's file, or none: the same 404, so a customer learns nothing of others' files. */
export const fileNotFound = (): ApiFailure => failure(404, FILE_CODES.notFound, messages.files.notFound);

/** The caller's customer id: the uploader an upload records (an admin may have none). */
export const uploaderId = async (db: Db, caller: Caller): Promise<number | null> => {
  const row = await customerRowOfUid(db, caller.uid);
  if (!row && caller.role !== 'admin') throw failure(404, 'customer/not-found', messages.profile.notFound);
  return row?.customer_id ?? null;
};

/**
 * The file with this id as the caller may reach it: any for an admin, only
 * one she uploaded for a customer. Locked for update when asked, so a
 * rename or a delete and anything naming the file run one after the other.
 */
export const reachableFile = async (db: Db, caller: Caller, id: number, forUpdate = false): Promise<FileRow> => {
  const query = db.select().from(files).where(eq(files.file_id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw fileNotFound();
  if (caller.role === 'admin') return row;
  const own = await customerRowOfUid(db, caller.uid);
  if (!own || row.customer_id !== own.customer_id) throw fileNotFound();
  return row;
};
