import type { ClockPort } from '@estudio/core';
import type { Db } from '../db/client.js';
import { firebaseVerifier, type FirebaseDecodedToken } from '../auth/firebase.js';
import { createIdTokens, type IdTokens } from '../auth/id-tokens.js';
import type { IdentityVerifier } from '../auth/identity.js';
import { outboxMailer, type Mailer } from '../auth/mailer.js';
import { createPasswords, type Passwords } from '../auth/password.js';
import { signingKeySource, type KeySource } from '../auth/signing-key.js';
import { mailNotifier, type Notifier } from '../notify/notifier.js';
import type { PaymentGateway } from '../payments/gateway.js';
import { noCardGateway } from '../payments/no-card-gateway.js';
import { sandboxGateway } from '../payments/sandbox/sandbox-gateway.js';
import { sandboxKeySource } from '../payments/sandbox/sandbox-key.js';
import type { SubscriptionProvider } from '../payments/subscription-provider.js';
import { consoleLogger, type Logger } from './logger.js';
import { fileStores, type FileStores, type FilesOptions } from '../files/stores.js';
import type { JobsView } from '../jobs/queue.js';
import { databaseLimiter, type RateLimiter, type RateLimits } from './rate-limit.js';
import type { WhatsAppConfig } from '../notify/whatsapp/config.js';
import { createPublicSchedule, type PublicSchedule } from '../routes/schedule/public-schedule.js';

/** Firebase mode settings (IDENTITY=firebase). */
export interface FirebaseOptions {
  readonly projectId?: string | undefined;
  readonly apiKey?: string | undefined;
  readonly authDomain?: string | undefined;
  /** E-mails that get the admin role once Firebase has verified them (ADMIN_EMAILS). */
  readonly adminEmails?: readonly string[] | undefined;
  /** Firebase uids that get the admin role (ADMIN_UIDS): the surer list, a uid never changes hands. */
  readonly adminUids?: readonly string[] | undefined;
  /** Replaces firebase-admin's check (tests), called with `checkRevoked` true; throws errors with Firebase's codes. */
  readonly verifyIdToken?: ((token: string, checkRevoked?: boolean) => Promise<FirebaseDecodedToken>) | undefined;
  /** Replaces firebase-admin's updateUser for a confirmed e-mail change (tests); throws errors with Firebase's codes. */
  readonly updateUserEmail?: ((uid: string, email: string) => Promise<void>) | undefined;
}

/** What `createApp` needs; everything but the database, clock and identity has a default. */
export interface AppDeps {
  readonly db: Db;
  readonly clock: ClockPort;
  readonly identity: 'server' | 'firebase';
  /** Key of the server's ID tokens (JWT_SECRET); else generated once and kept in `secrets`. */
  readonly jwtSecret?: string | Uint8Array | undefined;
  /** Password hashing; default OWASP's cost (`PASSWORD_COST`). Tests pass `createPasswords(cheaperCost)`. */
  readonly passwords?: Passwords | undefined;
  /** Default: the outbox, logged. */
  readonly mailer?: Mailer | undefined;
  /** Default: e-mails through `mailer` (waitlist notices). */
  readonly notifier?: Notifier | undefined;
  /** The built web app (packages/web-react/dist); null or missing: API only. */
  readonly webDist?: string | null | undefined;
  readonly firebase?: FirebaseOptions | undefined;
  /** Limits per bucket (tests lower them), or a whole limiter (default: counters in the database, `databaseLimiter`). */
  readonly rateLimits?: Partial<RateLimits> | undefined;
  readonly rateLimiter?: RateLimiter | undefined;
  /** Keeps this app's rate-limit counters apart from other apps on the same database (tests); default none. */
  readonly rateLimitScope?: string | undefined;
  readonly logger?: Logger | undefined;
  /**
   * The origin of links in e-mails and of stored file addresses: PUBLIC_ORIGIN,
   * or (startServer) the address the server listens on, read once it
   * listens; never a request's Host or forwarding headers, which the client
   * writes. Default `UNKNOWN_ORIGIN`.
   */
  readonly publicOrigin?: string | (() => string) | undefined;
  /** Trust X-Forwarded-For for the client IP (TRUST_PROXY=1). */
  readonly trustProxy?: boolean | undefined;
  /** Check every answer against its route's response schema (default: under NODE_ENV=test). */
  readonly checkResponses?: boolean | undefined;
  /** The card processor checkout charges through (default: the contract's in-process sandbox, key in `secrets`); null: no cards taken. */
  readonly paymentGateway?: PaymentGateway | null | undefined;
  /** The subscription payment provider (PayPal); none: payment_method 'provider' is refused (412). */
  readonly subscriptionProvider?: SubscriptionProvider | undefined;
  /** Where uploads are kept: the server's files folder and the S3 credentials (default: neither, uploads answer 412). */
  readonly files?: FilesOptions | undefined;
  /** The job queue's view for the admins (issue 17; `startServer` gives it); none: 'Tareas automáticas' lists no job. */
  readonly jobs?: JobsView | undefined;
  /** WhatsApp's Cloud API (WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID); none: no WhatsApp notices, and no opt-in. */
  readonly whatsapp?: WhatsAppConfig | null | undefined;
}

