import { expect, it } from 'vitest';
import { messages } from '@estudio/core';
import { DEMO, onEachDatabase } from './support/harness.js';

const cookieValue = (setCookie: string | null): string => {
  const match = /XSRF-TOKEN=([^;]+)/.exec(setCookie ?? '');
  if (!match?.[1]) throw new Error(`No XSRF-TOKEN cookie in ${setCookie}`);
  return match[1];
};

onEachDatabase('XSRF double-submit (spec 7)', (h) => {
  it('sets a readable XSRF-TOKEN cookie on any answer when the request has none', async () => {
    const answer = await h().request('GET', '/api/health');
    const header = answer.headers.get('set-cookie') ?? '';
    expect(cookieValue(header).length).toBeGreaterThanOrEqual(32);
    expect(header).toMatch(/Path=\//);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).not.toMatch(/HttpOnly/i);
    const withCookie = await h().request('GET', '/api/health', { headers: { cookie: `XSRF-TOKEN=${cookieValue(header)}` } });
    expect(withCookie.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a mutation that carries the cookie without the matching header, whatever its token', async () => {
    const cookie = cookieValue((await h().request('GET', '/api/health')).headers.get('set-cookie'));
    const { token } = await h().signIn(DEMO.socia);
    const body = { name: 'Intento' };
    const missing = await h().request('PUT', '/api/customer', { token, body, headers: { cookie: `XSRF-TOKEN=${cookie}` } });
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual({ code: 'xsrf/mismatch', message: messages.common.xsrfMismatch });
    const wrong = await h().request('PUT', '/api/customer', {
      token, body, headers: { cookie: `XSRF-TOKEN=${cookie}`, 'x-xsrf-token': `${cookie.slice(0, -1)}x` },
    });
    expect(wrong.status).toBe(403);
    const signIn = await h().request('POST', '/api/auth/signin', {
      body: { email: DEMO.socia, password: DEMO.password }, headers: { cookie: `XSRF-TOKEN=${cookie}` },
    });
    expect(signIn.status).toBe(403);
  });

  it('accepts a mutation whose header matches the cookie', async () => {
    const cookie = cookieValue((await h().request('GET', '/api/health')).headers.get('set-cookie'));
    const signIn = await h().request('POST', '/api/auth/signin', {
      body: { email: DEMO.socia, password: DEMO.password }, headers: { cookie: `XSRF-TOKEN=${cookie}`, 'x-xsrf-token': cookie },
    });
    expect(signIn.status).toBe(200);
  });

  it('does not affect a client that sends no cookie', async () => {
    const { token } = await h().signIn(DEMO.nueva);
    const answer = await h().request('PUT', '/api/customer', { token, body: {} });
    expect(answer.status).toBe(200);
  });
});
