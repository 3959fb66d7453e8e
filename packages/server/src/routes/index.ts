import type { Handlers } from './handler.js';
import { acceptedPageHandlers } from './accepted-pages.js';
import { announcementHandlers } from './announcements.js';
import { authHandlers } from './auth.js';
import { catalogueHandlers } from './catalogue/index.js';
import { checkoutHandlers } from './checkout/index.js';
import { customerHandlers } from './customer.js';
import { discountHandlers } from './discounts/index.js';
import { packageHandlers } from './packages/index.js';
import { pageHandlers } from './pages.js';
import { purchaseHandlers } from './purchases/index.js';
import { reservationHandlers } from './reservations/index.js';
import { scheduleHandlers } from './schedule/index.js';
import { systemHandlers } from './system.js';

/** The handler of every route of core's `routes`, one file per resource. */
export const handlers: Handlers = {
  ...systemHandlers,
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
  ...purchaseHandlers,
};

export type { Handler, HandlerContext, Handlers } from './handler.js';
