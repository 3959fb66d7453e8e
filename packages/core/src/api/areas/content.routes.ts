import { defineRoute } from '../route.js';
import {
  AcceptedPageResponse,
  AcceptedPagesResponse,
  AcceptPageBody,
  AnnouncementResponse,
  AnnouncementsResponse,
  PageResponse,
  PagesResponse,
} from '../schemas/content.schemas.js';
import * as e from './content.endpoints.js';

/** Pages, accepted pages and announcements, with their schemas. */
export const contentRoutes = {
  pagesList: defineRoute({
    ...e.pagesList, access: 'public', tag: 'content',
    summary: 'CMS pages',
    response: PagesResponse,
  }),
  pageBySlug: defineRoute({
    ...e.pageBySlug, access: 'public', tag: 'content', errors: [404],
    summary: 'One CMS page by slug',
    response: PageResponse,
  }),
  acceptedPagesList: defineRoute({
    ...e.acceptedPagesList, access: 'customer', tag: 'content', ownData: true,
    summary: "The current customer's accepted pages",
    response: AcceptedPagesResponse,
  }),
  acceptedPagesCreate: defineRoute({
    ...e.acceptedPagesCreate, access: 'customer', tag: 'content', ownData: true, successStatus: 201, errors: [404],
    summary: 'Accept a page',
    body: AcceptPageBody, response: AcceptedPageResponse,
  }),
  announcementsList: defineRoute({
    ...e.announcementsList, access: 'public', tag: 'content',
    summary: 'Announcements (Avisos)',
    response: AnnouncementsResponse,
  }),
  announcementOne: defineRoute({
    ...e.announcementOne, access: 'public', tag: 'content', errors: [404],
    summary: 'One announcement',
    response: AnnouncementResponse,
  }),
} as const;
