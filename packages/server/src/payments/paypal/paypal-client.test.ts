import { describe, expect, it } from 'vitest';
import { ProviderUnavailable } from '../provider-error.js';
import { payPalClient, PayPalRefusal } from './paypal-client.js';

type Call = { url: string; init: RequestInit };

/** A fetch answering in turn from `answers`, recording each call. */
const fakeFetch = (answers: (() => Response)[]) => {
  const calls: Call[] = [];
  const send = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  }) as typeof fetch;
  return { calls, send };
};

const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const token = (value = 'T1') => json(200, { access_token: value, expires_in: 3600 });
const header = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);

describe('payPalClient', () => {
  const options = { clientId: 'id', clientSecret: 'secret', apiBase: 'http://127.0.0.1:1/' };

  it('fetches a client-credentials token with Basic auth once, then sends JSON with it and the request id', async () => {
    const { calls, send } = fakeFetch([token(), json(201, { id: 'ORDER-1' }), json(200, { id: 'ORDER-1' })]);
    const client = payPalClient({ ...options, fetch: send });
    expect(await client.call({ method: 'POST', path: '/v2/checkout/orders', body: { intent: 'CAPTURE' }, requestId: 'key-1' })).toEqual({ id: 'ORDER-1' });
    await client.call({ method: 'GET', path: '/v2/checkout/orders/ORDER-1' });
    expect(calls.map((call) => call.url)).toEqual([
      'http://127.0.0.1:1/v1/oauth2/token', 'http://127.0.0.1:1/v2/checkout/orders', 'http://127.0.0.1:1/v2/checkout/orders/ORDER-1',
    ]);
    expect(header(calls[0], 'authorization')).toBe(`Basic ${Buffer.from('id:secret').toString('base64')}`);
    expect(calls[0]?.init.body).toBe('grant_type=client_credentials');
    expect(header(calls[1], 'authorization')).toBe('Bearer T1');
    expect(header(calls[1], 'paypal-request-id')).toBe('key-1');
    expect(calls[1]?.init.body).toBe('{"intent":"CAPTURE"}');
    expect(header(calls[2], 'paypal-request-id')).toBeNull();
  });

  it('fetches a new token once when PayPal answers 401', async () => {
    const { calls, send } = fakeFetch([token('OLD'), json(401, {}), token('NEW'), json(200, { ok: true })]);
    expect(await payPalClient({ ...options, fetch: send }).call({ method: 'GET', path: '/x' })).toEqual({ ok: true });
    expect(header(calls[3], 'authorization')).toBe('Bearer NEW');
  });

  it("throws PayPal's issue on a 4xx, and ProviderUnavailable on a 5xx, a refused token or no network", async () => {
    const refusal = fakeFetch([token(), json(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] })]);
    await expect(payPalClient({ ...options, fetch: refusal.send }).call({ method: 'POST', path: '/capture' }))
      .rejects.toSatisfy((error) => error instanceof PayPalRefusal && error.status === 422 && error.issue === 'ORDER_NOT_APPROVED');
    const down = fakeFetch([token(), json(503, {})]);
    await expect(payPalClient({ ...options, fetch: down.send }).call({ method: 'GET', path: '/x' })).rejects.toBeInstanceOf(ProviderUnavailable);
    const badCredentials = fakeFetch([json(401, { error: 'invalid_client' })]);
    await expect(payPalClient({ ...options, fetch: badCredentials.send }).call({ method: 'GET', path: '/x' })).rejects.toBeInstanceOf(ProviderUnavailable);
    const offline = fakeFetch([() => { throw new TypeError('fetch failed'); }]);
    await expect(payPalClient({ ...options, fetch: offline.send }).call({ method: 'GET', path: '/x' })).rejects.toBeInstanceOf(ProviderUnavailable);
  });
});
