import { messages } from '../../messages/index.js';
import { entry, type ErrorArea } from './entry.js';

/** Videos, their favourites and what a video names. */
export const VIDEO_ERRORS = {
  notFound: entry('video/not-found', 404, () => messages.videos.notFound),
  sourceRequired: entry('video/source-required', 400, () => messages.videos.sourceRequired),
  membershipRequired: entry('videos/membership-required', 412, () => messages.videos.noMembership),
  favoriteNotFound: entry('favorite/not-found', 404, () => messages.videos.favoriteNotFound),
  tagNotFound: entry('tag/not-found', 404, () => messages.videos.tagNotFound),
  programNotFound: entry('program/not-found', 404, () => messages.videos.programNotFound),
  /** A reference the database refused meanwhile (a concurrent delete). */
  referenceNotFound: entry('reference/not-found', 404, () => messages.common.notFound),
} as const satisfies ErrorArea;
