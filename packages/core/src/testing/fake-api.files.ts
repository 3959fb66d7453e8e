import { AUTH_ERRORS, errorOf, FILE_ERRORS } from '../api/errors.js';
import { FileUpdateBody, type FileRecord } from '../api/schemas/files.schemas.js';
import { canonicalUploadType, isVideoUploadType, mayUploadVideos, maxUploadBytes } from '../forms/files.model.js';
import type { FileUploadInput, FilesApi } from '../ports/files.ports.js';
import { err, ok, type AppError, type Result } from '../shared/result.js';
import { answer, parsedInput, storedCustomer, type FakeApiContext } from './fake-api.customer.js';
import { clone } from './fake-api.store.js';
import type { FakeFile } from './fake-api.files-state.js';

/** The failures the files API answers: the server's, from core's error table. */
export const fileErrors = {
  notFound: (): AppError => errorOf(FILE_ERRORS.notFound),
  inUse: (): AppError => errorOf(FILE_ERRORS.inUse),
  empty: (): AppError => errorOf(FILE_ERRORS.empty),
  tooLarge: (): AppError => errorOf(FILE_ERRORS.tooLarge),
  videoTooLarge: (): AppError => errorOf(FILE_ERRORS.videoTooLarge),
  typeNotAllowed: (): AppError => errorOf(FILE_ERRORS.typeNotAllowed),
  videoTypeNotAllowed: (): AppError => errorOf(FILE_ERRORS.videoTypeNotAllowed),
  forbidden: (): AppError => errorOf(AUTH_ERRORS.forbidden),
};

const record = ({ customer_id: _owner, ...file }: FakeFile): FileRecord => clone(file);

/** Who calls: her customer id, or any file for an admin; the server's 401/404 when signed out or unknown. */
const callerOf = (ctx: FakeApiContext): Result<{ customerId: number; admin: boolean }> => {
  const customer = storedCustomer(ctx);
  return customer.ok ? ok({ customerId: customer.value.customer_id, admin: customer.value.role === 'admin' }) : customer;
};

/** The file with this id as the caller may reach it: her own, or any for an admin; else the same 404. */
const reachable = (ctx: FakeApiContext, id: number): Result<FakeFile> => {
  const caller = callerOf(ctx);
  if (!caller.ok) return caller;
  const file = ctx.state.files.find((candidate) => candidate.file_id === id);
  if (!file || (!caller.value.admin && file.customer_id !== caller.value.customerId)) return err(fileErrors.notFound());
  return ok(file);
};

/** A customer's photo or a coach's picture still names the file. */
const inUse = (ctx: FakeApiContext, id: number): boolean =>
  ctx.state.customers.some((customer) => customer.file?.file_id === id) ||
  ctx.state.instructors.some((instructor) => instructor.file?.file_id === id);

/**
 * The server's upload checks on what the fake can see at once, by core's
 * one rule of who uploads what (`maxUploadBytes`): the declared type (the
 * server also reads the first bytes, which a fake answering synchronously
 * does not) and the size: an admin's MP4 or WebM video up to its own
 * limit, anyone's image or PDF up to 10 MB.
 */
const store = (ctx: FakeApiContext, input: FileUploadInput): Result<FileRecord> => {
  const caller = callerOf(ctx);
  if (!caller.ok) return caller;
  const { file } = input;
  if (file.size === 0) return err(fileErrors.empty());
  const role = caller.value.admin ? 'admin' : 'customer';
  const type = canonicalUploadType(file.type);
  const max = maxUploadBytes(type, role);
  if (max === null) return err(mayUploadVideos(role) && type.startsWith('video/') ? fileErrors.videoTypeNotAllowed() : fileErrors.typeNotAllowed());
  if (file.size > max) return err(isVideoUploadType(type) ? fileErrors.videoTooLarge() : fileErrors.tooLarge());
  const fileId = ctx.state.files.reduce((max, candidate) => Math.max(max, candidate.file_id), 0) + 1;
  const stored: FakeFile = {
    file_id: fileId,
    name: input.data?.name?.trim() || file.name || 'archivo',
    type: file.type,
    // Stories and tests render it as is; an object URL would outlive the story.
    src: `/media/fake-${fileId}`,
    size: file.size,
    customer_id: caller.value.customerId,
  };
  ctx.state.files.push(stored);
  return ok(record(stored));
};

/** /files over the fake's state, as the server answers: her own files for a customer, every file for an admin. */
export const createFakeFilesApi = (ctx: FakeApiContext): FilesApi => ({
  list: () =>
    answer(ctx, 'files.list', () => {
      const caller = callerOf(ctx);
      if (!caller.ok) return caller;
      return caller.value.admin ? ok([...ctx.state.files].reverse().map(record)) : err(fileErrors.forbidden());
    }),
  one: (id) =>
    answer(ctx, 'files.one', () => {
      const file = reachable(ctx, id);
      return file.ok ? ok(record(file.value)) : file;
    }),
  upload: (input) => answer(ctx, 'files.upload', () => store(ctx, input)),
  uploadS3: (input) => answer(ctx, 'files.uploadS3', () => store(ctx, input)),
  update: (body) =>
    answer(ctx, 'files.update', () => {
      const parsed = parsedInput(FileUpdateBody, body);
      if (!parsed.ok) return parsed;
      const file = reachable(ctx, parsed.value.file_id);
      if (!file.ok) return file;
      const renamed = { ...file.value, name: parsed.value.name };
      ctx.state.files = ctx.state.files.map((candidate) => (candidate.file_id === renamed.file_id ? renamed : candidate));
      return ok(record(renamed));
    }),
  remove: (id) =>
    answer(ctx, 'files.remove', () => {
      const file = reachable(ctx, id);
      if (!file.ok) return file;
      if (inUse(ctx, id)) return err(fileErrors.inUse());
      ctx.state.files = ctx.state.files.filter((candidate) => candidate.file_id !== id);
      return ok(record(file.value));
    }),
});
