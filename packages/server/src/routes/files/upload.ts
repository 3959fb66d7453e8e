import { FILE_ERRORS, limits, messages, type Routes, type UploadType } from '@estudio/core';
import type { FileStorageKind } from '../../db/schema/index.js';
import { files } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';
import { newStorageKey } from '../../files/keys.js';
import { declaredTypeAgrees, sniffType } from '../../files/sniff.js';
import type { FileStorage } from '../../files/storage.js';
import { written } from '../catalogue/references.js';
import { callerOf, ownTransactions, type Handler, type HandlerContext } from '../handler.js';
import { uploaderId } from './rules.js';
import { fileRecord } from './views.js';

type UploadContext = HandlerContext<Routes['fileUpload']>;

const typeNotAllowed = () => failure(FILE_ERRORS.typeNotAllowed);

/**
 * The file's bytes and the type they really are: not empty (400), at most
 * `limits.uploadBytes` (413), and an image or a PDF by their first bytes,
 * agreeing with the type the browser declared (400 `files/type-not-allowed`
 * otherwise: SVG, HTML, or HTML named .png).
 */
const checkedBytes = async (file: File): Promise<{ bytes: Uint8Array; type: UploadType }> => {
  if (file.size === 0) throw failure(FILE_ERRORS.empty);
  if (file.size > limits.uploadBytes) throw failure(FILE_ERRORS.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffType(bytes);
  if (!type || !declaredTypeAgrees(file.type, type)) throw typeNotAllowed();
  return { bytes, type };
};

/** The shown name: the one `data` gives, else the browser's file name without folders or control characters. */
const shownName = (file: File, named: string | undefined): string => {
  if (named) return named;
  const base = file.name.slice(Math.max(file.name.lastIndexOf('/'), file.name.lastIndexOf('\\')) + 1);
  return [...base].filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f).join('').trim().slice(0, limits.shortText) || 'archivo';
};

/** The storage of a kind, or 412 with a message the studio can act on: nothing is written. */
const storageOf = async (ctx: UploadContext, kind: FileStorageKind): Promise<FileStorage> => {
  const storage = await ctx.services.files.storage(ctx.services.db, kind);
  if (!storage) throw failure(FILE_ERRORS.storageUnavailable);
  return storage;
};

/** Stores the bytes; a storage that fails (S3 unreachable, a full disk) is a 502 and leaves no row. */
const put = async (ctx: UploadContext, storage: FileStorage, key: string, bytes: Uint8Array, meta: { type: string; name: string }) => {
  try {
    await storage.put(key, bytes, meta);
  } catch (error) {
    ctx.services.logger.error(`Storing upload ${key} in ${storage.kind} failed`, error);
    throw failure(FILE_ERRORS.storageFailed);
  }
};

/**
 * An upload to the storage `pick` names: checks, bytes stored under a new
 * random key, then the row (uploader, storage, key, absolute `src`). A row
 * that cannot be written removes the stored bytes, so nothing is left half
 * written. Its own transactions: S3 is a network call, and no database
 * lock is held while it runs.
 */
const uploadTo = (pick: (ctx: UploadContext) => Promise<FileStorageKind>): Handler<Routes['fileUpload']> =>
  ownTransactions(async (ctx) => {
    const caller = callerOf(ctx);
    const { bytes, type } = await checkedBytes(ctx.body.file);
    const storage = await storageOf(ctx, await pick(ctx));
    const customerId = await uploaderId(ctx.db, caller);
    const name = shownName(ctx.body.file, ctx.body.data?.name);
    const key = newStorageKey(type);
    await put(ctx, storage, key, bytes, { type, name });
    try {
      const row = written(await ctx.db.insert(files).values({
        name, type, size: bytes.byteLength, src: storage.url(key, ctx.origin),
        customer_id: customerId, storage: storage.kind, storage_key: key,
      }).returning());
      return { file: fileRecord(row), message: messages.files.uploaded };
    } catch (error) {
      await storage.remove(key).catch((removal: unknown) => ctx.services.logger.error(`Removing upload ${key} failed`, removal));
      throw error;
    }
  });

/** POST /files: where the setting files_location says ('server': the disk; anything else: S3). */
export const uploadHere = uploadTo(async (ctx) => (await ctx.services.files.destination(ctx.db)) === 'server' ? 'server' : 's3');

/** POST /files/s3: always S3-compatible storage. */
export const uploadToS3: Handler<Routes['fileUploadS3']> = uploadTo(async () => 's3');
