/**
 * API smoke over HTTP against the built server (no browser): the ready
 * check, the OpenAPI document, and the contract's sign-in answers.
 */
import { describe, expect, inject, it } from 'vitest';
import { routeList } from '@estudio/core';
import './support/provided.js';
import { apiSignIn, callJson, demo, tokenFor, type Tokens } from './support/api.js';

const base = () => inject('baseUrl');

/**
 * The server allows 20 sign-ins a minute per address and the whole e2e run
 * signs in about 16 times within one: this file signs each account in once.
 */
let sociaTokens: Tokens | undefined;

describe('the API of the running server', () => {
  it('answers GET /api/health with 200 {status: "ok"}', async () => {
    const answer = await callJson(base(), '/api/health');
    expect(answer).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('documents every route of the shared route list in GET /api/openapi.json', async () => {
    const answer = await callJson<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(base(), '/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toMatch(/^3\./);
    const documented = Object.entries(answer.body.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = routeList.map((r) => `${r.method} /api${r.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`);
    expect(documented.sort()).toEqual(expect.arrayContaining(expected.sort()));
    expect(expected.length).toBeGreaterThan(0);
  });

  it('signs in a demo customer with 200 {token, refresh_token, expires_in}', async () => {
    const answer = await apiSignIn(base(), demo.socia, demo.password);
    expect(answer.status).toBe(200);
    const tokens = answer.body as Tokens;
    sociaTokens = tokens;
    expect(tokens).toEqual({ token: expect.any(String), refresh_token: expect.any(String), expires_in: expect.any(Number) });
    expect(tokens.token.length).toBeGreaterThan(10);
    expect(tokens.expires_in).toBeGreaterThan(0);
  });

  it('signs in the demo admin', async () => {
    const answer = await apiSignIn(base(), demo.admin, demo.password);
    expect(answer.status).toBe(200);
  });

  it('answers 401 auth/wrong-password for a wrong password', async () => {
    const answer = await apiSignIn(base(), demo.socia, 'not-the-password');
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 'auth/wrong-password' });
  });

  it('answers 401 auth/user-not-found for an unknown e-mail', async () => {
    const answer = await apiSignIn(base(), 'nadie-aqui@estudio.test', demo.password);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 'auth/user-not-found' });
  });

  it('refuses a customer call without a token (401) and a customer on an admin call (403)', async () => {
    expect((await callJson(base(), '/api/customer')).status).toBe(401);
    const token = sociaTokens?.token ?? (await tokenFor(base(), demo.socia));
    expect((await callJson(base(), '/api/customer', { token })).status).toBe(200);
    expect((await callJson(base(), '/api/customer/admin/all', { token })).status).toBe(403);
  });

  it('rotates a refresh token into new tokens', async () => {
    const signedIn = (await apiSignIn(base(), demo.nueva, demo.password)).body as Tokens;
    const answer = await callJson<Tokens>(base(), '/api/auth/refresh', { body: { refresh_token: signedIn.refresh_token } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ token: expect.any(String), refresh_token: expect.any(String), expires_in: expect.any(Number) });
  });

  it('answers 200 to a password reset whether or not the address exists', async () => {
    expect((await callJson(base(), '/api/auth/reset', { body: { email: demo.nueva } })).status).toBe(200);
    expect((await callJson(base(), '/api/auth/reset', { body: { email: 'nadie-aqui@estudio.test' } })).status).toBe(200);
  });

  it('serves the web app at / on the same origin', async () => {
    const response = await fetch(`${base()}/`, { signal: AbortSignal.timeout(15_000) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toMatch(/<div id="root">/);
  });
});
