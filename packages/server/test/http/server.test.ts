import { describe, expect, it } from 'vitest';
import { readConfig, startServer } from '../../src/index.js';
import { silentLogger } from '../../src/http/logger.js';

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

  it('refuses settings it cannot run with', () => {
    expect(() => readConfig({ PORT: 'ochenta' })).toThrow(/PORT/);
    expect(() => readConfig({ IDENTITY: 'ldap' })).toThrow(/IDENTITY/);
    expect(() => readConfig({ ADMIN_EMAIL: 'a@b.c' })).toThrow(/ADMIN_PASSWORD/);
  });
});
