import { messages } from '../../messages/index.js';
import { entry, type ErrorArea } from './entry.js';

/** The studio's catalogue as the team edits it: each resource's 404 and its 'still in use' 409. */
export const CATALOGUE_ERRORS = {
  instructorNotFound: entry('instructor/not-found', 404, () => messages.common.notFound),
  instructorInUse: entry('instructor/in-use', 409, () => messages.admin.instructorInUse),
  locationNotFound: entry('location/not-found', 404, () => messages.common.notFound),
  locationInUse: entry('location/in-use', 409, () => messages.admin.locationInUse),
  classTypeNotFound: entry('class-type/not-found', 404, () => messages.common.notFound),
  /** A class type another record names. */
  classTypeMissing: entry('class-type/not-found', 404, () => messages.admin.classTypeNotFound),
  classTypeInUse: entry('class-type/in-use', 409, () => messages.admin.classTypeInUse),
  classCategoryNotFound: entry('class-category/not-found', 404, () => messages.common.notFound),
  classCategoryHandleTaken: entry('class-category/handle-taken', 409, () => messages.admin.categoryHandleTaken),
  availableClassNotFound: entry('available-class/not-found', 404, () => messages.common.notFound),
  availableClassInUse: entry('available-class/in-use', 409, () => messages.admin.creditInUse),
  customSpotMapNotFound: entry('custom-spot-map/not-found', 404, () => messages.common.notFound),
  tagNotFound: entry('tag/not-found', 404, () => messages.common.notFound),
  programNotFound: entry('program/not-found', 404, () => messages.common.notFound),
  videoTypeNotFound: entry('video-type/not-found', 404, () => messages.common.notFound),
  penaltyNotFound: entry('penalty/not-found', 404, () => messages.common.notFound),
  penaltyNotActive: entry('penalty/not-active', 409, () => messages.desk.penaltyNotActive),
  announcementNotFound: entry('announcement/not-found', 404, () => messages.common.notFound),
} as const satisfies ErrorArea;
