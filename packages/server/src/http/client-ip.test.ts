import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp, forwardedClient } from './client-ip.js';

describe('forwardedClient', () => {
  it('takes the hop the trusted proxy appended, not the ones the client wrote', () => {
    expect(forwardedClient('1.2.3.4')).toBe('1.2.3.4');
    expect(forwardedClient('6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(forwardedClient(' 6.6.6.6 ,, 203.0.113.7 , ')).toBe('203.0.113.7');
    expect(forwardedClient('')).toBeUndefined();
    expect(forwardedClient(undefined)).toBeUndefined();
  });
});

describe('clientIp', () => {
  const ipOf = async (trustProxy: boolean, forwarded?: string) => {
    const app = new Hono().get('/', (c) => c.text(clientIp(c, trustProxy)));
    const answer = await app.request('/', { headers: forwarded ? { 'x-forwarded-for': forwarded } : {} });
    return answer.text();
  };

  it('reads X-Forwarded-For only behind a declared proxy, and then its right-most hop', async () => {
    expect(await ipOf(true, 'forjada, 198.51.100.9')).toBe('198.51.100.9');
    expect(await ipOf(false, 'forjada, 198.51.100.9')).toBe('in-process');
    expect(await ipOf(true)).toBe('in-process');
  });
});
