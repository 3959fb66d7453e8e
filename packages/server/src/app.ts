import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { REQUEST_ERRORS, buildOpenApiDocument, routeList } from '@estudio/core';
import { bindRoutes } from './http/bind-routes.js';
import { bodyLimits } from './http/body-limits.js';
import { ApiFailure, failure, internalFailure, notFoundFailure } from './http/errors.js';
import { securityHeaders } from './http/security-headers.js';
import { resolveServices, type AppDeps, type AppServices } from './http/services.js';
import { xsrfProtection } from './http/xsrf.js';
import { handlers } from './routes/index.js';
import { providerDisabled } from './routes/auth.js';
import { mountStripeWebhook } from './routes/checkout/stripe-webhook.js';
import { mountPayPalWebhook } from './routes/checkout/paypal-webhook.js';
import { createBootLoader } from './web/boot.js';
import { hasWebBuild, mountWeb } from './web/static.js';
import { mountMedia } from './files/media.js';
import { mountCalendarFiles } from './routes/calendar/files.js';

export type { AppDeps, FirebaseOptions } from './http/services.js';

/** Title and version of the OpenAPI document. */
export const API_INFO = { title: 'Estudio API', version: '0.1.0' };

const json = (c: { json: (body: object, status: ContentfulStatusCode) => Response }, refused: ApiFailure): Response =>
  c.json(refused.toBody(), refused.status as ContentfulStatusCode);

const onError = (services: AppServices) => (error: Error, c: Parameters<Parameters<Hono['onError']>[0]>[1]) => {
  if (error instanceof ApiFailure) return json(c, error);
  if (error instanceof HTTPException && error.status < 500) {
    return json(c, failure({ ...REQUEST_ERRORS.invalidRequest, status: error.status }));
  }
  services.logger.error(`${c.req.method} ${c.req.path} failed`, error);
  return json(c, internalFailure());
};

/** /api: the Stripe webhook, body limits, the OpenAPI document, every route of core's list, and 404 for anything else. */
const mountApi = (app: Hono, services: AppServices): void => {
  // Before the API's body limit and JSON routes: Stripe signs the raw body, read by this route alone.
  mountStripeWebhook(app, services);
  mountPayPalWebhook(app, services);
  // 64 KB for JSON bodies; the largest upload (an admin's 200 MB video) for the upload routes (bodyKind 'multipart').
  app.use('/api/*', bodyLimits(routeList));
  if (services.identity === 'firebase') {
    // Firebase owns sign-in; the server's own provider must not accept passwords beside it.
    app.all('/api/auth/*', (c) => json(c, providerDisabled()));
  }
  // The document describes the routes of core's list; this route serves it and is not one of them.
  const openApi = buildOpenApiDocument(API_INFO);
  app.get('/api/openapi.json', (c) => c.json(openApi));
  // The .ics files answer text/calendar, not JSON: beside the route table (a reservation's file, her private feed).
  mountCalendarFiles(app, services);
  bindRoutes(app, handlers, services);
  app.all('/api', (c) => json(c, notFoundFailure()));
  app.all('/api/*', (c) => json(c, notFoundFailure()));
};

/**
 * The whole HTTP application: /api and, when a web build is given, the web
 * app on the same origin. Pure composition: no port is opened here (see
 * `startServer`), so tests call `app.request()` directly.
 */
export const createApp = (deps: AppDeps): Hono => createAppWithServices(deps).app;

/** `createApp`, with the services it resolved (the server hands them to its job queue). */
export const createAppWithServices = (deps: AppDeps): { app: Hono; services: AppServices } => {
  const services = resolveServices(deps);
  const app = new Hono();
  app.onError(onError(services));
  app.notFound((c) => json(c, notFoundFailure()));
  app.use('*', securityHeaders({ origin: services.origin }));
  app.use('*', xsrfProtection({ origin: services.origin }));
  mountApi(app, services);
  // Before the web app, whose fallback would answer /media/… with the app's page.
  mountMedia(app, { db: deps.db, disk: services.files.disk });
  if (hasWebBuild(deps.webDist)) {
    const boot = createBootLoader(handlers, services);
    mountWeb(app, { dist: deps.webDist, db: deps.db, origin: services.origin, boot, now: () => services.clock.now(), logger: services.logger });
  }
  return { app, services };
};
