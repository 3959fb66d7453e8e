import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages } from '@estudio/core';
import { classPackages } from '../../src/db/schema/index.js';
import { defaultRateLimits } from '../../src/http/rate-limit.js';
import { DEMO, onEachDatabase } from './support/harness.js';

const uniqueEmail = (label: string): string => `${label}-${Math.random().toString(36).slice(2, 10)}@prueba.test`;
const FIFTEEN_MINUTES = 15 * 60_000;

onEachDatabase('rate limits kept in the database (issue 13)', (h) => {
  it('refuses an e-mail after ten wrong passwords in 15 minutes from any address, the right one too, and not another account', async () => {
    const email = uniqueEmail('adivina');
    expect((await h().request('POST', '/api/auth/signup', { body: { email, password: 'correcta1' } })).status).toBe(201);
    const guarded = h().withApp({ trustProxy: true, rateLimits: { signinFailures: defaultRateLimits.signinFailures } });
    const signIn = (password: string, from: string, who = email) =>
      guarded.request('POST', '/api/auth/signin', { body: { email: who, password }, headers: { 'x-forwarded-for': from } });
    for (let guess = 0; guess < defaultRateLimits.signinFailures.limit; guess += 1) {
      expect((await signIn(`mala-${guess}`, `203.0.113.${guess}`)).status).toBe(401);
    }
    const locked = await signIn('correcta1', '198.51.100.1');
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ code: 'rate-limited', message: messages.auth.tooManySignInFailures });
    expect((await signIn('mala', '198.51.100.2', email.toUpperCase())).status, 'the e-mail in any case').toBe(429);
    expect((await signIn(DEMO.password, '198.51.100.1', DEMO.socia)).status, 'another account').toBe(200);
    h().clock.advance(FIFTEEN_MINUTES);
    expect((await signIn('correcta1', '198.51.100.1')).status, 'a new window').toBe(200);
  });

  it('counts right passwords for nothing: a person who signs in often is never locked out', async () => {
    const guarded = h().withApp({ rateLimits: { signinFailures: { limit: 2, windowMs: FIFTEEN_MINUTES } } });
    for (let time = 0; time < 5; time += 1) {
      expect((await guarded.request('POST', '/api/auth/signin', { body: { email: DEMO.nueva, password: DEMO.password } })).status).toBe(200);
    }
  });

  it('shares its counters between two servers on one database', async () => {
    const limits = { discount: { limit: 3, windowMs: 60_000 } };
    const [one, two] = [h().withApp({ rateLimits: limits, rateLimitScope: 'compartido' }), h().withApp({ rateLimits: limits, rateLimitScope: 'compartido' })];
    const { token } = await h().signIn(DEMO.nueva);
    const [pack] = await h().db.select().from(classPackages).where(eq(classPackages.is_trial, false)).limit(1);
    const statuses: number[] = [];
    for (const server of [one, two, one, two]) {
      statuses.push((await server.request('GET', `/api/discounts/code/BIENVENIDA?class_package_id=${pack?.class_package_id ?? 1}`, { token })).status);
    }
    expect(statuses.slice(0, 3).every((status) => status !== 429), `${statuses}`).toBe(true);
    expect(statuses[3]).toBe(429);
  });

  it('limits a signed-in customer per account whatever address she uses', async () => {
    const limited = h().withApp({ trustProxy: true, rateLimits: { cardPerCustomer: { limit: 2, windowMs: 60_000 } } });
    const { token } = await h().signIn(DEMO.socia);
    const card = { number: '4242424242424242', cvc: '123', exp_month: 12, exp_year: 2099 };
    const statuses: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const answer = await limited.request('POST', '/api/sandbox/card_tokens', { token, body: card, headers: { 'x-forwarded-for': `192.0.2.${index}` } });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect((await limited.request('POST', '/api/sandbox/card_tokens', { body: card })).status, 'anonymous: by address only').toBe(200);
  });
});
