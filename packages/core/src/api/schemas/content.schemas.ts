import { z } from 'zod';
import { isReservedPageSlug, PAGE_SLUG_PATTERN } from '../../content/pages.rules.js';
import { messages } from '../../messages/index.js';
import { FileRef, limits } from './common.schemas.js';

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
export const PageResponse = z.object({ page: Page });

/** The longest page an admin may store (its HTML), well within the 64 KB body limit. */
export const PAGE_CONTENT_MAX = 50_000;
/** The longest announcement an admin may store (its HTML). */
export const ANNOUNCEMENT_CONTENT_MAX = 20_000;

/** Text without NUL characters, which PostgreSQL refuses to store. */
const storable = (max: number) =>
  z.string().max(max).refine((value) => !value.includes('\u0000'), messages.common.forbiddenCharacters);
/** A required title. */
const Title = storable(limits.shortText).trim().min(1, messages.forms.fillField);
/** A page's address: words joined by hyphens, never the path of one of the app's screens. */
const PageSlug = z.string().trim().max(80)
  .regex(PAGE_SLUG_PATTERN, messages.admin.handleFormat)
  .refine((slug) => !isReservedPageSlug(slug), messages.admin.pageSlugReserved);

/**
 * POST /pages (admin). `content` is HTML, sanitised when stored and again
 * when rendered; null (or HTML with nothing left once sanitised) hides the
 * page from the footer. `required` pages must be accepted after sign-in.
 */
export const PageBody = z.object({
  slug: PageSlug,
  title: Title,
  content: storable(PAGE_CONTENT_MAX).nullable().optional(),
  required: z.boolean().optional(),
});
export type PageBody = z.input<typeof PageBody>;
/** PUT /pages/:id: changes only the fields it names. */
export const PageUpdateBody = PageBody.partial();
export type PageUpdateBody = z.input<typeof PageUpdateBody>;
/**
 * PUT /pages (spec 7, 'POST and PUT /pages with page fields'): the page
 * fields of spec 3 with the `page_id` of the page to change; the other
 * fields change only when named, as PUT /pages/:id.
 */
export const PageFieldsBody = PageUpdateBody.extend({ page_id: z.number().int().positive().max(2_147_483_647) });
export type PageFieldsBody = z.input<typeof PageFieldsBody>;

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
export const AnnouncementResponse = z.object({ announcement: Announcement });
/** POST /announcements (admin): its content is HTML, sanitised when stored and again when rendered. */
export const AnnouncementBody = z.object({ title: Title, content: storable(ANNOUNCEMENT_CONTENT_MAX) });
export type AnnouncementBody = z.input<typeof AnnouncementBody>;
/** PUT /announcements/:id: changes only the fields it names. */
export const AnnouncementUpdateBody = AnnouncementBody.partial();
export type AnnouncementUpdateBody = z.input<typeof AnnouncementUpdateBody>;
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
