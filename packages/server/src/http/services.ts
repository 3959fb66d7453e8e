import type { ClockPort } from '@estudio/core';
import type { Db } from '../db/client.js';
import { firebaseVerifier } from '../auth/firebase.js';
import { createIdTokens, type IdTokens } from '../auth/id-tokens.js';
import type { IdentityVerifier } from '../auth/identity.js';
import { outboxMailer, type Mailer } from '../auth/mailer.js';
import { signingKeySource } from '../auth/signing-key.js';
import { mailNotifier, type Notifier } from '../notify/notifier.js';
import type { PaymentGateway } from '../payments/gateway.js';
import { sandboxGateway } from '../payments/sandbox/sandbox-gateway.js';
import type { SubscriptionProvider } from '../payments/subscription-provider.js';
import { consoleLogger, type Logger } from './logger.js';
import { fileStores, type FileStores, type FilesOptions } from '../files/stores.js';
import { slidingWindowLimiter, type RateLimiter, type RateLimits } from './rate-limit.js';

/** Firebase mode settings (IDENTITY=firebase). */
export interface FirebaseOptions {
  readonly projectId?: string | undefined;
  readonly apiKey?: string | undefined;
  readonly authDomain?: string | undefined;
  /** E-mails that get the admin role on first sight (ADMIN_EMAILS). */
  readonly adminEmails?: readonly string[] | undefined;
  /** Replaces firebase-admin's check (tests); throws errors with Firebase's codes. */
  readonly verifyIdToken?: ((token: string) => Promise<{ uid: string; email?: string }>) | undefined;
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
  /** Default: the outbox, logged. */
  readonly mailer?: Mailer | undefined;
  /** Default: e-mails through `mailer` (waitlist notices). */
  readonly notifier?: Notifier | undefined;
  /** The built web app (packages/web-react/dist); null or missing: API only. */
  readonly webDist?: string | null | undefined;
  readonly firebase?: FirebaseOptions | undefined;
  /** Limits per bucket (tests lower them), or a whole limiter. */
  readonly rateLimits?: Partial<RateLimits> | undefined;
  readonly rateLimiter?: RateLimiter | undefined;
  readonly logger?: Logger | undefined;
  /** Origin of links in e-mails (PUBLIC_ORIGIN); default the request's own origin. */
  readonly publicOrigin?: string | undefined;
  /** Trust X-Forwarded-For for the client IP (TRUST_PROXY=1). */
  readonly trustProxy?: boolean | undefined;
  /** Check every answer against its route's response schema (default: under NODE_ENV=test). */
  readonly checkResponses?: boolean | undefined;
  /** The card processor checkout charges through (default: the contract's in-process sandbox). */
  readonly paymentGateway?: PaymentGateway | undefined;
  /** The subscription payment provider (PayPal); none: payment_method 'provider' is refused (412). */
  readonly subscriptionProvider?: SubscriptionProvider | undefined;
  /** Where uploads are kept: the server's files folder and the S3 credentials (default: neither, uploads answer 412). */
  readonly files?: FilesOptions | undefined;
}

/** The resolved dependencies the routes use. */
export interface AppServices {
  readonly db: Db;
  readonly clock: ClockPort;
  readonly identity: 'server' | 'firebase';
  readonly idTokens: IdTokens;
  readonly verifier: IdentityVerifier;
  readonly mailer: Mailer;
  readonly notifier: Notifier;
  readonly logger: Logger;
  readonly rateLimiter: RateLimiter;
  readonly firebase: FirebaseOptions;
  readonly publicOrigin: string | undefined;
  readonly trustProxy: boolean;
  readonly checkResponses: boolean;
  readonly payments: PaymentGateway;
  readonly subscriptionProvider: SubscriptionProvider | null;
  /** The storages of uploads (POST /files, GET /media). */
  readonly files: FileStores;
  /**
   * Loads what requests need from the database (the signing key) before any
   * request's transaction starts: inside one it would wait on PGlite's single
   * connection, which the transaction holds.
   */
  prepare(): Promise<void>;
}

/** Fills the defaults of `AppDeps`. */
export const resolveServices = (deps: AppDeps): AppServices => {
  const logger = deps.logger ?? consoleLogger;
  // Firebase mode signs nothing itself, so it neither loads nor creates a key.
  const key = deps.identity === 'server'
    ? signingKeySource(deps.db, deps.jwtSecret)
    : () => Promise.reject(new Error('The server signs no ID tokens with IDENTITY=firebase'));
  const idTokens = createIdTokens(key, deps.clock);
  const mailer = deps.mailer ?? outboxMailer(logger);
  const firebase = deps.firebase ?? {};
  const verifier = deps.identity === 'firebase'
    ? firebaseVerifier(firebase.projectId, firebase.verifyIdToken)
    : idTokens;
  return {
    db: deps.db,
    clock: deps.clock,
    identity: deps.identity,
    idTokens,
    verifier,
    mailer,
    notifier: deps.notifier ?? mailNotifier(mailer, logger),
    logger,
    rateLimiter: deps.rateLimiter ?? slidingWindowLimiter(deps.rateLimits),
    firebase,
    publicOrigin: deps.publicOrigin,
    trustProxy: deps.trustProxy ?? false,
    checkResponses: deps.checkResponses ?? process.env.NODE_ENV === 'test',
    payments: deps.paymentGateway ?? sandboxGateway({ clock: deps.clock }),
    subscriptionProvider: deps.subscriptionProvider ?? null,
    files: fileStores(deps.files),
    prepare: async () => {
      if (deps.identity === 'server') await key();
    },
  };
};
