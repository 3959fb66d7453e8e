import { desc, eq } from 'drizzle-orm';
import { FILE_ERRORS, messages, type Routes } from '@estudio/core';
import { files } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';
import { written } from '../catalogue/references.js';
import { callerOf, idParam, ownTransactions, type Handler } from '../handler.js';
import { isFileInUse } from './references.js';
import { reachableFile } from './rules.js';
import { uploadHere, uploadToS3 } from './upload.js';
import { fileRecord, type FileRow } from './views.js';

/** Every file, newest first (admins). */
const list: Handler<Routes['filesList']> = async (ctx) => ({
  files: (await ctx.db.select().from(files).orderBy(desc(files.file_id))).map(fileRecord),
});

const one: Handler<Routes['fileOne']> = async (ctx) => ({
  file: fileRecord(await reachableFile(ctx.db, callerOf(ctx), idParam(ctx))),
});

/** Renames a file: her own for a customer, any for an admin; the bytes and their URL stay. */
const update: Handler<Routes['fileUpdate']> = async (ctx) => {
  const current = await reachableFile(ctx.db, callerOf(ctx), ctx.body.file_id, true);
  const row = written(await ctx.db.update(files).set({ name: ctx.body.name }).where(eq(files.file_id, current.file_id)).returning());
  return { file: fileRecord(row), message: messages.files.updated };
};

/** Removes an upload's bytes once its row is gone; bytes left behind are only logged (no row points at them). */
const removeBytes = async (ctx: Parameters<Handler<Routes['fileDelete']>>[0], row: FileRow): Promise<void> => {
  if (!row.storage || !row.storage_key) return;
  const storage = await ctx.services.files.storage(ctx.db, row.storage);
  try {
    if (!storage) throw new Error(`No ${row.storage} storage is configured now`);
    await storage.remove(row.storage_key);
  } catch (error) {
    ctx.services.logger.error(`Removing the bytes of file ${row.file_id} (${row.storage}:${row.storage_key}) failed`, error);
  }
};

/**
 * Deletes a file (her own for a customer, any for an admin) and then its
 * bytes. While something still uses it (a package, a coach, a profile…)
 * it is 409 and nothing changes. The row goes in its own transaction,
 * committed before the bytes are removed: a failure between the two leaves
 * unused bytes, never a row without its bytes.
 */
const remove: Handler<Routes['fileDelete']> = ownTransactions(async (ctx) => {
  const caller = callerOf(ctx);
  const id = idParam(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const file = await reachableFile(tx, caller, id, true);
    if (await isFileInUse(tx, id)) throw failure(FILE_ERRORS.inUse);
    await tx.delete(files).where(eq(files.file_id, id));
    return file;
  });
  await removeBytes(ctx, row);
  return { file: fileRecord(row), message: messages.files.deleted };
});

/** /files of spec 7: uploads to the server's disk or S3, reads, renames and deletes. */
export const fileHandlers = {
  filesList: list,
  fileOne: one,
  fileUpload: uploadHere,
  fileUploadS3: uploadToS3,
  fileUpdate: update,
  fileDelete: remove,
};
