import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerOptions } from './http/server.js';
import type { PaymentsConfig } from './payments/from-config.js';
import { readWhatsAppConfig, WhatsAppConfigError, type WhatsAppConfig } from './notify/whatsapp/config.js';

/** The environment variables the server reads (README, 'Configuration'). */
export type Env = Readonly<Record<string, string | undefined>>;

/** Thrown for a setting the server cannot run with; main prints the message and exits. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The longest NO_SHOW_SWEEP_SECONDS (a day): setInterval takes at most 2^31-1 ms and runs a longer delay every millisecond. */
export const NO_SHOW_SWEEP_MAX_SECONDS = 86_400;

const port = (value: string | undefined): number => {
  if (value === undefined || value === '') return 4173;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw new ConfigError(`PORT must be a port number, not '${value}'.`);
  return parsed;
};

const identity = (value: string | undefined): 'server' | 'firebase' => {
  if (value === undefined || value === '' || value === 'server') return 'server';
  if (value === 'firebase') return 'firebase';
  throw new ConfigError(`IDENTITY must be 'server' or 'firebase', not '${value}'.`);
};

const list = (value: string | undefined): string[] =>
  (value ?? '').split(',').map((item) => item.trim().toLowerCase()).filter(Boolean);

const optional = (value: string | undefined): string | undefined => (value ? value : undefined);

/** NO_SHOW_SWEEP_SECONDS: whole seconds between no-show sweeps (0: none); unset, the server's default. */
const sweepSeconds = (value: string | undefined): number | undefined => {
  if (value === undefined || value === '') return undefined;
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(parsed)) throw new ConfigError(`NO_SHOW_SWEEP_SECONDS must be a whole number of seconds, not '${value}'.`);
  if (parsed > NO_SHOW_SWEEP_MAX_SECONDS) throw new ConfigError(`NO_SHOW_SWEEP_SECONDS must be at most ${NO_SHOW_SWEEP_MAX_SECONDS} (a day), not '${value}'.`);
  return parsed;
};

/** WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_API_URL, WHATSAPP_COUNTRY_CODE (issue 17); a half-set pair is refused. */
const whatsapp = (env: Env): WhatsAppConfig | null => {
  try {
    return readWhatsAppConfig(env);
  } catch (error) {
    throw error instanceof WhatsAppConfigError ? new ConfigError(error.message) : error;
  }
};

const smtpUrl = (value: string | undefined): string | undefined => {
  if (!value) return undefined;
  if (!/^smtps?:\/\/[^/]/.test(value)) throw new ConfigError('SMTP_URL must look like smtp://user:password@host:587 or smtps://…:465.');
  return value;
};

/**
 * The built web app: WEB_DIST when set ('' or 'none' for API only), else
 * packages/web-react/dist beside this package (src/ and dist/ sit at the same
 * depth) or under the working directory.
 */
export const findWebDist = (env: Env, cwd: string): string | null => {
  if (env.WEB_DIST !== undefined) return env.WEB_DIST === '' || env.WEB_DIST === 'none' ? null : resolve(cwd, env.WEB_DIST);
  const candidates = [
    fileURLToPath(new URL('../../web-react/dist', import.meta.url)),
    join(cwd, 'packages', 'web-react', 'dist'),
  ];
  return candidates.find((dir) => existsSync(join(dir, 'index.html'))) ?? null;
};

const admin = (env: Env): ServerOptions['admin'] => {
  if (!env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) return undefined;
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD go together.');
  return { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD };
};

const httpUrl = (name: string, value: string | undefined): string | undefined => {
  if (!value) return undefined;
  if (!/^https?:\/\/[^/]/.test(value)) throw new ConfigError(`${name} must be an http(s) URL, like https://api.stripe.com.`);
  return value.replace(/\/+$/, '');
};

const stripe = (env: Env): PaymentsConfig['stripe'] => {
  const secretKey = optional(env.STRIPE_SECRET_KEY);
  if (!secretKey) {
    if (env.STRIPE_WEBHOOK_SECRET) throw new ConfigError('STRIPE_WEBHOOK_SECRET needs STRIPE_SECRET_KEY.');
    return undefined;
  }
  if (!/^(sk|rk)_/.test(secretKey)) throw new ConfigError('STRIPE_SECRET_KEY must be a secret key (sk_… or rk_…), never the publishable pk_….');
  return { secretKey, webhookSecret: optional(env.STRIPE_WEBHOOK_SECRET), apiBase: httpUrl('STRIPE_API_BASE', env.STRIPE_API_BASE) };
};

const paypal = (env: Env): PaymentsConfig['paypal'] => {
  const clientId = optional(env.PAYPAL_CLIENT_ID);
  const clientSecret = optional(env.PAYPAL_CLIENT_SECRET);
  if (!clientId && !clientSecret) {
    if (env.PAYPAL_WEBHOOK_ID) throw new ConfigError('PAYPAL_WEBHOOK_ID needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET.');
    return undefined;
  }
  if (!clientId || !clientSecret) throw new ConfigError('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET go together.');
  return { clientId, clientSecret, apiBase: httpUrl('PAYPAL_API_BASE', env.PAYPAL_API_BASE), webhookId: optional(env.PAYPAL_WEBHOOK_ID) };
};

