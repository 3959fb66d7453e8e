import type { Handlers } from './handler.js';
import { addressHandlers } from './addresses/index.js';
import { customFieldHandlers } from './custom-fields/index.js';
import { formHandlers } from './forms/index.js';
import { acceptedPageHandlers } from './accepted-pages.js';
import { announcementHandlers } from './announcements.js';
import { authHandlers } from './auth.js';
import { catalogueHandlers } from './catalogue/index.js';
import { adminCheckoutHandlers } from './checkout/admin-checkout.js';
import { checkoutHandlers } from './checkout/index.js';
import { customerHandlers } from './customer.js';
import { customerAdminHandlers } from './customer-admin/index.js';
import { deskHandlers } from './desk/index.js';
import { discountHandlers } from './discounts/index.js';
import { packageHandlers } from './packages/index.js';
import { pageHandlers } from './pages.js';
import { purchaseHandlers } from './purchases/index.js';
import { reservationHandlers } from './reservations/index.js';
import { savedCardHandlers } from './saved-cards/index.js';
import { scheduleHandlers } from './schedule/index.js';
import { systemHandlers } from './system.js';
import { settingsHandlers } from './settings.js';
import { teamHandlers } from './team/index.js';
import { videoHandlers } from './videos/index.js';
import { fileHandlers } from './files/index.js';
import { reportHandlers } from './reports/index.js';
import { jobsAdminHandlers } from './jobs/index.js';
import { noticePreferenceHandlers } from './customer/notifications.js';
import { calendarHandlers } from './calendar/index.js';

/** The handler of every route of core's `routes`, one file per resource. */
export const handlers: Handlers = {
  ...systemHandlers,
  ...settingsHandlers,
  ...authHandlers,
  ...customerHandlers,
  ...pageHandlers,
  ...acceptedPageHandlers,
  ...announcementHandlers,
  ...catalogueHandlers,
  ...scheduleHandlers,
  ...reservationHandlers,
  ...packageHandlers,
  ...discountHandlers,
  ...checkoutHandlers,
  ...adminCheckoutHandlers,
  ...savedCardHandlers,
  ...purchaseHandlers,
  ...customerAdminHandlers,
  ...videoHandlers,
  ...formHandlers,
  ...customFieldHandlers,
  ...addressHandlers,
  ...fileHandlers,
  ...deskHandlers,
  ...teamHandlers,
  ...reportHandlers,
  ...jobsAdminHandlers,
  ...noticePreferenceHandlers,
  ...calendarHandlers,
};

export type { Handler, HandlerContext, Handlers } from './handler.js';
