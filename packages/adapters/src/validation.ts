/**
 * @estudio/adapters/validation: response validation with core's zod schemas,
 * for the HTTP client's `validateResponse` option. A separate entry so that
 * importing the client never brings zod along.
 */
export { createSchemaValidator } from './http/schema-validator.js';
export type { ResponseValidator } from './http/response-check.js';
