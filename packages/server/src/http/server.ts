import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import type { ClockPort } from '@estudio/core';
import { createApp } from '../app.js';
import { openDatabase, type Db } from '../db/client.js';
import { seedIfEmpty } from '../db/seed/index.js';
import type { Mailer } from '../auth/mailer.js';
import { loadOrCreateSigningKey } from '../auth/signing-key.js';
import { startOutboxDelivery, type OutboxDelivery } from '../notify/outbox-delivery.js';
import { smtpTransport } from '../notify/smtp.js';
import { consoleLogger, type Logger } from './logger.js';
import type { RateLimits } from './rate-limit.js';
import type { FirebaseOptions } from './services.js';
import type { PaymentGateway } from '../payments/gateway.js';
import { cardGatewayOf, subscriptionProviderOf, type PaymentsConfig } from '../payments/from-config.js';
import type { SubscriptionProvider } from '../payments/subscription-provider.js';
import type { S3Credentials } from '../files/s3-storage.js';

/** How to run the server; every field has a default (see `main.ts` for the environment). */
export interface ServerOptions {
  /** 0 picks a free port. Default 4173. */
  readonly port?: number | undefined;
  /** Default 127.0.0.1. */
  readonly host?: string | undefined;
  /** PGlite folder, `memory://` in tests. Default `.data`. */
  readonly dataDir?: string | undefined;
  /** postgres://… : use PostgreSQL instead of PGlite. */
  readonly databaseUrl?: string | undefined;
  /** Seed the demo studio into an empty database. Default true. */
  readonly demo?: boolean | undefined;
  /** An admin account created with the seed of an empty database. */
  readonly admin?: { readonly email: string; readonly password: string } | undefined;
  readonly identity?: 'server' | 'firebase' | undefined;
  readonly jwtSecret?: string | undefined;
  readonly firebase?: FirebaseOptions | undefined;
  /** The built web app; null: API only. */
  readonly webDist?: string | null | undefined;
  readonly clock?: ClockPort | undefined;
  readonly mailer?: Mailer | undefined;
  readonly logger?: Logger | undefined;
  readonly rateLimits?: Partial<RateLimits> | undefined;
  readonly publicOrigin?: string | undefined;
  readonly trustProxy?: boolean | undefined;
  /** SMTP_URL: send the outbox's e-mail through this server (else the outbox row is the delivery). */
  readonly smtpUrl?: string | undefined;
  /** SMTP_FROM: the sender; default the studio's `email` setting. */
  readonly smtpFrom?: string | undefined;
  /** The card processor; default Stripe when `payments.stripe` is set, else the contract's in-process sandbox. */
  readonly paymentGateway?: PaymentGateway | undefined;
  /** The subscription provider; default PayPal when `payments.paypal` is set, else none. */
  readonly subscriptionProvider?: SubscriptionProvider | undefined;
  /** The providers the environment switches on (STRIPE_*, PAYPAL_*). */
  readonly payments?: PaymentsConfig | undefined;
  /** The folder of uploads kept on the server; default `dataDir`/files (a temporary folder, removed on close, for a `memory://` database). */
  readonly filesDir?: string | undefined;
  /** What S3 uploads are signed with (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY); none: uploads to S3 answer 412. */
  readonly s3Credentials?: S3Credentials | undefined;
}

/** A running server. `close()` stops it and closes the database (PGlite must close, or Node will not exit). */
export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly db: Db;
  close(): Promise<void>;
}

const systemClock: ClockPort = { now: () => Date.now() };

/**
 * Where uploads kept on the server go: `filesDir`, else DATA_DIR/files; an
 * in-memory database gets a temporary folder that `dispose` removes.
 */
const filesFolder = async (options: ServerOptions): Promise<{ dir: string; dispose(): Promise<void> }> => {
  if (options.filesDir) return { dir: options.filesDir, dispose: async () => undefined };
  const dataDir = options.dataDir ?? '.data';
  if (!dataDir.startsWith('memory://')) return { dir: join(dataDir, 'files'), dispose: async () => undefined };
  const dir = await mkdtemp(join(tmpdir(), 'estudio-files-'));
  return { dir, dispose: () => rm(dir, { recursive: true, force: true }) };
};

const listen = (server: ServerType): Promise<AddressInfo> =>
  new Promise((resolve, reject) => {
    const address = server.address();
    if (address && typeof address === 'object') return resolve(address);
    server.once('error', reject);
    server.once('listening', () => resolve(server.address() as AddressInfo));
  });

const stop = (server: ServerType): Promise<void> =>
  new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // Keep-alive connections would hold close() open until they time out.
    if ('closeAllConnections' in server) server.closeAllConnections();
  });

/** Opens the database (migrated), seeds it when empty, and listens with @hono/node-server. */
export const startServer = async (options: ServerOptions = {}): Promise<RunningServer> => {
  const clock = options.clock ?? systemClock;
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  const folder = await filesFolder(options).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  try {
    await seedIfEmpty(database.db, { demo: options.demo ?? true, now: new Date(clock.now()), admin: options.admin });
    const identity = options.identity ?? 'server';
    const app = createApp({
      db: database.db,
      clock,
      identity,
      jwtSecret: options.jwtSecret ?? (identity === 'server' ? await loadOrCreateSigningKey(database.db) : undefined),
      firebase: options.firebase,
      webDist: options.webDist,
      mailer: options.mailer,
      logger: options.logger,
      rateLimits: options.rateLimits,
      publicOrigin: options.publicOrigin,
      trustProxy: options.trustProxy,
      paymentGateway: options.paymentGateway ?? cardGatewayOf(options.payments ?? {}),
      subscriptionProvider: options.subscriptionProvider ?? subscriptionProviderOf(options.payments ?? {}),
      files: { dir: folder.dir, s3Credentials: options.s3Credentials },
    });
    const host = options.host ?? '127.0.0.1';
    const server = serve({ fetch: app.fetch, port: options.port ?? 4173, hostname: host });
    const address = await listen(server);
    // Started once listening, so a server that failed to start leaves no loop behind.
    const delivery: OutboxDelivery | null = options.smtpUrl
      ? startOutboxDelivery({
          db: database.db, transport: smtpTransport(options.smtpUrl), clock,
          logger: options.logger ?? consoleLogger, from: options.smtpFrom,
        })
      : null;
    const shownHost = host.includes(':') ? `[${host}]` : host;
    return {
      url: `http://${shownHost}:${address.port}`,
      port: address.port,
      db: database.db,
      close: async () => {
        await stop(server);
        await delivery?.stop();
        await database.close();
        await folder.dispose();
      },
    };
  } catch (error) {
    await database.close();
    await folder.dispose();
    throw error;
  }
};
