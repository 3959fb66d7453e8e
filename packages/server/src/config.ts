import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerOptions } from './http/server.js';
import type { PaymentsConfig } from './payments/from-config.js';

/** The environment variables the server reads (README, 'Configuration'). */
export type Env = Readonly<Record<string, string | undefined>>;

/** Thrown for a setting the server cannot run with; main prints the message and exits. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

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
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret) throw new ConfigError('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET go together.');
  return { clientId, clientSecret, apiBase: httpUrl('PAYPAL_API_BASE', env.PAYPAL_API_BASE) };
};

/** The keys S3 uploads are signed with (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY); the bucket itself is a studio setting. */
const s3Credentials = (env: Env): ServerOptions['s3Credentials'] => {
  const accessKeyId = optional(env.AWS_ACCESS_KEY_ID);
  const secretAccessKey = optional(env.AWS_SECRET_ACCESS_KEY);
  if (!accessKeyId && !secretAccessKey) return undefined;
  if (!accessKeyId || !secretAccessKey) throw new ConfigError('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together.');
  return { accessKeyId, secretAccessKey };
};

/** The payment providers switched on by the environment (STRIPE_*, PAYPAL_*); none: the sandbox card processor only. */
export const readPayments = (env: Env): PaymentsConfig => ({ stripe: stripe(env), paypal: paypal(env) });

/** Server options from the environment (defaults of the runtime contract). */
export const readConfig = (env: Env, cwd = process.cwd()): ServerOptions => ({
  port: port(env.PORT),
  host: env.HOST || '127.0.0.1',
  dataDir: env.DATA_DIR || '.data',
  databaseUrl: optional(env.DATABASE_URL),
  demo: env.STUDIO_DEMO !== '0' && env.STUDIO_DEMO !== 'false',
  admin: admin(env),
  identity: identity(env.IDENTITY),
  jwtSecret: optional(env.JWT_SECRET),
  firebase: {
    projectId: optional(env.FIREBASE_PROJECT_ID),
    apiKey: optional(env.FIREBASE_API_KEY),
    authDomain: optional(env.FIREBASE_AUTH_DOMAIN),
    adminEmails: list(env.ADMIN_EMAILS),
  },
  webDist: findWebDist(env, cwd),
  publicOrigin: optional(env.PUBLIC_ORIGIN)?.replace(/\/+$/, ''),
  trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  smtpUrl: smtpUrl(env.SMTP_URL),
  smtpFrom: optional(env.SMTP_FROM),
  payments: readPayments(env),
  s3Credentials: s3Credentials(env),
});
