import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi.js';
import { routeList } from './routes.js';

describe('OpenAPI document', () => {
  const doc = buildOpenApiDocument({ title: 'Estudio', version: 'test' }) as {
    paths: Record<string, Record<string, { operationId: string; 'x-access': string }>>;
  };

  it('documents every route once, with its access', () => {
    const operations = Object.values(doc.paths).flatMap((p) => Object.values(p));
    expect(operations).toHaveLength(routeList.length);
    for (const route of routeList) {
      const path = `/api${route.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;
      expect(doc.paths[path]?.[route.method.toLowerCase()]?.['x-access']).toBe(route.access);
    }
  });

  it('has unique operation ids', () => {
    const ids = routeList.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
