import { defineRoute } from '../route.js';
import {
  AcceptedPageResponse,
  AcceptedPagesResponse,
  AcceptPageBody,
  AnnouncementBody,
  AnnouncementResponse,
  AnnouncementsResponse,
  AnnouncementUpdateBody,
  AnnouncementWriteResponse,
  PageBody,
  PageFieldsBody,
  PageResponse,
  PagesResponse,
  PageUpdateBody,
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
  pageCreate: defineRoute({
    ...e.pageCreate, access: 'admin', tag: 'content', successStatus: 201, errors: [409],
    summary: 'Create a CMS page (its HTML sanitised when stored)',
    body: PageBody, response: PageResponse,
  }),
  pageUpdate: defineRoute({
    ...e.pageUpdate, access: 'admin', tag: 'content', errors: [404, 409],
    summary: 'Update a CMS page (its HTML sanitised when stored)',
    body: PageUpdateBody, response: PageResponse,
  }),
  pageUpdateByBody: defineRoute({
    ...e.pageUpdateByBody, access: 'admin', tag: 'content', errors: [404, 409],
    summary: 'Update the CMS page its page_id names, with the page fields (spec 7: PUT /pages)',
    body: PageFieldsBody, response: PageResponse,
  }),
  pageDelete: defineRoute({
    ...e.pageDelete, access: 'admin', tag: 'content', errors: [404],
    summary: 'Delete a CMS page and its acceptances',
    response: PageResponse,
  }),
  announcementCreate: defineRoute({
    ...e.announcementCreate, access: 'admin', tag: 'content', successStatus: 201,
    summary: 'Create an announcement (its HTML sanitised when stored)',
    body: AnnouncementBody, response: AnnouncementWriteResponse,
  }),
  announcementUpdate: defineRoute({
    ...e.announcementUpdate, access: 'admin', tag: 'content', errors: [404],
    summary: 'Update an announcement (its HTML sanitised when stored)',
    body: AnnouncementUpdateBody, response: AnnouncementWriteResponse,
  }),
  announcementDelete: defineRoute({
    ...e.announcementDelete, access: 'admin', tag: 'content', errors: [404],
    summary: 'Delete an announcement',
    response: AnnouncementWriteResponse,
  }),
} as const;
