import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { settings } from '../../src/db/schema/index.js';
import type { Db } from '../../src/db/client.js';
import { onEachDatabase, type Harness } from './support/harness.js';

const dist = mkdtempSync(join(tmpdir(), 'estudio-headers-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Estudio</title></head><body><div id="root"></div></body></html>');
writeFileSync(join(dist, 'legal.html'), '<!doctype html><html><head><title>Aviso</title></head><body></body></html>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const setSetting = async (db: Db, key: string, value: string | null) => {
  await db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
};

const web = (h: Harness, publicOrigin?: string) => h.withApp({ webDist: dist, ...(publicOrigin ? { publicOrigin } : {}) });

const directive = (policy: string | null, name: string): string[] =>
  (policy ?? '').split('; ').find((part) => part.startsWith(`${name} `))?.split(' ').slice(1) ?? [];

onEachDatabase('security headers', (h) => {
  it("gives every page a Content-Security-Policy whose nonce the studio's inline CSS carries, and a fresh nonce each time", async () => {
    await setSetting(h().db, 'custom_css', 'h1 { color: red; }');
    const first = await web(h()).request('GET', '/mystudio');
    const policy = first.headers.get('content-security-policy');
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    const nonce = /'nonce-([^']+)'/.exec(directive(policy, 'script-src').join(' '))?.[1];
    expect(nonce).toBeTruthy();
    expect(first.text).toContain(`<style id="studio-custom-css" nonce="${nonce}">h1 { color: red; }</style>`);
    const second = await web(h()).request('GET', '/');
    expect(second.headers.get('content-security-policy')).not.toContain(`'nonce-${nonce}'`);
    // The boot data is JSON, never script: it needs no nonce.
    expect(second.text).toMatch(/<script id="estudio-boot" type="application\/json">/);
  });

  it("allows the providers the studio configured, and only those", async () => {
    const before = (await web(h()).request('GET', '/')).headers.get('content-security-policy');
    expect(before).not.toMatch(/stripe|googletagmanager/);
    // The demo studio has its videos on.
    expect(directive(before, 'frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    await setSetting(h().db, 'card_public_key', 'pk_test_123');
    await setSetting(h().db, 'google_analytics_id', 'G-ABC123');
    await setSetting(h().db, 'videos_enabled', 'false');
    const after = (await web(h()).request('GET', '/checkout/1')).headers.get('content-security-policy');
    expect(directive(after, 'script-src')).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://*.googletagmanager.com']));
    expect(directive(after, 'frame-src')).not.toContain('https://player.vimeo.com');
  });

  it('gives any other HTML answer the baseline policy, and the API none', async () => {
    const file = await web(h()).request('GET', '/legal.html');
    expect(directive(file.headers.get('content-security-policy'), 'script-src')).toEqual(["'self'"]);
    expect((await web(h()).request('GET', '/api/health')).headers.get('content-security-policy')).toBeNull();
  });

  it('sends a Permissions-Policy that keeps the camera for this origin, and a Referrer-Policy', async () => {
    const answer = await web(h()).request('GET', '/admin/checkin');
    expect(answer.headers.get('permissions-policy')).toMatch(/(^|, )camera=\(self\)/);
    expect(answer.headers.get('permissions-policy')).toMatch(/(^|, )microphone=\(\)/);
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('sends HSTS and a Secure XSRF cookie when PUBLIC_ORIGIN is https, even behind a proxy that speaks http', async () => {
    const secure = await web(h(), 'https://reservas.estudio.mx').request('GET', '/api/health');
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(secure.headers.get('set-cookie')).toMatch(/XSRF-TOKEN=[^;]+;.*Secure/i);
    const plain = await web(h(), 'http://127.0.0.1:4173').request('GET', '/api/health');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    expect(plain.headers.get('set-cookie')).not.toMatch(/Secure/i);
    expect((await web(h()).request('GET', '/')).headers.get('strict-transport-security')).toBeNull();
  });
});
