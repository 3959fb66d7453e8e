import { ok, err, routes, type RouteDef } from '@estudio/core';
import { invalidResponse } from './http-errors.js';
import type { ResponseValidator } from './response-check.js';

/**
 * A ResponseValidator over core's route table: each success body is parsed
 * by its route's zod response schema. This module pulls in zod and every
 * schema, which is why the client does not import it itself: Node callers and
 * the contract tests pass it (`createHttpClient({ ..., validateResponse })`),
 * a browser bundle may leave it out. An id the table does not know is refused.
 */
export const createSchemaValidator = (table: Readonly<Record<string, RouteDef>> = routes): ResponseValidator => (routeId, body) => {
  const route = Object.hasOwn(table, routeId) ? table[routeId] : undefined;
  if (route === undefined) return err(invalidResponse());
  const parsed = route.response.safeParse(body);
  return parsed.success ? ok(parsed.data) : err(invalidResponse());
};