/** The keys S3 uploads are signed with (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY); the bucket itself is a studio setting. */
const s3Credentials = (env: Env): ServerOptions['s3Credentials'] => {
  const accessKeyId = optional(env.AWS_ACCESS_KEY_ID);
  const secretAccessKey = optional(env.AWS_SECRET_ACCESS_KEY);
  if (!accessKeyId && !secretAccessKey) return undefined;
  if (!accessKeyId || !secretAccessKey) throw new ConfigError('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together.');
  return { accessKeyId, secretAccessKey };
};

/**
 * The sandbox card processor (the contract's test cards) takes any test card
 * as paid, so it runs in local mode only: with the embedded database, or
 * with PAYMENTS_SANDBOX=1; never beside Stripe, never under
 * NODE_ENV=production (asking for it there stops the server).
 */
const sandbox = (env: Env, withStripe: boolean): boolean => {
  const flag = optional(env.PAYMENTS_SANDBOX);
  if (flag !== undefined && !['0', '1', 'true', 'false'].includes(flag)) throw new ConfigError(`PAYMENTS_SANDBOX must be 1 or 0, not '${flag}'.`);
  const asked = flag === '1' || flag === 'true';
  const production = env.NODE_ENV === 'production';
  if (asked && production) throw new ConfigError('PAYMENTS_SANDBOX=1 cannot run under NODE_ENV=production: the sandbox card processor accepts test cards as paid. Set STRIPE_SECRET_KEY to take cards.');
  if (asked && withStripe) throw new ConfigError('PAYMENTS_SANDBOX=1 and STRIPE_SECRET_KEY name two card processors: keep one.');
  if (asked) return true;
  return flag === undefined && !withStripe && !production && !optional(env.DATABASE_URL);
};

/** The payment providers switched on by the environment (STRIPE_*, PAYPAL_*, PAYMENTS_SANDBOX); none: no card is taken. */
export const readPayments = (env: Env): PaymentsConfig => {
  const card = stripe(env);
  return { stripe: card, paypal: paypal(env), sandbox: sandbox(env, card !== undefined) };
};

/** True under NODE_ENV=production: a deployment, where nothing of local mode may switch on by default. */
const inProduction = (env: Env): boolean => env.NODE_ENV === 'production';

const yes = (value: string | undefined): boolean => value === '1' || value === 'true';

/**
 * Whether the demo studio (whose admin password is public) is seeded into an
 * empty database: by default on the embedded one (the contract's `npm
 * start`, unless STUDIO_DEMO=0); on PostgreSQL only with STUDIO_DEMO=1;
 * never under NODE_ENV=production, where asking for it stops the start.
 */
const demo = (env: Env): boolean => {
  if (inProduction(env)) {
    if (yes(env.STUDIO_DEMO)) throw new ConfigError('STUDIO_DEMO=1 seeds a demo studio whose admin password is public: not under NODE_ENV=production.');
    return false;
  }
  if (optional(env.DATABASE_URL)) return yes(env.STUDIO_DEMO);
  return env.STUDIO_DEMO !== '0' && env.STUDIO_DEMO !== 'false';
};

/**
 * Where links in e-mails point (PUBLIC_ORIGIN, e.g. https://reservas.estudio.mx):
 * required under NODE_ENV=production; elsewhere the address the server
 * listens on stands in. Never the request's Host header, which the client writes.
 */
const publicOrigin = (env: Env): string | undefined => {
  const value = optional(env.PUBLIC_ORIGIN)?.replace(/\/+$/, '');
  if (value === undefined) {
    if (inProduction(env)) throw new ConfigError('PUBLIC_ORIGIN is required under NODE_ENV=production (the address customers open, e.g. https://reservas.estudio.mx): links in e-mails use it.');
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`PUBLIC_ORIGIN must be an origin such as https://reservas.estudio.mx, not '${value}'.`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search !== '' || url.hash !== '' || url.username !== '') {
    throw new ConfigError(`PUBLIC_ORIGIN must be an origin such as https://reservas.estudio.mx (scheme and host, no path), not '${value}'.`);
  }
  return url.origin;
};

/** Server options from the environment (defaults of the runtime contract). */
export const readConfig = (env: Env, cwd = process.cwd()): ServerOptions => ({
  port: port(env.PORT),
  host: env.HOST || '127.0.0.1',
  dataDir: env.DATA_DIR || '.data',
  databaseUrl: optional(env.DATABASE_URL),
  demo: demo(env),
  admin: admin(env),
  identity: identity(env.IDENTITY),
  jwtSecret: optional(env.JWT_SECRET),
  firebase: {
    projectId: optional(env.FIREBASE_PROJECT_ID),
    apiKey: optional(env.FIREBASE_API_KEY),
    authDomain: optional(env.FIREBASE_AUTH_DOMAIN),
    adminEmails: list(env.ADMIN_EMAILS),
    // Firebase uids are case-sensitive: not lowercased like the e-mails.
    adminUids: (env.ADMIN_UIDS ?? '').split(',').map((uid) => uid.trim()).filter(Boolean),
  },
  webDist: findWebDist(env, cwd),
  publicOrigin: publicOrigin(env),
  trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  smtpUrl: smtpUrl(env.SMTP_URL),
  smtpFrom: optional(env.SMTP_FROM),
  whatsapp: whatsapp(env),
  noShowSweepSeconds: sweepSeconds(env.NO_SHOW_SWEEP_SECONDS),
  payments: readPayments(env),
  s3Credentials: s3Credentials(env),
});
