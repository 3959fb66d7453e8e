import type { FileRecord, FileUpdateBody, FileUploadData } from '../api/schemas/files.schemas.js';
import type { Result } from '../shared/result.js';

/**
 * A picked file as the browser holds it (a `Blob` or `File`). core runs
 * without the DOM's types, so it names only what it reads; any Blob fits.
 */
export interface UploadBlob {
  readonly size: number;
  readonly type: string;
  /** A File's name; the server keeps it as the file's shown name unless `data.name` says otherwise. */
  readonly name?: string;
}

/** One upload: the file, and optional extra fields (its shown `name`). */
export interface FileUploadInput {
  readonly file: UploadBlob;
  readonly data?: FileUploadData;
}

/**
 * Files (spec 7: /files, /files/s3). A customer reaches only the files she
 * uploaded (someone else's is 404); an admin every file. Uploads are images
 * (JPEG, PNG, WEBP, GIF) or PDF documents of at most 10 MB.
 */
export interface FilesApi {
  /** GET /files: every file (admins only). */
  list(): Promise<Result<FileRecord[]>>;
  /** GET /files/{id}: 404 when unknown or not hers. */
  one(id: number): Promise<Result<FileRecord>>;
  /** POST /files: stored where the setting files_location says (the server's disk, or S3). */
  upload(input: FileUploadInput): Promise<Result<FileRecord>>;
  /** POST /files/s3: stored in S3-compatible storage; 412 when the studio has not configured it. */
  uploadS3(input: FileUploadInput): Promise<Result<FileRecord>>;
  /** PUT /files: renames one. */
  update(body: FileUpdateBody): Promise<Result<FileRecord>>;
  /** DELETE /files/{id}: the row and its bytes; 409 while something still uses the file. */
  remove(id: number): Promise<Result<FileRecord>>;
}
