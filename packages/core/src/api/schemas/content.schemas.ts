import { z } from 'zod';
import { FileRef } from './common.schemas.js';

export {
  ANNOUNCEMENT_CONTENT_MAX, AnnouncementBody, AnnouncementUpdateBody, PAGE_CONTENT_MAX, PageBody, PageFieldsBody, PageFormBody, PageUpdateBody,
} from './content-forms.schemas.js';

/** Spec 3, Page. A null content hides the page from the footer. */
export const Page = z.object({
  page_id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  content: z.string().nullable(),
  required: z.boolean(),
});
export type Page = z.infer<typeof Page>;
export const PagesResponse = z.object({ pages: z.array(Page) });
/** GET /pages: by id, and with a search or paging (/admin, 'Páginas'), how many match over all pages. */
export const PageListResponse = z.object({ pages: z.array(Page), total: z.number().int().optional() });
export type PageListResponse = z.infer<typeof PageListResponse>;
export const PageResponse = z.object({ page: Page });

/** Spec 3, Accepted page. */
export const AcceptedPage = z.object({ page_id: z.number().int(), customer_id: z.number().int() });
export type AcceptedPage = z.infer<typeof AcceptedPage>;
export const AcceptedPagesResponse = z.object({ accepted_pages: z.array(AcceptedPage) });
export const AcceptedPageResponse = z.object({ accepted_page: AcceptedPage });
/** POST /accepted_pages. `customer_id` is ignored for customers: they accept for themselves. */
export const AcceptPageBody = z.object({
  page_id: z.number().int().positive(),
  customer_id: z.number().int().positive().optional(),
});

/** Spec 3, Announcement. */
export const Announcement = z.object({
  announcement_id: z.number().int(),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type Announcement = z.infer<typeof Announcement>;
export const AnnouncementsResponse = z.object({ announcements: z.array(Announcement) });
/** GET /announcements: newest first, and with a search or paging (/admin, 'Avisos'), how many match over all pages. */
export const AnnouncementListResponse = z.object({ announcements: z.array(Announcement), total: z.number().int().optional() });
export type AnnouncementListResponse = z.infer<typeof AnnouncementListResponse>;
export const AnnouncementResponse = z.object({ announcement: Announcement });
/** An admin's announcement write, with spec 8's 'Announcement saved.' or 'Announcement deleted.'. */
export const AnnouncementWriteResponse = AnnouncementResponse.extend({ message: z.string().optional() });

/** Spec 3, Class type. */
export const ClassType = z.object({
  class_type_id: z.number().int(),
  name: z.string(),
  icon: z.string().nullable(),
  image: FileRef.nullable(),
  description: z.string().nullable(),
});
export type ClassType = z.infer<typeof ClassType>;
export const ClassTypesResponse = z.object({ class_types: z.array(ClassType) });

/** Spec 3, Instructor (the coaches of the landing page). */
export const Instructor = z.object({
  instructor_id: z.number().int(),
  name: z.string(),
  last_name: z.string(),
  nick_name: z.string().nullable(),
  quote: z.string().nullable(),
  file: FileRef.nullable(),
  short_bio: z.string().nullable(),
  instagram: z.string().nullable(),
  birthdate: z.string().nullable(),
  music_type: z.string().nullable(),
});
export type Instructor = z.infer<typeof Instructor>;
export const InstructorsResponse = z.object({ instructors: z.array(Instructor) });
export const InstructorResponse = z.object({ instructor: Instructor });

/** Spec 3, Location. */
export const Location = z.object({
  location_id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
});
export type Location = z.infer<typeof Location>;
export const LocationsResponse = z.object({ locations: z.array(Location) });
