import { isBlank } from '../validation/validation.rules.js';
import type { FormValidation } from '../validation/forms.model.js';
import { UPLOAD_FIELD_TYPES, type DynamicField, type FileDestination, type FormSaveInput, type PendingUpload, type UploadedFile } from './forms.model.js';
import { shownFields } from './precondition.rules.js';
import { validateDynamicForm } from './fields.rules.js';
import type { FormFilesPort } from './form-save.ports.js';
import { err, ok, type Result } from '../shared/result.js';

const isUploadField = (field: DynamicField): boolean => (UPLOAD_FIELD_TYPES as readonly string[]).includes(field.type);

const pickedFiles = (picked: unknown): unknown[] => {
  const list = Array.isArray(picked) ? picked : [picked];
  return list.filter((file) => !isBlank(file));
};

/**
 * Spec 4, Full dynamic-form saving, first step: the pending fields. The
 * form is checked with its preconditions (a hidden field is neither
 * validated nor sent).
 */
export const checkPendingFields = (input: FormSaveInput): FormValidation =>
  validateDynamicForm(input.fields, { values: input.values, ...(input.files ? { files: input.files } : {}) });

/** The shown upload fields with files picked for them, in form order: what goes up before the save. */
export function pendingUploads(input: Pick<FormSaveInput, 'fields' | 'values' | 'files'>): PendingUpload[] {
  return shownFields(input.fields, input.values).flatMap((field) => {
    const files = pickedFiles(input.files?.[field.key]);
    if (!isUploadField(field) || files.length === 0) return [];
    return [{ key: field.key, field, files, multiple: field.type === 'multiple-images' }];
  });
}

/** What one upload field keeps once its files are stored: the file id, or the list of ids. */
export interface StoredUpload {
  readonly key: string;
  readonly multiple: boolean;
  readonly files: readonly UploadedFile[];
}

/** The values with each uploaded field holding its stored file id (a list for multiple-images). */
export function applyUploads(values: Readonly<Record<string, unknown>>, stored: readonly StoredUpload[]): Record<string, unknown> {
  const next: Record<string, unknown> = { ...values };
  for (const upload of stored) {
    const ids = upload.files.map((file) => file.file_id);
    next[upload.key] = upload.multiple ? ids : (ids[0] ?? next[upload.key]);
  }
  return next;
}

/**
 * Spec 4, second step: uploads every picked file, one after another, to the
 * destination of files_location. The first failure stops the sequence and
 * is the answer: nothing is saved with a file missing.
 */
export async function uploadPendingFiles(
  files: FormFilesPort,
  uploads: readonly PendingUpload[],
  destination: FileDestination,
): Promise<Result<StoredUpload[]>> {
  const stored: StoredUpload[] = [];
  for (const upload of uploads) {
    const done: UploadedFile[] = [];
    for (const file of upload.files) {
      const result = await files.upload({ key: upload.key, field: upload.field, file, destination });
      if (!result.ok) return err(result.error);
      done.push(result.value);
    }
    stored.push({ key: upload.key, multiple: upload.multiple, files: done });
  }
  return ok(stored);
}

/** The files destination a files_location setting names: 'server' (or blank) keeps them on the server, anything else S3. */
export const fileDestination = (filesLocation: string | null | undefined): FileDestination =>
  ['', 'server'].includes((filesLocation ?? '').trim().toLowerCase()) ? 'server' : 's3';
