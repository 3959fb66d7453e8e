import { z } from 'zod';
import type { Endpoint } from './endpoint.js';
import { endpoints, type EndpointId } from './endpoints.js';
import { defineRoute, type RouteDef } from './route.js';
import { OkResponse } from './schemas/common.schemas.js';
import { AuthSignUpBody, RefreshBody, ResetBody, ResetConfirmBody, SignInBody, TokenResponse } from './schemas/auth.schemas.js';
import { AppConfigResponse } from './schemas/appconfig.schemas.js';
import {
  CustomerAdminQuery,
  CustomerResponse,
  CustomersResponse,
  CustomerSignupBody,
  CustomerUpdateBody,
  PhoneQuery,
  PhoneResponse,
  RecoverBody,
} from './schemas/customer.schemas.js';
import {
  AcceptedPageResponse,
  AcceptedPagesResponse,
  AcceptPageBody,
  AnnouncementResponse,
  AnnouncementsResponse,
  ClassTypesResponse,
  InstructorResponse,
  InstructorsResponse,
  LocationsResponse,
  PageResponse,
  PagesResponse,
} from './schemas/content.schemas.js';

/**
 * Every `/api` route, by id: its endpoint (`endpoints.ts`) with its schemas.
 * The server mounts exactly these, the OpenAPI document and the table-driven
 * access tests walk them, and the HTTP adapter types its calls with them.
 * Later slices add their endpoint and then their route here; the table must
 * name every endpoint and nothing else.
 */
export const routes = {
  health: defineRoute({ ...endpoints.health, response: z.object({ status: z.literal('ok') }) }),
  appConfig: defineRoute({ ...endpoints.appConfig, response: AppConfigResponse }),

  authSignIn: defineRoute({ ...endpoints.authSignIn, body: SignInBody, response: TokenResponse }),
  authRefresh: defineRoute({ ...endpoints.authRefresh, body: RefreshBody, response: TokenResponse }),
  authSignUp: defineRoute({ ...endpoints.authSignUp, body: AuthSignUpBody, response: TokenResponse }),
  authReset: defineRoute({ ...endpoints.authReset, body: ResetBody, response: OkResponse }),
  authResetConfirm: defineRoute({ ...endpoints.authResetConfirm, body: ResetConfirmBody, response: OkResponse }),

  customerCurrent: defineRoute({ ...endpoints.customerCurrent, response: CustomerResponse }),
  customerUpdate: defineRoute({ ...endpoints.customerUpdate, body: CustomerUpdateBody, response: CustomerResponse }),
  customerSignup: defineRoute({ ...endpoints.customerSignup, body: CustomerSignupBody, response: CustomerResponse }),
  customerPhone: defineRoute({ ...endpoints.customerPhone, query: PhoneQuery, response: PhoneResponse }),
  customerRecover: defineRoute({ ...endpoints.customerRecover, body: RecoverBody, response: OkResponse }),
  customerAdminAll: defineRoute({ ...endpoints.customerAdminAll, query: CustomerAdminQuery, response: CustomersResponse }),
  customerAdminOne: defineRoute({ ...endpoints.customerAdminOne, response: CustomerResponse }),

  pagesList: defineRoute({ ...endpoints.pagesList, response: PagesResponse }),
  pageBySlug: defineRoute({ ...endpoints.pageBySlug, response: PageResponse }),
  acceptedPagesList: defineRoute({ ...endpoints.acceptedPagesList, response: AcceptedPagesResponse }),
  acceptedPagesCreate: defineRoute({ ...endpoints.acceptedPagesCreate, body: AcceptPageBody, response: AcceptedPageResponse }),
  announcementsList: defineRoute({ ...endpoints.announcementsList, response: AnnouncementsResponse }),
  announcementOne: defineRoute({ ...endpoints.announcementOne, response: AnnouncementResponse }),

  classTypesList: defineRoute({ ...endpoints.classTypesList, response: ClassTypesResponse }),
  instructorsHome: defineRoute({ ...endpoints.instructorsHome, response: InstructorsResponse }),
  instructorOne: defineRoute({ ...endpoints.instructorOne, response: InstructorResponse }),
  locationsList: defineRoute({ ...endpoints.locationsList, response: LocationsResponse }),
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
