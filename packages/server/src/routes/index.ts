import type { Handlers } from './handler.js';
import { acceptedPageHandlers } from './accepted-pages.js';
import { announcementHandlers } from './announcements.js';
import { authHandlers } from './auth.js';
import { classTypeHandlers } from './class-types.js';
import { customerHandlers } from './customer.js';
import { instructorHandlers } from './instructors.js';
import { locationHandlers } from './locations.js';
import { pageHandlers } from './pages.js';
import { systemHandlers } from './system.js';

/** The handler of every route of core's `routes`, one file per resource. */
export const handlers: Handlers = {
  ...systemHandlers,
  ...authHandlers,
  ...customerHandlers,
  ...pageHandlers,
  ...acceptedPageHandlers,
  ...announcementHandlers,
  ...classTypeHandlers,
  ...instructorHandlers,
  ...locationHandlers,
};

export type { Handler, HandlerContext, Handlers } from './handler.js';