/** The resolved dependencies the routes use. */
export interface AppServices {
  readonly db: Db;
  readonly clock: ClockPort;
  readonly identity: 'server' | 'firebase';
  readonly idTokens: IdTokens;
  /** The server's key (JWT_SECRET or the stored one): signs ID tokens and derives refresh successors. */
  readonly signingKey: KeySource;
  /** Password hashing and checking at the configured cost. */
  readonly passwords: Passwords;
  readonly verifier: IdentityVerifier;
  readonly mailer: Mailer;
  readonly notifier: Notifier;
  readonly logger: Logger;
  readonly rateLimiter: RateLimiter;
  readonly firebase: FirebaseOptions;
  /** The origin of links and stored file addresses (`AppDeps.publicOrigin`). */
  origin(): string;
  readonly trustProxy: boolean;
  readonly checkResponses: boolean;
  readonly payments: PaymentGateway;
  readonly subscriptionProvider: SubscriptionProvider | null;
  /** The storages of uploads (POST /files, GET /media). */
  readonly files: FileStores;
  /** WhatsApp's Cloud API when configured (the opt-in needs it). */
  readonly whatsapp: WhatsAppConfig | null;
  /** The jobs that run by themselves and their failed runs (issue 17); null without a queue (an app not started by `startServer`). */
  readonly jobs: JobsView | null;
  /** The public schedule's read, prepared once per version of each range (issue 18); one per app, so its memory is this process's. */
  readonly publicSchedule: PublicSchedule;
  /**
   * Loads what requests need from the database (the signing key) before any
   * request's transaction starts: inside one it would wait on PGlite's single
   * connection, which the transaction holds.
   */
  prepare(): Promise<void>;
}

/** The origin of an app given none and not listening itself (tests, an embedder's own server). */
export const UNKNOWN_ORIGIN = 'http://localhost';

/** `AppDeps.publicOrigin` as a function. */
export const originOf = (origin: AppDeps['publicOrigin']): (() => string) =>
  typeof origin === 'function' ? origin : () => origin ?? UNKNOWN_ORIGIN;

/** Fills the defaults of `AppDeps`. */
export const resolveServices = (deps: AppDeps): AppServices => {
  const logger = deps.logger ?? consoleLogger;
  // Firebase mode signs nothing itself, so it neither loads nor creates a key.
  const key = deps.identity === 'server'
    ? signingKeySource(deps.db, deps.jwtSecret)
    : () => Promise.reject(new Error('The server signs no ID tokens with IDENTITY=firebase'));
  const idTokens = createIdTokens(key, deps.clock);
  const mailer = deps.mailer ?? outboxMailer(logger, { origin: originOf(deps.publicOrigin), whatsapp: deps.whatsapp });
  const firebase = deps.firebase ?? {};
  const payments = deps.paymentGateway === null
    ? noCardGateway()
    : deps.paymentGateway ?? sandboxGateway({ clock: deps.clock, key: sandboxKeySource(deps.db) });
  const verifier = deps.identity === 'firebase'
    ? firebaseVerifier(firebase.projectId, firebase.verifyIdToken)
    : idTokens;
  return {
    db: deps.db,
    clock: deps.clock,
    identity: deps.identity,
    idTokens,
    signingKey: key,
    passwords: deps.passwords ?? createPasswords(),
    verifier,
    mailer,
    notifier: deps.notifier ?? mailNotifier(mailer, logger),
    logger,
    rateLimiter: deps.rateLimiter ?? databaseLimiter(deps.db, deps.rateLimits, deps.rateLimitScope),
    firebase,
    origin: originOf(deps.publicOrigin),
    trustProxy: deps.trustProxy ?? false,
    checkResponses: deps.checkResponses ?? process.env.NODE_ENV === 'test',
    payments,
    subscriptionProvider: deps.subscriptionProvider ?? null,
    files: fileStores(deps.files),
    whatsapp: deps.whatsapp ?? null,
    jobs: deps.jobs ?? null,
    publicSchedule: createPublicSchedule(logger),
    prepare: async () => {
      if (deps.identity === 'server') await key();
      await payments.prepare?.();
    },
  };
};
