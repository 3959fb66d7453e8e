import { describe, expect, it } from 'vitest';
import { parseStudioConfig, type StudioConfig } from '@estudio/core';
import { contentSecurityPolicy, newNonce } from './csp.js';

/** A studio with the given settings (key/value rows, as GET /appconfig lists them). */
const studio = (settings: Record<string, string> = {}): StudioConfig =>
  parseStudioConfig(Object.entries(settings).map(([key, value]) => ({ key, value })));

/** The policy as directive → sources. */
const directives = (policy: string): Record<string, string[]> =>
  Object.fromEntries(policy.split('; ').map((part) => {
    const [name = '', ...sources] = part.split(' ');
    return [name, sources];
  }));

const policyOf = (settings: Record<string, string> = {}, nonce: string | null = 'abc123') =>
  directives(contentSecurityPolicy(studio(settings), nonce));

const allSources = (policy: Record<string, string[]>): string[] => Object.values(policy).flat();

describe('contentSecurityPolicy', () => {
  it('allows scripts from this origin and the nonce only (no eval), and forbids plugins, <base> and framing', () => {
    const policy = policyOf();
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc123'"]);
    // Libraries write style elements at run time; React's style props go through the CSSOM.
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['script-src']?.join(' ')).not.toMatch(/unsafe|\*|https?:/);
    expect(allSources(policy).join(' ')).not.toMatch(/unsafe-eval|stripe|paypal|google|facebook|vimeo|youtube/);
  });

  it('is the baseline without a configuration or a nonce', () => {
    const policy = directives(contentSecurityPolicy(null, null));
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'none'"]);
  });

  it('allows Stripe only when the studio has a card publishable key', () => {
    const policy = policyOf({ card_public_key: 'pk_test_123' });
    expect(policy['script-src']).toContain('https://js.stripe.com');
    expect(policy['frame-src']).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']));
    expect(policy['frame-src']).not.toContain("'none'");
    expect(policy['connect-src']).toContain('https://api.stripe.com');
  });

  it('allows PayPal only with its client id and the subscription provider on', () => {
    expect(allSources(policyOf({ subscription_provider_client_id: 'client-1' })).join(' ')).not.toContain('paypal');
    expect(allSources(policyOf({ subscription_provider_enabled: 'true' })).join(' ')).not.toContain('paypal');
    const policy = policyOf({ subscription_provider_client_id: 'client-1', subscription_provider_enabled: 'true' });
    expect(policy['script-src']).toContain('https://*.paypal.com');
    expect(policy['frame-src']).toContain('https://*.paypal.com');
  });

  it('allows the trackers the studio configured, each alone', () => {
    const google = policyOf({ google_analytics_id: 'G-ABC123' });
    expect(google['script-src']).toContain('https://*.googletagmanager.com');
    expect(google['connect-src']).toContain('https://*.google-analytics.com');
    expect(allSources(google).join(' ')).not.toContain('facebook');
    const meta = policyOf({ meta_pixel_id: '123456789' });
    expect(meta['script-src']).toContain('https://connect.facebook.net');
    expect(allSources(meta).join(' ')).not.toContain('googletagmanager');
  });

  it("frames the video players only when the studio's videos are on", () => {
    expect(policyOf({ videos_enabled: 'true' })['frame-src']).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    expect(policyOf({ videos_enabled: 'false' })['frame-src']).toEqual(["'none'"]);
  });

  it("loads files from the studio's bucket endpoint", () => {
    const policy = policyOf({ files_location: 's3', S3_ENDPOINT: 'http://minio.local:9000/', bucket: 'fotos' });
    for (const name of ['img-src', 'media-src', 'connect-src']) expect(policy[name], name).toContain('http://minio.local:9000');
  });

  it('allows Google Fonts only for custom CSS that imports them', () => {
    expect(policyOf({ custom_css: 'h1 { color: red }' })['font-src']).toEqual(["'self'", 'data:']);
    const policy = policyOf({ custom_css: "@import url('https://fonts.googleapis.com/css2?family=Lato');" });
    expect(policy['style-src']).toContain('https://fonts.googleapis.com');
    expect(policy['font-src']).toContain('https://fonts.gstatic.com');
  });
});

describe('newNonce', () => {
  it('is 128 random bits, new every time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
