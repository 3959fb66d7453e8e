import { randomBytes } from 'node:crypto';
import type { StudioConfig } from '@estudio/core';

/** The directives of a policy, each with its sources, in the order they are sent. */
type Directives = Record<string, string[]>;

/** The third parties a studio may switch on, each with what its script loads (the providers' published CSP lists). */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};
const PAYPAL = {
  script: ['https://*.paypal.com'],
  frame: ['https://*.paypal.com'],
  connect: ['https://*.paypal.com'],
  img: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
};
const GOOGLE_ANALYTICS = {
  script: ['https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};
const META_PIXEL = { script: ['https://connect.facebook.net'], connect: ['https://www.facebook.com', 'https://connect.facebook.net'] };
/** The players `embedUrl` (core, videos) puts in an iframe, and nothing else. */
const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];
const FIREBASE = {
  script: ['https://apis.google.com'],
  connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://www.googleapis.com'],
};
const GOOGLE_FONTS = { style: ['https://fonts.googleapis.com'], font: ['https://fonts.gstatic.com'] };

/** A fresh nonce for one HTML answer (128 random bits). */
export const newNonce = (): string => randomBytes(16).toString('base64');

/** The origin of an http(s) address, or null (a bad or non-web address adds nothing). */
const originOf = (address: string | null | undefined): string | null => {
  if (!address) return null;
  try {
    const url = new URL(address.includes('://') ? address : `https://${address}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
};

/** Sources every studio's page needs, before any provider. */
const baseline = (nonce: string | null): Directives => ({
  'default-src': ["'self'"],
  'script-src': ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : [])],
  // Libraries write <style> elements at run time (Radix's scroll lock, PayPal's buttons), which a nonce
  // would refuse; with image addresses open to any https host, a style nonce would not stop CSS leaks anyway.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Settings and CMS pages take image and video addresses from any https host; media never runs code.
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'media-src': ["'self'", 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'none'"],
  'worker-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

const add = (directives: Directives, name: string, sources: readonly string[]): void => {
  const current = (directives[name] ?? []).filter((source) => source !== "'none'");
  directives[name] = [...current, ...sources.filter((source) => !current.includes(source))];
};

/** Adds the sources of every provider the studio configured; nothing for one it did not. */
const addProviders = (directives: Directives, config: StudioConfig): void => {
  const { appearance, checkout, commerce, features, files, identity } = config;
  if (checkout.cardPublicKey) {
    add(directives, 'script-src', STRIPE.script);
    add(directives, 'frame-src', STRIPE.frame);
    add(directives, 'connect-src', STRIPE.connect);
  }
  if (checkout.providerClientId && commerce.subscriptionProviderEnabled) {
    add(directives, 'script-src', PAYPAL.script);
    add(directives, 'frame-src', PAYPAL.frame);
    add(directives, 'connect-src', PAYPAL.connect);
    add(directives, 'img-src', PAYPAL.img);
  }
  if (appearance.googleAnalyticsId) {
    add(directives, 'script-src', GOOGLE_ANALYTICS.script);
    add(directives, 'connect-src', GOOGLE_ANALYTICS.connect);
  }
  if (appearance.metaPixelId) {
    add(directives, 'script-src', META_PIXEL.script);
    add(directives, 'connect-src', META_PIXEL.connect);
  }
  if (features.videos) add(directives, 'frame-src', VIDEO_PLAYERS);
  if (identity.provider === 'firebase') {
    add(directives, 'script-src', FIREBASE.script);
    add(directives, 'connect-src', FIREBASE.connect);
    const authDomain = originOf(identity.authDomain);
    if (authDomain) add(directives, 'frame-src', [authDomain]);
  }
  // Files uploaded to a bucket stay there after the studio switches back to the server's disk.
  const bucket = originOf(files.s3Endpoint);
  if (bucket) ['img-src', 'media-src', 'connect-src'].forEach((name) => add(directives, name, [bucket]));
  if (appearance.customCss?.includes('fonts.googleapis.com')) {
    add(directives, 'style-src', GOOGLE_FONTS.style);
    add(directives, 'font-src', GOOGLE_FONTS.font);
  }
};

/**
 * The Content-Security-Policy of a page of the web app. Scripts come from
 * this origin or carry the answer's nonce, never from eval; a provider's
 * origins are allowed only when the studio's configuration (the one embedded
 * in the page, so what the app will load) switches that provider on.
 * Without a configuration (it could not be read, or a file of the build) the
 * page gets the baseline alone.
 */
export const contentSecurityPolicy = (config: StudioConfig | null, nonce: string | null): string => {
  const directives = baseline(nonce);
  if (config) addProviders(directives, config);
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
};
