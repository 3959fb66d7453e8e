import { messages } from '../../messages/index.js';
import { CUSTOMER_EMAIL_CODES } from './customer-email.codes.js';
import { FILE_CODES } from './file.codes.js';
import { entry, type ErrorArea } from './entry.js';

/** Files and uploads. */
export const FILE_ERRORS = {
  notFound: entry(() => FILE_CODES.notFound, 404, () => messages.files.notFound),
  /** A file another record names (the team's catalogue). */
  notFoundAdmin: entry(() => FILE_CODES.notFound, 404, () => messages.admin.fileNotFound),
  /** A file a video names. */
  referenceNotFound: entry(() => FILE_CODES.notFound, 404, () => messages.common.notFound),
  /** Her profile photo is no file of hers. */
  photoNotFound: entry(() => FILE_CODES.notFound, 404, () => messages.profile.photoNotFound),
  /** Her profile photo is a file of hers that is no image. */
  photoNotImage: entry(() => CUSTOMER_EMAIL_CODES.photoNotImage, 400, () => messages.profile.photoNotImage),
  inUse: entry(() => FILE_CODES.inUse, 409, () => messages.files.inUse),
  missing: entry(() => FILE_CODES.missing, 400, () => messages.files.missing),
  empty: entry(() => FILE_CODES.empty, 400, () => messages.files.empty),
  tooLarge: entry(() => FILE_CODES.tooLarge, 413, () => messages.files.tooLarge),
  /** A video over `limits.videoUploadBytes` (or any body past it). */
  videoTooLarge: entry(() => FILE_CODES.videoTooLarge, 413, () => messages.files.videoTooLarge),
  typeNotAllowed: entry(() => FILE_CODES.typeNotAllowed, 400, () => messages.files.typeNotAllowed),
  /** The admin's upload declared as a video the library does not take (QuickTime, Matroska…): the same code, a video's message. */
  videoTypeNotAllowed: entry(() => FILE_CODES.typeNotAllowed, 400, () => messages.files.videoTypeNotAllowed),
  /** A video's `file_id` names a file that is no video. */
  videoFileNotVideo: entry(() => FILE_CODES.notAVideo, 400, () => messages.files.videoFileNotVideo),
  /** A video's `thumbnail_file_id` names a file that is no image. */
  thumbnailNotImage: entry(() => FILE_CODES.notAnImage, 400, () => messages.files.thumbnailNotImage),
  notMultipart: entry(() => FILE_CODES.notMultipart, 400, () => messages.files.multipartRequired),
  malformedMultipart: entry(() => FILE_CODES.malformedMultipart, 400, () => messages.files.malformedMultipart),
  storageUnavailable: entry(() => FILE_CODES.storageUnavailable, 412, () => messages.files.storageUnavailable),
  storageFailed: entry(() => FILE_CODES.storageFailed, 502, () => messages.files.storageFailed),
} as const satisfies ErrorArea;
