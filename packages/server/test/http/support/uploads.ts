import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Harness } from './harness.js';

/** A tiny real PNG (1×1, transparent). */
export const PNG = Uint8Array.from(Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'));

/** A PDF's first line and a little body: enough for its magic number. */
export const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Script-bearing HTML and SVG: what must never be stored, whatever they are called. */
export const HTML = new TextEncoder().encode('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
export const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>');

/** A PNG padded to `size` bytes: its signature decides its type. */
export const pngOfSize = (size: number): Uint8Array => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG.subarray(0, Math.min(size, PNG.length)));
  return bytes;
};

/** What a multipart upload carries. */
export interface UploadParts {
  readonly bytes?: Uint8Array;
  readonly type?: string;
  readonly filename?: string;
  /** Sent as the `data` field, JSON-encoded unless already text. */
  readonly data?: unknown;
}

/** A multipart/form-data upload as a browser sends it (the boundary set by the runtime). */
export const uploadForm = (parts: UploadParts): FormData => {
  const form = new FormData();
  if (parts.bytes) form.append('file', new File([parts.bytes], parts.filename ?? 'foto.png', { type: parts.type ?? 'image/png' }));
  if (parts.data !== undefined) form.append('data', typeof parts.data === 'string' ? parts.data : JSON.stringify(parts.data));
  return form;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
export type Json = any;

/** Sends an upload to `path` (POST /api/files or /api/files/s3) and reads the JSON answer. */
export const upload = async (h: Harness, path: string, parts: UploadParts, token?: string) => {
  const response = await h.app.request(path, {
    method: 'POST',
    body: uploadForm(parts),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Json, text };
};

/** A throwaway folder for the server's files (made now, so suites can name it in their app's dependencies). */
export const tempFilesDir = (): { readonly dir: string; list(): Promise<string[]>; remove(): Promise<void> } => {
  const dir = mkdtempSync(join(tmpdir(), 'estudio-files-test-'));
  return {
    dir,
    list: async () => (await readdir(dir).catch(() => [] as string[])).sort(),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
};
