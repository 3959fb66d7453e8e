/**
 * @estudio/server: the reference API behind /api (Hono on Node, Drizzle,
 * PGlite or PostgreSQL), serving the web app on the same origin.
 */
export { createApp, API_INFO, type AppDeps, type FirebaseOptions } from './app.js';
export { startServer, type ServerOptions, type RunningServer } from './http/server.js';
export { readConfig, findWebDist, ConfigError, type Env } from './config.js';
export { openDatabase, type Database, type DatabaseOptions, type Db } from './db/client.js';
export type { Mailer, OutgoingMail } from './auth/mailer.js';
export { outboxMailer } from './auth/mailer.js';
export type { Notifier, PlaceFreedNotice, NoticeRecipient, FreedClass } from './notify/notifier.js';
export type { PenaltyAppliedNotice } from './notify/notifier.js';
export { sweepNoShows, noShowSweepJob, type SweepResult, type SweepServices } from './jobs/no-show-sweep.js';
export type { JobContext, RecurringJob } from './jobs/job.js';
export type { FailedJob, JobQueue, JobsView } from './jobs/queue.js';
export { mailNotifier } from './notify/notifier.js';
export type { Logger } from './http/logger.js';
export { consoleLogger, silentLogger } from './http/logger.js';
export { databaseLimiter, slidingWindowLimiter, defaultRateLimits, type RateLimits, type RateLimit, type RateBucket, type RateLimiter } from './http/rate-limit.js';
export { XSRF_COOKIE, XSRF_HEADER } from './http/xsrf.js';
export {
  sandboxGateway, type CardDetails, type CardToken, type ChargeRequest, type ChargeResult, type GatewayRefusal,
  type PaymentGateway, type SandboxCharge, type SandboxGateway, type TokenizeResult,
} from './payments/index.js';
