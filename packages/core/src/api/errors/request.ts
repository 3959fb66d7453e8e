import { messages } from '../../messages/index.js';
import { FILE_CODES } from './file.codes.js';
import { entry, type ErrorArea } from './entry.js';

/** A request the API cannot read: its media type, its syntax, its size, its schema. */
export const REQUEST_ERRORS = {
  /** Any other 4xx Hono raises; the status is Hono's. */
  invalidRequest: entry('validation/invalid-request', 400, () => messages.common.invalidBody),
  /** The query fails the route's schema; the message names the first problem. */
  invalidQuery: entry('validation/invalid-query', 400, () => messages.common.invalidBody),
  /** A day of the studio that is no date. */
  invalidDate: entry('validation/invalid-query', 400, () => messages.forms.invalidDate),
  /** The body fails the route's schema; the message names the first problem. */
  invalidBody: entry('validation/invalid-body', 400, () => messages.common.invalidBody),
  /** A percent discount over 100. */
  percentTooHigh: entry('validation/invalid-body', 400, () => messages.packagesApi.percentTooHigh),
  contentType: entry(() => FILE_CODES.notMultipart, 400, () => messages.common.unsupportedMediaType),
  malformedJson: entry('validation/malformed-json', 400, () => messages.common.malformedJson),
  bodyTooLarge: entry('validation/body-too-large', 413, () => messages.common.bodyTooLarge),
} as const satisfies ErrorArea;
