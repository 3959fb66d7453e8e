import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints } from './endpoints.js';
import { routeList, routes } from './routes.js';
import { NoContent } from './schemas/common.schemas.js';

/** The keys of a response schema that every answer must carry. */
const requiredKeys = (schema: z.ZodObject): string[] =>
  Object.entries(schema.shape)
    .filter(([, field]) => !(field as z.ZodType).safeParse(undefined).success)
    .map(([key]) => key);

describe('route table', () => {
  it('has one route for every endpoint, and nothing else', () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it("keeps each endpoint's transport facts unchanged in its route", () => {
    for (const [id, endpoint] of Object.entries(endpoints)) {
      const route = routes[id as keyof typeof routes];
      expect(route).toMatchObject(endpoint);
      expect(route.id).toBe(id);
    }
  });

  it("answers every route under its response key: a required key of its response object, the only one when there is one", () => {
    for (const route of routeList.filter((candidate) => candidate.successStatus !== 204)) {
      expect(route.response, route.id).toBeInstanceOf(z.ZodObject);
      const keys = requiredKeys(route.response as z.ZodObject);
      expect(keys, route.id).toContain(route.responseKey);
      if (keys.length === 1) expect(route.responseKey, route.id).toBe(keys[0]);
    }
  });

  it('answers a 204 route with no body: the NoContent schema and an empty response key', () => {
    const noContent = routeList.filter((route) => route.successStatus === 204);
    expect(noContent.map((route) => route.id)).toContain('authSignOut');
    for (const route of noContent) {
      expect(route.response, route.id).toBe(NoContent);
      expect(route.responseKey, route.id).toBe('');
    }
  });
});
