import { defineRoute } from '../route.js';
import {
  AcceptedPageResponse,
  AcceptedPagesResponse,
  AcceptPageBody,
  AnnouncementBody,
  AnnouncementResponse,
  AnnouncementListResponse,
  AnnouncementUpdateBody,
  AnnouncementWriteResponse,
  PageBody,
  PageFieldsBody,
  PageResponse,
  PageListResponse,
  PageUpdateBody,
} from '../schemas/content.schemas.js';
import { CatalogueListQuery } from '../schemas/catalogue.schemas.js';
import * as e from './content.endpoints.js';
import * as admin from './content-admin.endpoints.js';

/** Pages, accepted pages and announcements, with their schemas. */
export const contentRoutes = {
  pagesList: defineRoute({
    ...e.pagesList, access: 'public', tag: 'content',
    summary: 'CMS pages by id; with query, page or per_page, one page of a search by title or slug and the total (/admin)',
    query: CatalogueListQuery, response: PageListResponse,
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
    summary: 'Announcements (Avisos), newest first; with query, page or per_page, one page of a search by title and the total (/admin)',
    query: CatalogueListQuery, response: AnnouncementListResponse,
  }),
  announcementOne: defineRoute({
    ...e.announcementOne, access: 'public', tag: 'content', errors: [404],
    summary: 'One announcement',
    response: AnnouncementResponse,
  }),
  pageCreate: defineRoute({
    ...admin.pageCreate, access: 'admin', tag: 'content', successStatus: 201, errors: [409],
    summary: 'Create a CMS page (its HTML sanitised when stored)',
    body: PageBody, response: PageResponse,
  }),
  pageUpdate: defineRoute({
    ...admin.pageUpdate, access: 'admin', tag: 'content', errors: [404, 409],
    summary: 'Update a CMS page (its HTML sanitised when stored)',
    body: PageUpdateBody, response: PageResponse,
  }),
  pageUpdateByBody: defineRoute({
    ...admin.pageUpdateByBody, access: 'admin', tag: 'content', errors: [404, 409],
    summary: 'Update the CMS page its page_id names, with the page fields (spec 7: PUT /pages)',
    body: PageFieldsBody, response: PageResponse,
  }),
  pageDelete: defineRoute({
    ...admin.pageDelete, access: 'admin', tag: 'content', errors: [404],
    summary: 'Delete a CMS page and its acceptances',
    response: PageResponse,
  }),
  announcementCreate: defineRoute({
    ...admin.announcementCreate, access: 'admin', tag: 'content', successStatus: 201,
    summary: 'Create an announcement (its HTML sanitised when stored)',
    body: AnnouncementBody, response: AnnouncementWriteResponse,
  }),
  announcementUpdate: defineRoute({
    ...admin.announcementUpdate, access: 'admin', tag: 'content', errors: [404],
    summary: 'Update an announcement (its HTML sanitised when stored)',
    body: AnnouncementUpdateBody, response: AnnouncementWriteResponse,
  }),
  announcementDelete: defineRoute({
    ...admin.announcementDelete, access: 'admin', tag: 'content', errors: [404],
    summary: 'Delete an announcement',
    response: AnnouncementWriteResponse,
  }),
} as const;
