import { request } from 'node:http';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readConfig, startServer } from '../../src/index.js';
import { outbox } from '../../src/db/schema/index.js';
import { silentLogger } from '../../src/http/logger.js';

/** A POST with a JSON body and the Host and X-Forwarded-Host a client chose (fetch would not send them). */
const postAs = (url: string, host: string, body: unknown): Promise<number> =>
  new Promise((resolve, reject) => {
    const sent = request(url, { method: 'POST', headers: { host, 'x-forwarded-host': host, 'content-type': 'application/json' } }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode ?? 0));
    });
    sent.on('error', reject);
    sent.end(JSON.stringify(body));
  });

describe('startServer', () => {
  it('listens on a free port over an in-memory database with the demo studio, and closes', async () => {
    const server = await startServer({ port: 0, dataDir: 'memory://', webDist: null, logger: silentLogger });
    try {
      expect(server.port).toBeGreaterThan(0);
      expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      const signIn = await fetch(`${server.url}/api/auth/signin`, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'socia@estudio.test', password: 'demo1234' }),
      });
      expect(signIn.status).toBe(200);
    } finally {
      await server.close();
    }
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  }, 60_000);
});

describe('links in e-mails', () => {
  it("name the address the server listens on, never the Host a request names", async () => {
    const server = await startServer({ port: 0, dataDir: 'memory://', webDist: null, logger: silentLogger });
    try {
      expect(await postAs(`${server.url}/api/customer/recover`, 'ataque.example', { email: 'socia@estudio.test' })).toBe(200);
      const [mail] = await server.db.select().from(outbox).where(eq(outbox.recipient, 'socia@estudio.test'));
      expect(mail?.body).toContain(`${server.url}/recuperar/nueva?token=`);
      expect(mail?.body).not.toContain('ataque.example');
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe('readConfig', () => {
  it('applies the defaults of the runtime contract', () => {
    const options = readConfig({ WEB_DIST: '' }, '/tmp');
    expect(options).toMatchObject({
      port: 4173, host: '127.0.0.1', dataDir: '.data', demo: true, identity: 'server', webDist: null, trustProxy: false,
    });
    expect(options.databaseUrl).toBeUndefined();
    expect(options.jwtSecret).toBeUndefined();
  });

  it('reads every variable', () => {
    const options = readConfig({
      PORT: '0', HOST: '0.0.0.0', DATA_DIR: '/srv/datos', DATABASE_URL: 'postgres://u@h/db', STUDIO_DEMO: '0',
      IDENTITY: 'firebase', JWT_SECRET: 's', FIREBASE_PROJECT_ID: 'p', FIREBASE_API_KEY: 'k', FIREBASE_AUTH_DOMAIN: 'd',
      ADMIN_EMAILS: ' Jefa@Estudio.test , otra@estudio.test,', WEB_DIST: 'web', PUBLIC_ORIGIN: 'https://estudio.mx/', TRUST_PROXY: '1',
    }, '/srv');
    expect(options).toMatchObject({
      port: 0, host: '0.0.0.0', dataDir: '/srv/datos', databaseUrl: 'postgres://u@h/db', demo: false, identity: 'firebase',
      jwtSecret: 's', webDist: '/srv/web', publicOrigin: 'https://estudio.mx', trustProxy: true,
      firebase: { projectId: 'p', apiKey: 'k', authDomain: 'd', adminEmails: ['jefa@estudio.test', 'otra@estudio.test'] },
    });
  });

  it('seeds the demo into the embedded database by default, into PostgreSQL only when asked, and never in production', () => {
    expect(readConfig({}, '/tmp').demo).toBe(true);
    expect(readConfig({ STUDIO_DEMO: '0' }, '/tmp').demo).toBe(false);
    expect(readConfig({ DATABASE_URL: 'postgres://u@h/db' }, '/tmp').demo).toBe(false);
    expect(readConfig({ DATABASE_URL: 'postgres://u@h/db', STUDIO_DEMO: '1' }, '/tmp').demo).toBe(true);
    const production = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://estudio.mx' };
    expect(readConfig(production, '/tmp').demo).toBe(false);
    expect(() => readConfig({ ...production, STUDIO_DEMO: '1' }, '/tmp')).toThrow(/STUDIO_DEMO/);
  });

  it('needs PUBLIC_ORIGIN in production, and an origin without a path', () => {
    expect(() => readConfig({ NODE_ENV: 'production' }, '/tmp')).toThrow(/PUBLIC_ORIGIN is required/);
    expect(readConfig({ PUBLIC_ORIGIN: 'https://Reservas.Estudio.mx' }, '/tmp').publicOrigin).toBe('https://reservas.estudio.mx');
    expect(() => readConfig({ PUBLIC_ORIGIN: 'https://estudio.mx/reservas' }, '/tmp')).toThrow(/PUBLIC_ORIGIN/);
    expect(() => readConfig({ PUBLIC_ORIGIN: 'estudio.mx' }, '/tmp')).toThrow(/PUBLIC_ORIGIN/);
  });

  it('refuses settings it cannot run with', () => {
    expect(() => readConfig({ PORT: 'ochenta' })).toThrow(/PORT/);
    expect(() => readConfig({ IDENTITY: 'ldap' })).toThrow(/IDENTITY/);
    expect(() => readConfig({ ADMIN_EMAIL: 'a@b.c' })).toThrow(/ADMIN_PASSWORD/);
  });
});
