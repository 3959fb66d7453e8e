import { and, eq } from 'drizzle-orm';
import { FILE_ERRORS } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';

/**
 * PUT /customer's `file_id`: her profile photo must be a file she uploaded
 * (`files.customer_id`) and an image. Someone else's file, a bundled one and
 * an unknown id answer alike (404), so nobody learns which ids exist; a file
 * of hers that is not an image (a PDF) is 400.
 */
export const ensureOwnPhoto = async (db: Db, fileId: number, customerId: number): Promise<void> => {
  const [file] = await db.select({ type: files.type }).from(files)
    .where(and(eq(files.file_id, fileId), eq(files.customer_id, customerId)));
  if (!file) throw failure(FILE_ERRORS.photoNotFound);
  if (!file.type.startsWith('image/')) throw failure(FILE_ERRORS.photoNotImage);
};
