import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages } from '@estudio/core';
import { createPasswords, hashPassword, scryptKey, type DeriveKey, type ScryptCost } from '../../src/auth/password.js';
import { randomToken } from '../../src/auth/tokens.js';
import { accounts, outbox } from '../../src/db/schema/index.js';
import { onEachDatabase, TEST_PASSWORD_COST, type Harness } from './support/harness.js';

const uniqueEmail = (label: string): string => `${label}-${Math.random().toString(36).slice(2, 10)}@prueba.test`;

/** An account stored as an older server left it: a hash at a cheaper cost. */
const legacyAccount = async (h: Harness, password: string, cost: ScryptCost = { N: 2 ** 10, r: 8, p: 1 }) => {
  const email = uniqueEmail('antigua');
  await h.db.insert(accounts).values({ uid: randomToken(21), email, password_hash: await hashPassword(password, cost), role: 'customer' });
  return email;
};

const storedHash = async (h: Harness, email: string) =>
  (await h.db.select().from(accounts).where(eq(accounts.email, email)))[0]?.password_hash ?? '';

const resetLinks = async (h: Harness, email: string): Promise<string[]> =>
  (await h.db.select().from(outbox).where(eq(outbox.recipient, email)))
    .map((row) => /token=([\w%-]+)/.exec(row.body ?? '')?.[1])
    .filter((token): token is string => token !== undefined)
    .map(decodeURIComponent);

onEachDatabase('passwords of the server identity provider', (h) => {
  it('upgrades an old hash to the current cost at the next sign-in, and only with the right password', async () => {
    const email = await legacyAccount(h(), 'vieja123');
    const before = await storedHash(h(), email);
    expect((await h().request('POST', '/api/auth/signin', { body: { email, password: 'otra1234' } })).status).toBe(401);
    expect(await storedHash(h(), email)).toBe(before);
    await h().signIn(email, 'vieja123');
    const after = await storedHash(h(), email);
    expect(after).toMatch(new RegExp(`^scrypt\\$${TEST_PASSWORD_COST.N}\\$8\\$1\\$`));
    expect(after).not.toBe(before);
    await h().signIn(email, 'vieja123');
    expect(await storedHash(h(), email)).toBe(after);
  });

  it('costs one scrypt check at the current cost for an unknown e-mail, as for a wrong password', async () => {
    const costs: ScryptCost[] = [];
    const derive: DeriveKey = (password, salt, length, cost) => {
      costs.push(cost);
      return scryptKey(password, salt, length, cost);
    };
    const counted = h().withApp({ passwords: createPasswords(TEST_PASSWORD_COST, derive) });
    const email = uniqueEmail('tiempo');
    await counted.request('POST', '/api/auth/signup', { body: { email, password: 'secreta1' } });
    // The first unknown e-mail makes the dummy hash: the same one derivation.
    for (const attempt of [
      { email: 'nadie@estudio.test', code: 'auth/user-not-found' },
      { email: 'nadie-mas@estudio.test', code: 'auth/user-not-found' },
      { email, code: 'auth/wrong-password' },
    ]) {
      costs.length = 0;
      const answer = await counted.request('POST', '/api/auth/signin', { body: { email: attempt.email, password: 'equivocada' } });
      expect(answer.body.code).toBe(attempt.code);
      expect(costs).toEqual([TEST_PASSWORD_COST]);
    }
  });

  it('kills every other open reset link once one is used', async () => {
    const email = uniqueEmail('enlaces');
    await h().request('POST', '/api/auth/signup', { body: { email, password: 'vieja123' } });
    await h().request('POST', '/api/auth/reset', { body: { email } });
    await h().request('POST', '/api/auth/reset', { body: { email } });
    const [first, second] = await resetLinks(h(), email);
    expect(first && second && first !== second).toBe(true);
    expect((await h().request('POST', '/api/auth/reset/confirm', { body: { token: second, password: 'nueva123' } })).status).toBe(200);
    const stale = await h().request('POST', '/api/auth/reset/confirm', { body: { token: first, password: 'otra1234' } });
    expect(stale.status).toBe(401);
    expect(stale.body).toEqual({ code: 'auth/invalid-reset-token', message: messages.auth.resetLinkInvalid });
    await h().signIn(email, 'nueva123');
  });
});
