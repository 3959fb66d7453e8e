import { expect, it } from 'vitest';
import { AppConfigResponse, ErrorBody, limits, messages, routeList } from '@estudio/core';
import { onEachDatabase } from './support/harness.js';

onEachDatabase('system routes and request handling', (h) => {
  it('answers the health check, with the security headers', async () => {
    const answer = await h().request('GET', '/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok' });
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('lists the settings with the running identity provider and no secret', async () => {
    const answer = await h().request('GET', '/api/appconfig');
    expect(answer.status).toBe(200);
    const { config } = AppConfigResponse.parse(answer.body);
    const byKey = new Map(config.map((entry) => [entry.key, entry.value]));
    expect(byKey.get('business_name')).toBe('Estudio Demo');
    expect(JSON.parse(byKey.get('identity_provider') ?? '{}')).toEqual({ provider: 'server' });
    expect(config.filter((entry) => entry.key === 'identity_provider')).toHaveLength(1);
    expect(answer.text).not.toMatch(/jwt_signing_key/);
  });

  it('answers 404 {code:not-found} for an unknown /api path or method', async () => {
    for (const [method, path] of [['GET', '/api/nothing-here'], ['DELETE', '/api/health'], ['GET', '/api']] as const) {
      const answer = await h().request(method, path);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body).toEqual({ code: 'not-found', message: messages.common.notFound });
    }
  });

  it('refuses malformed JSON with 400 validation/malformed-json', async () => {
    const answer = await h().request('POST', '/api/auth/signin', { raw: '{"email": "a@b.c",' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 'validation/malformed-json', message: messages.common.malformedJson });
  });

  it('refuses a body that is not JSON by content type with 400', async () => {
    const answer = await h().request('POST', '/api/auth/signin', {
      raw: 'email=a@b.c', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('validation/content-type');
  });

  it('refuses a body over the size limit with 413', async () => {
    const big = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(limits.bodyBytes) });
    const answer = await h().request('POST', '/api/auth/signin', { raw: big });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ code: 'validation/body-too-large', message: messages.common.bodyTooLarge });
  });

  it('refuses an invalid body with a Spanish message naming the field', async () => {
    const answer = await h().request('POST', '/api/auth/signin', { body: { email: 'no-es-correo', password: 'x' } });
    expect(answer.status).toBe(400);
    expect(ErrorBody.parse(answer.body).code).toBe('validation/invalid-body');
    expect(answer.body.message).toMatch(/^Revisa el campo: email\./);
  });

  it('refuses a body that is not an object with 400', async () => {
    const answer = await h().request('POST', '/api/auth/signin', { raw: '42' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 'validation/invalid-body', message: messages.common.invalidBody });
  });

  it('serves the OpenAPI document of every route', async () => {
    const answer = await h().request('GET', '/api/openapi.json');
    expect(answer.status).toBe(200);
    const operations = Object.values(answer.body.paths as Record<string, Record<string, { operationId: string }>>)
      .flatMap((methods) => Object.values(methods).map((operation) => operation.operationId));
    expect(operations.sort()).toEqual(routeList.map((route) => route.id).sort());
  });

  it('answers an unexpected error with 500 internal, logged, and no stack', async () => {
    const broken = h().withApp({ clock: { now: () => { throw new Error('clock exploded at secret/path.ts:12'); } } });
    const answer = await broken.request('GET', '/api/health');
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ code: 'internal', message: messages.common.genericError });
    expect(answer.text).not.toMatch(/exploded|\.ts/);
    expect(broken.logger.errors).toHaveLength(1);
  });
});
