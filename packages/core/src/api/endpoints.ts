import * as authEndpoints from './areas/auth.endpoints.js';
import * as authSignOutEndpoints from './areas/auth-signout.endpoints.js';
import * as catalogueEndpoints from './areas/catalogue.endpoints.js';
import * as catalogueAdminEndpoints from './areas/catalogue-admin.endpoints.js';
import * as catalogueListEndpoints from './areas/catalogue-lists.endpoints.js';
import * as settingsAdminEndpoints from './areas/settings-admin.endpoints.js';
import * as checkoutEndpoints from './areas/checkout.endpoints.js';
import * as contentEndpoints from './areas/content.endpoints.js';
import * as contentAdminEndpoints from './areas/content-admin.endpoints.js';
import * as customerEndpoints from './areas/customer.endpoints.js';
import * as customerAdminEndpoints from './areas/customer-admin.endpoints.js';
import * as packageEndpoints from './areas/packages.endpoints.js';
import * as packageAdminEndpoints from './areas/packages-admin.endpoints.js';
import * as commerceAdminEndpoints from './areas/commerce-admin.endpoints.js';
import * as reservationEndpoints from './areas/reservations.endpoints.js';
import * as scheduleEndpoints from './areas/schedule.endpoints.js';
import * as systemEndpoints from './areas/system.endpoints.js';
import * as videoEndpoints from './areas/videos.endpoints.js';
import * as videoAdminEndpoints from './areas/videos-admin.endpoints.js';
import * as scheduleAdminEndpoints from './areas/schedule-admin.endpoints.js';
import * as formEndpoints from './areas/forms.endpoints.js';
import * as formAdminEndpoints from './areas/forms-admin.endpoints.js';
import * as addressEndpoints from './areas/addresses.endpoints.js';
import * as customerEmailEndpoints from './areas/customer-email.endpoints.js';
import * as fileEndpoints from './areas/files.endpoints.js';
import * as deskEndpoints from './areas/desk.endpoints.js';
import * as deskCustomerEndpoints from './areas/desk-customer.endpoints.js';
import * as reportEndpoints from './areas/reports.endpoints.js';
import * as jobsAdminEndpoints from './areas/jobs-admin.endpoints.js';
import * as waitlistOfferEndpoints from './areas/waitlist-offer.endpoints.js';
import * as reservationLinkEndpoints from './areas/reservation-link.endpoints.js';
import * as noticeEndpoints from './areas/notices.endpoints.js';
import * as calendarEndpoints from './areas/calendar.endpoints.js';

/**
 * Each area's endpoints as a namespace (`contentEndpoints.pagesList`): a
 * client that reads them by name keeps only the endpoints it calls.
 */
export {
  authEndpoints, catalogueEndpoints, checkoutEndpoints, contentEndpoints, customerEndpoints, packageEndpoints, reservationEndpoints, scheduleEndpoints, systemEndpoints,
};
export { videoEndpoints };
export { formEndpoints, addressEndpoints };
/** The writes of forms and custom fields ('Formularios', 'Campos personalizados'): only /admin imports them. */
export { formAdminEndpoints };
/** Sign-out, apart from `authEndpoints` (in the first load) for the module loaded on sign-out. */
export { authSignOutEndpoints };
/** The customer route confirming a new e-mail, apart from `customerEndpoints` (in the first load) for the lazily loaded client that calls it. */
export { customerEmailEndpoints };
export { fileEndpoints };
/** The back office's front desk: only /admin imports it. */
export { deskEndpoints, deskCustomerEndpoints, customerAdminEndpoints };
/** The catalogue's admin-only writes ('Catálogo'): only /admin imports them. */
export { catalogueAdminEndpoints };
/** The catalogue's reads only lazily loaded screens make (member area, videos, /admin), apart from the first load's `catalogueEndpoints`. */
export { catalogueListEndpoints };
/** The content's admin-only writes ('Contenido'): only /admin imports them. */
export { contentAdminEndpoints };
/** The studio's settings write ('Configuración'): only /admin imports it. */
export { settingsAdminEndpoints };
/** The packages' admin-only calls ('Paquetes'): only /admin imports them. */
export { packageAdminEndpoints };
/** Discount codes' and payment methods' admin-only calls ('Descuentos', 'Métodos de pago'): only /admin imports them. */
export { commerceAdminEndpoints };
/** The video library's admin-only list and writes ('Videos'): only /admin imports them. */
export { videoAdminEndpoints };
/** The reports ('Reportes', admin only): only /admin's reports screen imports them. */
export { reportEndpoints };
/** 'Tareas automáticas' (admin only): only /admin's jobs screen imports them. */
export { jobsAdminEndpoints };
/** A waitlist offer's link (issue 17): only its lazily loaded page imports them. */
export { waitlistOfferEndpoints };
/** The reminder's one-tap cancel link: only the lazily loaded page at /mystudio/cancelar#{token} imports it. */
export { reservationLinkEndpoints };
/** The schedule's admin-only reads and series ('Horarios'): only /admin imports them. */
export { scheduleAdminEndpoints };
/** Her notice preferences ('Notificaciones'): only the lazily loaded profile screen imports them. */
export { noticeEndpoints };
/** Her private calendar feed ('Calendario'): only the lazily loaded profile screen imports them. */
export { calendarEndpoints };

/**
 * Every `/api` route's transport facts, by id: method, path and the
 * response key. `routes.ts` adds each one's schemas; this table imports no
 * zod, so a client that only calls the API stays small; a browser bundle
 * imports the area namespaces above instead, which keep only what it calls.
 * Each area keeps its endpoints in `areas/<area>.endpoints.ts` and its
 * schemas in `areas/<area>.routes.ts`; a new area adds one line here and one
 * in `routes.ts`.
 */
export const endpoints = {
  ...systemEndpoints,
  ...authEndpoints,
  ...authSignOutEndpoints,
  ...customerEndpoints,
  ...customerAdminEndpoints,
  ...contentEndpoints,
  ...contentAdminEndpoints,
  ...catalogueEndpoints,
  ...catalogueAdminEndpoints,
  ...catalogueListEndpoints,
  ...settingsAdminEndpoints,
  ...scheduleEndpoints,
  ...scheduleAdminEndpoints,
  ...reservationEndpoints,
  ...packageEndpoints,
  ...packageAdminEndpoints,
  ...commerceAdminEndpoints,
  ...checkoutEndpoints,
  ...videoEndpoints,
  ...videoAdminEndpoints,
  ...formEndpoints,
  ...formAdminEndpoints,
  ...addressEndpoints,
  ...customerEmailEndpoints,
  ...fileEndpoints,
  ...deskEndpoints,
  ...deskCustomerEndpoints,
  ...reportEndpoints,
  ...jobsAdminEndpoints,
  ...waitlistOfferEndpoints,
  ...reservationLinkEndpoints,
  ...noticeEndpoints,
  ...calendarEndpoints,
};

/** The endpoint table's type. */
export type Endpoints = typeof endpoints;

/** The id of a route (the same in `endpoints` and `routes`). */
export type EndpointId = keyof Endpoints;
