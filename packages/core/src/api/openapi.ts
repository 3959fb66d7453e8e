import { z } from 'zod';
import { routeList } from './routes.js';
import { ErrorBody } from './schemas/common.schemas.js';
import type { RouteDef } from './route.js';

type Json = Record<string, unknown>;

const schemaOf = (schema: z.ZodType, io: 'input' | 'output'): Json =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as Json;

const errorResponse = (description: string): Json => ({
  description,
  content: { 'application/json': { schema: schemaOf(ErrorBody, 'output') } },
});

const queryParameters = (route: RouteDef): Json[] => {
  if (!route.query) return [];
  const json = schemaOf(route.query, 'input') as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, schema]) => ({
    name, in: 'query', required: json.required?.includes(name) ?? false, schema,
  }));
};

const pathParameters = (path: string): Json[] =>
  [...path.matchAll(/:([A-Za-z_]+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));

/** JSON, or a multipart form whose file fields are binary strings (zod's `z.file()` says so itself). */
const requestBody = (route: RouteDef, body: z.ZodType): Json => {
  const mediaType = route.bodyKind === 'multipart' ? 'multipart/form-data' : 'application/json';
  return { required: true, content: { [mediaType]: { schema: schemaOf(body, 'input') } } };
};

const operation = (route: RouteDef): Json => {
  const responses: Json = {
    [String(route.successStatus ?? 200)]: route.successStatus === 204
      ? { description: 'No content' }
      : { description: 'Success', content: { 'application/json': { schema: schemaOf(route.response, 'output') } } },
    '400': errorResponse('Invalid request'),
  };
  if (route.access !== 'public') responses['401'] = errorResponse('Missing or invalid token');
  if (route.access === 'admin') responses['403'] = errorResponse('Admins only');
  if (route.access === 'staff') responses['403'] = errorResponse("The studio's team only (staff or admin)");
  for (const status of route.errors ?? []) responses[String(status)] = errorResponse('Refused');
  return {
    operationId: route.id,
    summary: route.summary,
    tags: [route.tag],
    'x-access': route.access,
    ...(route.ownData ? { 'x-own-data': true } : {}),
    ...(route.access === 'public' ? {} : { security: [{ bearer: [] }] }),
    parameters: [...pathParameters(route.path), ...queryParameters(route)],
    ...(route.body ? { requestBody: requestBody(route, route.body) } : {}),
    responses,
  };
};

/** The OpenAPI 3 document of every route, generated from the shared schemas. */
export const buildOpenApiDocument = (info: { title: string; version: string }): Json => {
  const paths: Record<string, Json> = {};
  for (const route of routeList) {
    const path = `/api${route.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;
    paths[path] = { ...(paths[path] ?? {}), [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: '3.0.3',
    info,
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
};
