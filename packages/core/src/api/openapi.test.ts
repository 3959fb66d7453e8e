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

  it('documents an upload as multipart/form-data with a binary file, and every other body as JSON', () => {
    const operations = doc.paths as unknown as Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown>; required?: string[] } }> } }>>;
    const upload = operations['/api/files']?.post?.requestBody?.content;
    expect(Object.keys(upload ?? {})).toEqual(['multipart/form-data']);
    expect(upload?.['multipart/form-data']?.schema.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(upload?.['multipart/form-data']?.schema.required).toEqual(['file']);
    expect(Object.keys(operations['/api/files/s3']?.post?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    expect(Object.keys(operations['/api/files']?.put?.requestBody?.content ?? {})).toEqual(['application/json']);
  });

  it('documents sign-out as 204 with no body, taking the refresh token', () => {
    const signOut = (doc.paths['/api/auth/signout'] as unknown as Record<string, { responses: Record<string, { content?: unknown }>; requestBody?: { content: Record<string, { schema: { required?: string[] } }> } }>).post;
    expect(signOut?.responses['204']).toEqual({ description: 'No content' });
    expect(signOut?.responses['200']).toBeUndefined();
    expect(signOut?.requestBody?.content['application/json']?.schema.required).toEqual(['refresh_token']);
  });
});
