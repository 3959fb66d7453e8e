import { canonicalUploadType, isVideoUploadType, type UploadType, type VideoUploadType } from '@estudio/core';

/** A type an upload may be stored as: an image or a PDF (anyone), or a video (admins). */
export type StoredType = UploadType | VideoUploadType;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));
const textAt = (bytes: Uint8Array, offset: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(offset, offset + length));

/**
 * The major brands of an ISO base media file ('ftyp' box) that are MP4
 * video. QuickTime ('qt  '), audio-only ('M4A ') and still images in the
 * same container (HEIC, AVIF) have brands of their own and are not on it.
 */
const MP4_BRANDS = new Set([
  'isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'M4VH', 'M4VP', 'dash', 'mmp4', 'MSNV', 'f4v ',
]);

/** MP4: a first box 'ftyp' (its size in bytes 0–3) whose major brand is a video one. */
const isMp4 = (bytes: Uint8Array): boolean => startsWith(bytes, ascii('ftyp'), 4) && MP4_BRANDS.has(textAt(bytes, 8, 4));

/** The EBML header's DocType element (id 0x4282) and what it names, within the header's first bytes. */
const ebmlDocType = (bytes: Uint8Array): string | null => {
  const end = Math.min(bytes.length - 3, 64);
  for (let at = 4; at < end; at += 1) {
    if (bytes[at] !== 0x42 || bytes[at + 1] !== 0x82) continue;
    const size = bytes[at + 2] ?? 0;
    // A one-byte EBML size (its top bit set) is all a DocType ever needs.
    if ((size & 0x80) === 0) return null;
    return textAt(bytes, at + 3, size & 0x7f);
  }
  return null;
};

/** WebM: an EBML header (1A 45 DF A3) whose DocType is 'webm', not any other Matroska file. */
const isWebm = (bytes: Uint8Array): boolean => startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && ebmlDocType(bytes) === 'webm';

/** Each allowed type's magic numbers (its first bytes), as the formats define them. */
const SIGNATURES: readonly { readonly type: StoredType; readonly matches: (bytes: Uint8Array) => boolean }[] = [
  { type: 'image/jpeg', matches: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]) },
  { type: 'image/png', matches: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/gif', matches: (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')) },
  { type: 'image/webp', matches: (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8) },
  { type: 'application/pdf', matches: (bytes) => startsWith(bytes, ascii('%PDF-')) },
  { type: 'video/mp4', matches: isMp4 },
  { type: 'video/webm', matches: isWebm },
];

/** How many first bytes `sniffType` reads: enough for every signature above. */
export const SNIFF_BYTES = 64;

/**
 * The type a file's first bytes say it is, among the types an upload may
 * have; null for anything else (SVG, HTML, scripts, archives, QuickTime,
 * Matroska…). The browser's declared type is a claim; these bytes are what
 * a reader of the file will actually get.
 */
export const sniffType = (bytes: Uint8Array): StoredType | null =>
  SIGNATURES.find((signature) => signature.matches(bytes))?.type ?? null;

/** True for the video types, which only admins upload. */
export const isVideoType = (type: StoredType): type is VideoUploadType => isVideoUploadType(type);

/**
 * True when the type a browser declared agrees with the bytes: the same
 * type (or an alias of it, core's `UPLOAD_TYPE_ALIASES`, which the upload
 * fields read too), or no claim at all (an empty type or
 * application/octet-stream, what a Blob without a type is sent as).
 */
export const declaredTypeAgrees = (declared: string, sniffed: StoredType): boolean => {
  const type = canonicalUploadType(declared);
  if (type === '' || type === 'application/octet-stream') return true;
  return type === sniffed;
};
