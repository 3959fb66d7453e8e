import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@estudio/core';
import { silentLogger, startServer, type OutgoingMail, type RunningServer } from '@estudio/server';
import { composeBrowser, PASSWORD } from './support/browser.js';
import { uniqueEmail } from './support/emails.js';
import { TEST_JWT_SECRET } from './support/server.js';

/** The real server, keeping the e-mail it sends so the test can open the link. */
const sent: OutgoingMail[] = [];
let server: RunningServer | undefined;

beforeAll(async () => {
  server = await startServer({
    port: 0, dataDir: 'memory://', webDist: null, demo: true, jwtSecret: TEST_JWT_SECRET, logger: silentLogger, passwordCost: { N: 2 ** 12, r: 8, p: 1 },
    mailer: { send: async (_db, mail) => void sent.push(mail) },
  });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const tokenSentTo = (email: string): string => {
  const mail = sent.findLast((candidate) => candidate.to === email);
  return decodeURIComponent(/confirmar-correo\?token=([^\s&]+)/.exec(mail?.text ?? '')?.[1] ?? '');
};

describe('createHttpApi: the e-mail change', () => {
  it('asks for a new e-mail with update and confirms it with confirmEmail, once', async () => {
    if (!server) throw new Error('the server starts in beforeAll');
    const { identity, api } = composeBrowser(server);
    const email = uniqueEmail('antes');
    expect((await identity.signUp(email, PASSWORD)).ok).toBe(true);
    expect((await api.customer.signup({ name: 'Ana', last_name: 'López', phone: `55${String(Date.now()).slice(-8)}` })).ok).toBe(true);

    const wanted = uniqueEmail('despues');
    const asked = await api.customer.update({ email: wanted, current_password: PASSWORD });
    expect(asked).toMatchObject({ ok: true, value: { email, pending_email: wanted } });

    const token = tokenSentTo(wanted);
    expect(await api.customer.confirmEmail(token)).toEqual({ ok: true, value: undefined });
    expect(await api.customer.current()).toMatchObject({ ok: true, value: { email: wanted, pending_email: null } });
    expect(await api.customer.confirmEmail(token)).toMatchObject({
      ok: false, error: { status: 400, code: 'auth/invalid-email-token', message: messages.auth.emailChangeLinkInvalid },
    });

    await identity.signOut();
    expect((await identity.signIn(wanted, PASSWORD)).ok).toBe(true);
  });
});
