import { randomToken } from '../auth/tokens.js';
import type { StoredType } from './sniff.js';

/** The file name extension of each type an upload may have. */
const EXTENSIONS: Readonly<Record<StoredType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

/** 18 random bytes as base64url (24 characters), then the type's extension. */
const STORAGE_KEY = /^[A-Za-z0-9_-]{24}\.(?:jpg|png|webp|gif|pdf|mp4|webm)$/;

/**
 * A new storage key: 144 random bits from the server's token source plus
 * the extension of the type the bytes were found to be. Unguessable, so a
 * file's URL is only known to whoever was given it; never derived from the
 * client's file name, so it cannot climb out of its folder.
 */
export const newStorageKey = (type: StoredType): string => `${randomToken(18)}.${EXTENSIONS[type]}`;

/** True only for a key `newStorageKey` could have made: no separators, no dots but the extension's. */
export const isStorageKey = (key: string): boolean => STORAGE_KEY.test(key);
