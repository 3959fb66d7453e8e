import { eq } from 'drizzle-orm';
import { FILE_ERRORS } from '@estudio/core';
import type { Caller } from '../../auth/identity.js';
import type { Db } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import { failure, type ApiFailure } from '../../http/errors.js';
import { callerCustomerId, noCustomerRecord } from '../shared/caller-customer.js';
import type { FileRow } from './views.js';

/** Someone else's file, or none: the same 404, so a customer learns nothing of others' files. */
export const fileNotFound = (): ApiFailure => failure(FILE_ERRORS.notFound);

/** The caller's customer id: the uploader an upload records (an admin may have none). */
export const uploaderId = async (db: Db, caller: Caller): Promise<number | null> => {
  const customerId = await callerCustomerId({ db, caller });
  if (customerId === null && caller.role !== 'admin') throw noCustomerRecord();
  return customerId;
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
  const own = await callerCustomerId({ db, caller });
  if (own === null || row.customer_id !== own) throw fileNotFound();
  return row;
};
