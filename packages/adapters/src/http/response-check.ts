import { err, ok, type Endpoint, type Result } from '@estudio/core';
import { invalidResponse, isJsonObject } from './http-errors.js';

/**
 * Checks a success body against its route's response schema: the parsed
 * answer, or a failure (reported as `invalid-response` with the status).
 * `createSchemaValidator()` (`@estudio/adapters/validation`) is the one over
 * core's route table.
 */
export type ResponseValidator = (routeId: string, body: unknown) => Result<unknown>;

/**
 * What a success body must be before a caller reads it. Always (but for a
 * 204 route, which has no body): a JSON object carrying the endpoint's response key, so a port member never reads
 * a missing key. With a validator: also what the route's schema accepts.
 */
export const checkAnswer = (endpoint: Endpoint, status: number, body: unknown, validate?: ResponseValidator): Result<unknown> => {
  // A route answering 204 has no key and no body to check.
  if (!endpoint.responseKey) return ok(body);
  if (!isJsonObject(body) || !Object.hasOwn(body, endpoint.responseKey)) return err(invalidResponse(status));
  if (validate === undefined) return ok(body);
  const checked = validate(endpoint.id, body);
  return checked.ok ? checked : err({ ...checked.error, status });
};
