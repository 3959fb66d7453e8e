import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import type { ClockPort } from '@estudio/core';
import { createAppWithServices } from '../app.js';
import { openDatabase, type Db } from '../db/client.js';
import { ensureStudioForms, seedIfEmpty } from '../db/seed/index.js';
import type { Mailer } from '../auth/mailer.js';
import { createPasswords, type ScryptCost } from '../auth/password.js';
import { loadOrCreateSigningKey } from '../auth/signing-key.js';
import { startOutboxDelivery, type OutboxDelivery } from '../notify/outbox-delivery.js';
import { smtpTransport } from '../notify/smtp.js';
import { cloudApiSender } from '../notify/whatsapp/cloud-api.js';
import type { WhatsAppConfig } from '../notify/whatsapp/config.js';
import { NO_SHOW_SWEEP_SECONDS, noShowSweepJob } from '../jobs/no-show-sweep.js';
import type { RecurringJob } from '../jobs/job.js';
import { RECURRING_JOBS } from '../jobs/recurring.js';
import { inProcessQueue } from '../jobs/in-process-queue.js';
import { pgBossQueue } from '../jobs/pg-boss-queue.js';
import type { JobQueue } from '../jobs/queue.js';
import { consoleLogger, type Logger } from './logger.js';
import { fileStores } from '../files/stores.js';
import type { RateLimits } from './rate-limit.js';
import { UNKNOWN_ORIGIN, type FirebaseOptions } from './services.js';
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
  /** scrypt's cost for password hashes: OWASP's unless a test passes a cheaper one (never from the environment). */
  readonly passwordCost?: ScryptCost | undefined;
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
  /** WHATSAPP_*: send WhatsApp notices to customers who opted in through this Cloud API account (else none). */
  readonly whatsapp?: WhatsAppConfig | null | undefined;
  /** NO_SHOW_SWEEP_SECONDS: how often no-shows are recorded by themselves (issue 16); 0 runs no sweep. Default 60. */
  readonly noShowSweepSeconds?: number | undefined;
  /**
   * The jobs that run by themselves (issue 17): default the no-show sweep
   * (unless `noShowSweepSeconds` is 0) and `RECURRING_JOBS`; [] runs none.
   * On PostgreSQL pg-boss runs them, on PGlite the in-process queue.
   */
  readonly jobs?: readonly RecurringJob[] | undefined;
  /** The in-process queue's first retry wait (tests); default 5 s. */
  readonly jobRetryBaseMs?: number | undefined;
  /** The card processor; default Stripe when `payments.stripe` is set, else the sandbox when `payments.sandbox` is (or, with no `payments`, with the embedded database), else none. */
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
  /** The queue of the jobs that run by themselves (tests run one now with `jobs.runNow(name)`). */
  readonly jobs: JobQueue;
  close(): Promise<void>;
}

const systemClock: ClockPort = { now: () => Date.now() };

/** The jobs a server runs: `options.jobs`, else the no-show sweep (unless switched off) and every recurring job. */
const jobsOf = (options: ServerOptions): readonly RecurringJob[] => {
  if (options.jobs) return options.jobs;
  const sweepSeconds = options.noShowSweepSeconds ?? NO_SHOW_SWEEP_SECONDS;
  return [...(sweepSeconds > 0 ? [noShowSweepJob(sweepSeconds)] : []), ...RECURRING_JOBS];
};

/** pg-boss on PostgreSQL (several processes), else the in-process queue over `job_runs`. */
const queueOf = (options: ServerOptions, db: Db, logger: Logger): JobQueue => {
  const jobs = jobsOf(options);
  return options.databaseUrl
    ? pgBossQueue({ connectionString: options.databaseUrl, jobs, logger })
    : inProcessQueue({ db, jobs, logger, retryBaseMs: options.jobRetryBaseMs });
};

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

/** Opens the database (migrated), seeds it when empty, adds the profile and address forms when missing, and listens with @hono/node-server. */
export const startServer = async (options: ServerOptions = {}): Promise<RunningServer> => {
  const clock = options.clock ?? systemClock;
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  const folder = await filesFolder(options).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  let listening: string | undefined;
  try {
    await seedIfEmpty(database.db, { demo: options.demo ?? true, now: new Date(clock.now()), admin: options.admin, passwordCost: options.passwordCost });
    // Every start, not only the first: a studio seeded before forms 1 and 6 came with the seed gets them.
    await ensureStudioForms(database.db, new Date(clock.now()));
    const identity = options.identity ?? 'server';
    const logger = options.logger ?? consoleLogger;
    const queue = queueOf(options, database.db, logger);
    const { app, services } = createAppWithServices({
      db: database.db,
      clock,
      identity,
      jwtSecret: options.jwtSecret ?? (identity === 'server' ? await loadOrCreateSigningKey(database.db) : undefined),
      passwords: createPasswords(options.passwordCost),
      firebase: options.firebase,
      webDist: options.webDist,
      mailer: options.mailer,
      logger: options.logger,
      rateLimits: options.rateLimits,
      // Links name PUBLIC_ORIGIN, else the address this server listens on, known once it does.
      publicOrigin: options.publicOrigin ?? (() => listening ?? UNKNOWN_ORIGIN),
      trustProxy: options.trustProxy,
      // Without a payments config, local mode (the embedded database) has the sandbox; a PostgreSQL one takes no cards.
      paymentGateway: options.paymentGateway ?? cardGatewayOf(options.payments ?? { sandbox: !options.databaseUrl }, { clock, db: database.db }),
      subscriptionProvider: options.subscriptionProvider ?? subscriptionProviderOf(options.payments ?? {}),
      files: { dir: folder.dir, s3Credentials: options.s3Credentials },
      jobs: queue,
      whatsapp: options.whatsapp,
    });
    if (options.databaseUrl && (await fileStores({ dir: folder.dir }).destination(database.db)) === 'server') {
      // Uploads on this disk are served by this process only: a second server behind the balancer would answer 404.
      logger.info(
        `Aviso: los archivos subidos se guardan en el disco de este servidor (${folder.dir}). Con varios servidores sobre una misma base de datos, todos necesitan el mismo DATA_DIR compartido, o guarda los archivos en S3 (files_location).`,
      );
    }
    const host = options.host ?? '127.0.0.1';
    const server = serve({ fetch: app.fetch, port: options.port ?? 4173, hostname: host });
    const address = await listen(server);
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
    listening = url;
    // Started once listening, so a server that failed to start leaves no loop behind.
    const delivery: OutboxDelivery | null = options.smtpUrl || options.whatsapp
      ? startOutboxDelivery({
          db: database.db, transport: options.smtpUrl ? smtpTransport(options.smtpUrl) : null, clock,
          logger, from: options.smtpFrom, whatsapp: options.whatsapp ? cloudApiSender(options.whatsapp) : null,
        })
      : null;
    // The jobs run with the routes' own services (the same notifier, payments and clock).
    try {
      await queue.start(services);
    } catch (error) {
      await queue.stop().catch(() => undefined);
      await delivery?.stop();
      await stop(server);
      throw error;
    }
    return {
      url,
      port: address.port,
      db: database.db,
      jobs: queue,
      close: async () => {
        await stop(server);
        await queue.stop();
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
