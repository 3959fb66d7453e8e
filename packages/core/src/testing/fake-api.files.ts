import { AUTH_ERRORS, errorOf } from '../api/errors.js';
import { limits } from '../api/schemas/common.schemas.js';
import { FileUpdateBody, type FileRecord } from '../api/schemas/files.schemas.js';
import { FILE_CODES, UPLOAD_TYPES } from '../forms/files.model.js';
import { messages } from '../messages/index.js';
import type { FileUploadInput, FilesApi } from '../ports/files.ports.js';
import { appError, err, ok, type AppError, type Result } from '../shared/result.js';
import { answer, parsedInput, storedCustomer, type FakeApiContext } from './fake-api.customer.js';
import { clone } from './fake-api.store.js';
import type { FakeFile } from './fake-api.files-state.js';

/** The failures the files API answers, with the server's codes and Spanish texts. */
export const fileErrors = {
  notFound: (): AppError => appError(FILE_CODES.notFound, messages.files.notFound, 404),
  inUse: (): AppError => appError(FILE_CODES.inUse, messages.files.inUse, 409),
  empty: (): AppError => appError(FILE_CODES.empty, messages.files.empty, 400),
  tooLarge: (): AppError => appError(FILE_CODES.tooLarge, messages.files.tooLarge, 413),
  typeNotAllowed: (): AppError => appError(FILE_CODES.typeNotAllowed, messages.files.typeNotAllowed, 400),
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
 * The server's upload checks on what the fake can see at once: the size,
 * and the declared type (the server also reads the first bytes, which a
 * fake answering synchronously does not).
 */
const store = (ctx: FakeApiContext, input: FileUploadInput): Result<FileRecord> => {
  const caller = callerOf(ctx);
  if (!caller.ok) return caller;
  const { file } = input;
  if (file.size === 0) return err(fileErrors.empty());
  if (file.size > limits.uploadBytes) return err(fileErrors.tooLarge());
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return err(fileErrors.typeNotAllowed());
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
