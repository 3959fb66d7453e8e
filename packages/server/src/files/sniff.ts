import type { UploadType } from '@estudio/core';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/** Each allowed type's magic numbers (its first bytes), as the formats define them. */
const SIGNATURES: readonly { readonly type: UploadType; readonly matches: (bytes: Uint8Array) => boolean }[] = [
  { type: 'image/jpeg', matches: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]) },
  { type: 'image/png', matches: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/gif', matches: (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')) },
  { type: 'image/webp', matches: (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8) },
  { type: 'application/pdf', matches: (bytes) => startsWith(bytes, ascii('%PDF-')) },
];

/**
 * The type a file's first bytes say it is, among the types an upload may
 * have; null for anything else (SVG, HTML, scripts, archives…). The
 * browser's declared type is a claim; these bytes are what a reader of the
 * file will actually get.
 */
export const sniffType = (bytes: Uint8Array): UploadType | null =>
  SIGNATURES.find((signature) => signature.matches(bytes))?.type ?? null;

/** Declared types browsers use for the same formats. */
const ALIASES: Readonly<Record<string, UploadType>> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg' };

/**
 * True when the type a browser declared agrees with the bytes: the same
 * type (or an alias of it), or no claim at all (an empty type or
 * application/octet-stream, what a Blob without a type is sent as).
 */
export const declaredTypeAgrees = (declared: string, sniffed: UploadType): boolean => {
  const type = declared.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === '' || type === 'application/octet-stream') return true;
  return (ALIASES[type] ?? type) === sniffed;
};
