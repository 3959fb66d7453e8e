import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints } from './endpoints.js';
import { routeList, routes } from './routes.js';

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
    for (const route of routeList) {
      expect(route.response, route.id).toBeInstanceOf(z.ZodObject);
      const keys = requiredKeys(route.response as z.ZodObject);
      expect(keys, route.id).toContain(route.responseKey);
      if (keys.length === 1) expect(route.responseKey, route.id).toBe(keys[0]);
    }
  });
});
