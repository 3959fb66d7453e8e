import type { Result } from '../shared/result.js';
import type { UploadRequest, UploadedFile } from './forms.model.js';

/**
 * Stores a picked file before a dynamic form is saved (spec 4, Full
 * dynamic-form saving: to object storage or to the server depending on
 * files_location). The composition root provides it: over the API,
 * `formFilesPort(api.files)`.
 */
export interface FormFilesPort {
  upload(request: UploadRequest): Promise<Result<UploadedFile>>;
}

/** Saves a dynamic form's values once its files are uploaded (PUT /customer, POST /addresses, …). */
export type FormSaver<T> = (values: Record<string, unknown>) => Promise<Result<T>>;
