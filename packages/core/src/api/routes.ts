import type { Endpoint } from './endpoint.js';
import type { EndpointId } from './endpoints.js';
import type { RouteDef } from './route.js';
import { authRoutes } from './areas/auth.routes.js';
import { catalogueRoutes } from './areas/catalogue.routes.js';
import { checkoutRoutes } from './areas/checkout.routes.js';
import { contentRoutes } from './areas/content.routes.js';
import { customerRoutes } from './areas/customer.routes.js';
import { packageRoutes } from './areas/packages.routes.js';
import { reservationRoutes } from './areas/reservations.routes.js';
import { scheduleRoutes } from './areas/schedule.routes.js';
import { scheduleAdminRoutes } from './areas/schedule-admin.routes.js';
import { systemRoutes } from './areas/system.routes.js';
import { videoRoutes } from './areas/videos.routes.js';
import { formRoutes } from './areas/forms.routes.js';
import { addressRoutes } from './areas/addresses.routes.js';
import { fileRoutes } from './areas/files.routes.js';
import { deskRoutes } from './areas/desk.routes.js';
import { deskCustomerRoutes } from './areas/desk-customer.routes.js';
import { settingsRoutes } from './areas/settings.routes.js';
import { reportRoutes } from './areas/reports.routes.js';
import { jobsAdminRoutes } from './areas/jobs-admin.routes.js';
import { waitlistOfferRoutes } from './areas/waitlist-offer.routes.js';
import { noticeRoutes } from './areas/notices.routes.js';
import { calendarRoutes } from './areas/calendar.routes.js';

/**
 * Every `/api` route, by id: its endpoint (`endpoints.ts`) with its schemas.
 * The server mounts exactly these, the OpenAPI document and the table-driven
 * access tests walk them, and the HTTP adapter types its calls with them.
 * Each area defines its routes in `areas/<area>.routes.ts` from its
 * endpoints; the table must name every endpoint and nothing else.
 */
export const routes = {
  ...systemRoutes,
  ...authRoutes,
  ...customerRoutes,
  ...contentRoutes,
  ...catalogueRoutes,
  ...scheduleRoutes,
  ...scheduleAdminRoutes,
  ...reservationRoutes,
  ...packageRoutes,
  ...checkoutRoutes,
  ...videoRoutes,
  ...formRoutes,
  ...addressRoutes,
  ...fileRoutes,
  ...deskRoutes,
  ...deskCustomerRoutes,
  ...settingsRoutes,
  ...reportRoutes,
  ...jobsAdminRoutes,
  ...waitlistOfferRoutes,
  ...noticeRoutes,
  ...calendarRoutes,
} as const satisfies Record<EndpointId, RouteDef>;

/** The route table's type. */
export type Routes = typeof routes;
/** The id of a route. */
export type RouteId = keyof Routes;

/**
 * The full route of an endpoint, or of a route itself: how a client that
 * sends plain endpoint data still types the body, query and answer of a call
 * (a type-only lookup, so no schema reaches its bundle).
 */
export type RouteOf<E extends Endpoint> = E extends RouteDef ? E : E['id'] extends RouteId ? Routes[E['id']] : never;

/** All routes as a list, for the server, the OpenAPI document and table-driven tests. */
export const routeList: readonly RouteDef[] = Object.values(routes);
