import { FILE_ERRORS, canonicalUploadType, limits, mayUploadVideos, maxUploadBytes, messages, type Routes } from '@estudio/core';
import type { Caller } from '../../auth/identity.js';
import type { FileStorageKind } from '../../db/schema/index.js';
import { files } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';
import { newStorageKey } from '../../files/keys.js';
import { declaredTypeAgrees, isVideoType, SNIFF_BYTES, sniffType, type StoredType } from '../../files/sniff.js';
import type { FileStorage } from '../../files/storage.js';
import { written } from '../catalogue/references.js';
import { callerOf, ownTransactions, type Handler, type HandlerContext } from '../handler.js';
import { uploaderId } from './rules.js';
import { fileRecord } from './views.js';

type UploadContext = HandlerContext<Routes['fileUpload']>;

/**
 * The refusal of a type: for a caller who may upload videos (the admin)
 * declaring a video the library does not take (QuickTime, Matroska…), the
 * videos' message; for anything else, the images' and PDFs' one.
 */
const typeNotAllowed = (file: File, caller: Caller) =>
  failure(mayUploadVideos(caller.role) && canonicalUploadType(file.type).startsWith('video/') ? FILE_ERRORS.videoTypeNotAllowed : FILE_ERRORS.typeNotAllowed);

/**
 * The type a file's bytes really are, checked against core's one rule of
 * who uploads what (`maxUploadBytes`): not empty (400); an image or a PDF
 * by their first bytes, or an MP4 or WebM video for a caller who may send
 * one (the admin), agreeing with the type the browser declared (400
 * `files/type-not-allowed` otherwise: SVG, HTML, HTML named .png, a
 * customer's video); and within its size (413 `files/too-large`, or
 * `files/video-too-large` for a video). Only the first `SNIFF_BYTES` are
 * read; the file is handed on as it is, so its bytes, which the multipart
 * reader already holds, are never copied whole here.
 * Exported for its tests, which try sizes past the limits without sending them.
 */
export const checkedType = async (file: File, caller: Caller): Promise<StoredType> => {
  if (file.size === 0) throw failure(FILE_ERRORS.empty);
  const type = sniffType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  const max = type && declaredTypeAgrees(file.type, type) ? maxUploadBytes(type, caller.role) : null;
  if (!type || max === null) throw typeNotAllowed(file, caller);
  if (file.size > max) throw failure(isVideoType(type) ? FILE_ERRORS.videoTooLarge : FILE_ERRORS.tooLarge);
  return type;
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

/** Stores the file's bytes; a storage that fails (S3 unreachable, a full disk) is a 502 and leaves no row. */
const put = async (ctx: UploadContext, storage: FileStorage, key: string, file: File, meta: { type: string; name: string }) => {
  try {
    await storage.put(key, file, meta);
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
    const file = ctx.body.file;
    const type = await checkedType(file, caller);
    const storage = await storageOf(ctx, await pick(ctx));
    const customerId = await uploaderId(ctx.db, caller);
    const name = shownName(file, ctx.body.data?.name);
    const key = newStorageKey(type);
    await put(ctx, storage, key, file, { type, name });
    try {
      const row = written(await ctx.db.insert(files).values({
        name, type, size: file.size, src: storage.url(key, ctx.origin),
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
