import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { expect, it } from 'vitest';
import { CustomerResponse, ID_TOKEN_EXPIRED, messages, OkResponse, TokenResponse, fill } from '@estudio/core';
import { accounts, outbox, refreshTokens, secrets } from '../../src/db/schema/index.js';
import { DEMO, onEachDatabase, type Harness } from './support/harness.js';
import { REFRESH_TOKEN_REUSE_GRACE_MS } from '../../src/auth/refresh-tokens.js';
import { hashToken } from '../../src/auth/tokens.js';

const uniqueEmail = (label: string): string => `${label}-${Math.random().toString(36).slice(2, 10)}@prueba.test`;

const resetTokenFromOutbox = async (h: Harness, email: string): Promise<string> => {
  const rows = await h.db.select().from(outbox).where(eq(outbox.recipient, email));
  const body = rows.at(-1)?.body ?? '';
  const match = /\/recuperar\/nueva\?token=([\w%-]+)/.exec(body);
  if (!match?.[1]) throw new Error(`No reset link in the outbox for ${email}`);
  return decodeURIComponent(match[1]);
};

onEachDatabase('the server identity provider', (h) => {
  it('signs in a demo account with a 15-minute JWT carrying uid, e-mail and role', async () => {
    const answer = await h().request('POST', '/api/auth/signin', { body: { email: 'SOCIA@estudio.test', password: DEMO.password } });
    expect(answer.status).toBe(200);
    const tokens = TokenResponse.parse(answer.body);
    expect(tokens.expires_in).toBe(900);
    const claims = decodeJwt(tokens.token);
    expect(claims).toMatchObject({ email: DEMO.socia, role: 'customer' });
    expect(typeof claims.sub).toBe('string');
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(900);
    const admin = decodeJwt((await h().signIn(DEMO.admin)).token);
    expect(admin.role).toBe('admin');
  });

  it('answers 401 auth/wrong-password and auth/user-not-found with the spec texts', async () => {
    const wrong = await h().request('POST', '/api/auth/signin', { body: { email: DEMO.socia, password: 'otra-cosa' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ code: 'auth/wrong-password', message: messages.auth.wrongPassword });
    const unknown = await h().request('POST', '/api/auth/signin', { body: { email: 'nadie@estudio.test', password: 'demo1234' } });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ code: 'auth/user-not-found', message: messages.auth.userNotFound });
  });

  it('tells someone the studio registered (the team, the front desk) to choose her password first, then signs her in', async () => {
    const admin = await h().signIn(DEMO.admin);
    const [member, customer] = [uniqueEmail('equipo'), uniqueEmail('mostrador')];
    const invited = await h().request('POST', '/api/team', { token: admin.token, body: { email: member, name: 'Inés', last_name: 'Ocampo', role: 'staff' } });
    expect(invited.status, invited.text).toBe(201);
    const phone = `55${String(h().clock.now()).slice(-8)}`;
    const registered = await h().request('POST', '/api/customer', { token: admin.token, body: { email: customer, name: 'Lucía', last_name: 'Vega', phone } });
    expect(registered.status, registered.text).toBe(201);
    for (const email of [member, customer]) {
      const early = await h().request('POST', '/api/auth/signin', { body: { email: email.toUpperCase(), password: 'lo-que-sea' } });
      expect(early.status).toBe(401);
      expect(early.body).toEqual({ code: 'auth/password-not-set', message: messages.auth.passwordNotSet });
      const token = await resetTokenFromOutbox(h(), email);
      expect((await h().request('POST', '/api/auth/reset/confirm', { body: { token, password: 'elegida1' } })).status).toBe(200);
      expect((await h().signIn(email, 'elegida1')).token).toBeTruthy();
    }
  });

  it('signs up with 201 and tokens, then 409 auth/email-already-in-use for the same address', async () => {
    const email = uniqueEmail('alta');
    const created = await h().request('POST', '/api/auth/signup', { body: { email, password: 'secreta1' } });
    expect(created.status).toBe(201);
    expect(decodeJwt(TokenResponse.parse(created.body).token)).toMatchObject({ email, role: 'customer' });
    const again = await h().request('POST', '/api/auth/signup', { body: { email: email.toUpperCase(), password: 'otra-secreta' } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'auth/email-already-in-use', message: messages.auth.signupConflict });
    await h().signIn(email, 'secreta1');
  });

  it('refuses a password under 6 characters with auth/weak-password and creates nothing', async () => {
    const email = uniqueEmail('corta');
    const answer = await h().request('POST', '/api/auth/signup', { body: { email, password: '12345' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 'auth/weak-password', message: fill(messages.auth.passwordTooShort, { min: 6 }) });
    expect(await h().db.select().from(accounts).where(eq(accounts.email, email))).toHaveLength(0);
  });

  it('rotates refresh tokens and revokes the whole family when a used one comes back', async () => {
    const first = await h().signIn(DEMO.nueva);
    const rotated = await h().request('POST', '/api/auth/refresh', { body: { refresh_token: first.refresh_token } });
    expect(rotated.status).toBe(200);
    const second = TokenResponse.parse(rotated.body);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.token).email).toBe(DEMO.nueva);

    // A page that left before storing its new token presents the old one again at once:
    // it gets the successor already issued, not a second live token of the family.
    const again = await h().request('POST', '/api/auth/refresh', { body: { refresh_token: first.refresh_token } });
    expect(again.status).toBe(200);
    expect(TokenResponse.parse(again.body).refresh_token).toBe(second.refresh_token);

    // Past the grace period a used token means it leaked.
    h().clock.advance(REFRESH_TOKEN_REUSE_GRACE_MS);
    const reused = await h().request('POST', '/api/auth/refresh', { body: { refresh_token: first.refresh_token } });
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe('auth/invalid-refresh-token');
    // The theft is detected: the newest token of the family no longer works either.
    const afterTheft = await h().request('POST', '/api/auth/refresh', { body: { refresh_token: second.refresh_token } });
    expect(afterTheft.status).toBe(401);
    // Another session of the same account is untouched.
    const other = await h().signIn(DEMO.nueva);
    expect((await h().request('POST', '/api/auth/refresh', { body: { refresh_token: other.refresh_token } })).status).toBe(200);
  });

  it('answers a replay within the grace period with the successor already issued, storing no sibling', async () => {
    const { refresh_token: first } = await h().signIn(DEMO.nueva);
    const rotate = (token: string) => h().request('POST', '/api/auth/refresh', { body: { refresh_token: token } });
    const [a, b] = await Promise.all([rotate(first), rotate(first)]);
    const successor = TokenResponse.parse(a.body).refresh_token;
    expect(TokenResponse.parse(b.body).refresh_token).toBe(successor);
    h().clock.advance(REFRESH_TOKEN_REUSE_GRACE_MS - 1);
    expect(TokenResponse.parse((await rotate(first)).body).refresh_token).toBe(successor);
    const [firstRow] = await h().db.select().from(refreshTokens).where(eq(refreshTokens.token_hash, hashToken(first)));
    const family = await h().db.select().from(refreshTokens).where(eq(refreshTokens.family, firstRow?.family ?? ''));
    expect(family).toHaveLength(2);
    // The successor goes on rotating as usual.
    const next = TokenResponse.parse((await rotate(successor)).body).refresh_token;
    expect(next).not.toBe(successor);
    expect((await rotate(next)).status).toBe(200);
  });

  it('signs out with 204: the token and every token refreshed from it answer 401, other sessions stay', async () => {
    const session = await h().signIn(DEMO.nueva);
    const other = await h().signIn(DEMO.nueva);
    const rotated = TokenResponse.parse((await h().request('POST', '/api/auth/refresh', { body: { refresh_token: session.refresh_token } })).body);
    const out = await h().request('POST', '/api/auth/signout', { body: { refresh_token: session.refresh_token } });
    expect(out.status).toBe(204);
    expect(out.text).toBe('');
    for (const refresh_token of [session.refresh_token, rotated.refresh_token]) {
      const refused = await h().request('POST', '/api/auth/refresh', { body: { refresh_token } });
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ code: 'auth/invalid-refresh-token', message: messages.auth.sessionExpired });
    }
    expect((await h().request('POST', '/api/auth/refresh', { body: { refresh_token: other.refresh_token } })).status).toBe(200);
    // Again, or with a token nobody issued: the same 204, and nothing else changes.
    const before = await h().db.select().from(refreshTokens);
    expect((await h().request('POST', '/api/auth/signout', { body: { refresh_token: rotated.refresh_token } })).status).toBe(204);
    expect((await h().request('POST', '/api/auth/signout', { body: { refresh_token: 'desconocido' } })).status).toBe(204);
    expect(await h().db.select().from(refreshTokens)).toEqual(before);
    const empty = await h().request('POST', '/api/auth/signout', { body: {} });
    expect(empty.status).toBe(400);
  });

  it('stores refresh tokens hashed', async () => {
    const { refresh_token } = await h().signIn(DEMO.socia);
    const rows = await h().db.select().from(refreshTokens);
    expect(rows.some((row) => row.token_hash === refresh_token)).toBe(false);
  });

  it('answers reset with 200 for a known and an unknown address, mailing only the known one', async () => {
    const before = (await h().db.select().from(outbox)).length;
    const unknown = await h().request('POST', '/api/auth/reset', { body: { email: 'nadie@estudio.test' } });
    expect(unknown.status).toBe(200);
    expect(OkResponse.parse(unknown.body).message).toBe(messages.auth.recoverySent);
    expect((await h().db.select().from(outbox)).length).toBe(before);
    const known = await h().request('POST', '/api/customer/recover', { body: { email: DEMO.socia } });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    const [mail] = await h().db.select().from(outbox).where(eq(outbox.recipient, DEMO.socia));
    expect(mail).toMatchObject({ channel: 'email', subject: messages.auth.resetEmailSubject });
    expect(mail?.body).toContain('http://localhost/recuperar/nueva?token=');
  });

  it('sets a new password with the reset token once, and signs out the old sessions', async () => {
    const email = uniqueEmail('olvido');
    await h().request('POST', '/api/auth/signup', { body: { email, password: 'vieja123' } });
    const session = await h().signIn(email, 'vieja123');
    await h().request('POST', '/api/auth/reset', { body: { email } });
    const token = await resetTokenFromOutbox(h(), email);

    const weak = await h().request('POST', '/api/auth/reset/confirm', { body: { token, password: '123' } });
    expect(weak.status).toBe(400);
    const confirmed = await h().request('POST', '/api/auth/reset/confirm', { body: { token, password: 'nueva123' } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ ok: true, message: messages.auth.passwordChanged });

    expect((await h().request('POST', '/api/auth/signin', { body: { email, password: 'vieja123' } })).body.code).toBe('auth/wrong-password');
    await h().signIn(email, 'nueva123');
    expect((await h().request('POST', '/api/auth/refresh', { body: { refresh_token: session.refresh_token } })).status).toBe(401);
    const again = await h().request('POST', '/api/auth/reset/confirm', { body: { token, password: 'otra1234' } });
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ code: 'auth/invalid-reset-token', message: messages.auth.resetLinkInvalid });
  });

  it('refuses a reset token after one hour', async () => {
    const email = uniqueEmail('tarde');
    await h().request('POST', '/api/auth/signup', { body: { email, password: 'vieja123' } });
    await h().request('POST', '/api/auth/reset', { body: { email } });
    const token = await resetTokenFromOutbox(h(), email);
    const later = h().withApp({ clock: { now: () => h().clock.now() + 61 * 60_000 } });
    expect((await later.request('POST', '/api/auth/reset/confirm', { body: { token, password: 'nueva123' } })).status).toBe(401);
  });

  it('answers 401 auth/missing-token and auth/invalid-token on a customer route', async () => {
    const missing = await h().request('GET', '/api/customer');
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ code: 'auth/missing-token', message: messages.auth.invalidToken });
    for (const token of ['basura', (await h().signIn(DEMO.socia)).token.slice(0, -3) + 'abc']) {
      const bad = await h().request('GET', '/api/customer', { token });
      expect(bad.status).toBe(401);
      expect(bad.body.code).toBe('auth/invalid-token');
    }
    const notBearer = await h().request('GET', '/api/customer', { headers: { authorization: 'Basic abc' } });
    expect(notBearer.body.code).toBe('auth/invalid-token');
  });

  it('answers an expired ID token with 401 auth/id-token-expired', async () => {
    const past = h().withApp({ clock: { now: () => h().clock.now() - 16 * 60_000 } });
    const { token } = await past.signIn(DEMO.socia);
    const answer = await h().request('GET', '/api/customer', { token });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: ID_TOKEN_EXPIRED, message: messages.auth.sessionExpired });
  });

  it('answers 403 auth/forbidden to a customer on an admin route, and serves the admin', async () => {
    const customer = await h().signIn(DEMO.socia);
    const refused = await h().request('GET', '/api/customer/admin/all', { token: customer.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 'auth/forbidden', message: messages.auth.forbidden });
    const admin = await h().signIn(DEMO.admin);
    expect((await h().request('GET', '/api/customer/admin/all', { token: admin.token })).status).toBe(200);
  });

  it('takes the role from the account, so a demoted admin loses admin routes at once', async () => {
    const email = uniqueEmail('jefa');
    await h().request('POST', '/api/auth/signup', { body: { email, password: 'secreta1' } });
    await h().db.update(accounts).set({ role: 'admin' }).where(eq(accounts.email, email));
    const { token } = await h().signIn(email, 'secreta1');
    expect((await h().request('GET', '/api/customer/admin/all', { token })).status).toBe(200);
    await h().db.update(accounts).set({ role: 'customer' }).where(eq(accounts.email, email));
    expect((await h().request('GET', '/api/customer/admin/all', { token })).status).toBe(403);
  });

  it('generates a signing key once and keeps it in secrets when JWT_SECRET is not set', async () => {
    const first = h().withApp({ jwtSecret: undefined });
    const { token } = await first.signIn(DEMO.socia);
    const keys = await h().db.select().from(secrets);
    expect(keys.map((row) => row.name)).toContain('jwt_signing_key');
    // A restarted server (a new app on the same database) still accepts the token.
    const restarted = h().withApp({ jwtSecret: undefined });
    const answer = await restarted.request('GET', '/api/customer', { token });
    expect(answer.status).toBe(200);
    expect(CustomerResponse.parse(answer.body).customer.email).toBe(DEMO.socia);
    // And a server with another key does not.
    expect((await h().request('GET', '/api/customer', { token })).status).toBe(401);
  });

  it('rate-limits sign-in per client with 429 rate-limited', async () => {
    const limited = h().withApp({ rateLimits: { signin: { limit: 2, windowMs: 60_000 } } });
    const attempt = () => limited.request('POST', '/api/auth/signin', { body: { email: DEMO.socia, password: 'mala-clave' } });
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(401);
    const third = await attempt();
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ code: 'rate-limited', message: messages.auth.tooManyAttempts });
  });

  it('rate-limits the phone check and lets it through again after the window', async () => {
    const limited = h().withApp({ rateLimits: { phone: { limit: 3, windowMs: 60_000 } } });
    const check = () => limited.request('GET', '/api/customer/phone?phone=5512345678');
    for (let i = 0; i < 3; i += 1) expect((await check()).status).toBe(200);
    expect((await check()).status).toBe(429);
    h().clock.advance(61_000);
    expect((await check()).status).toBe(200);
  });
});
