import { z } from 'zod';
import { messages } from '../../messages/index.js';
import { isReservedPageSlug, PAGE_SLUG_MAX, PAGE_SLUG_PATTERN } from '../../content/page-slugs.rules.js';
import { limits } from './common.schemas.js';

/**
 * The content's bodies that /admin's forms check (issue 15, 'Contenido'),
 * apart from content.schemas.ts (which re-exports them for the routes and
 * whose records the public pages read): a screen importing a body gets
 * this module, zod and the messages only, so the first load of '/' keeps
 * its chunks (docs/contexts/desk.md, 'The catalogue').
 */

/** The longest announcement an admin may store (its HTML). */
export const ANNOUNCEMENT_CONTENT_MAX = 20_000;

/** Text without NUL characters, which PostgreSQL refuses to store. */
export const storable = (max: number) =>
  z.string().max(max).refine((value) => !value.includes('\u0000'), messages.common.forbiddenCharacters);
/** A required title. */
export const Title = storable(limits.shortText).trim().min(1, messages.forms.fillField);

/** POST /announcements: a title and its HTML, sanitised when stored. */
export const AnnouncementBody = z.object({ title: Title, content: storable(ANNOUNCEMENT_CONTENT_MAX) });
export type AnnouncementBody = z.input<typeof AnnouncementBody>;
/** PUT /announcements/:id: changes only the fields it names. */
export const AnnouncementUpdateBody = AnnouncementBody.partial();
export type AnnouncementUpdateBody = z.input<typeof AnnouncementUpdateBody>;

/** The longest page an admin may store (its HTML), well within the 64 KB body limit. */
export const PAGE_CONTENT_MAX = 50_000;
/** A page's address: words joined by hyphens, never the path of one of the app's screens. */
const pageSlug = (least: number) => z.string().trim().min(least, messages.forms.fillField).max(PAGE_SLUG_MAX)
  .regex(PAGE_SLUG_PATTERN, messages.admin.handleFormat)
  .refine((slug) => !isReservedPageSlug(slug), messages.admin.pageSlugReserved);
const PageSlug = pageSlug(0);

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

/**
 * /admin's page form ('Nueva' and 'Editar'): the body's fields as inputs
 * hold them, the content '' for none (sent as null: the page is kept out of
 * the footer and reads 'Sin contenido.').
 */
export const PageFormBody = z.object({
  title: Title,
  slug: pageSlug(1),
  content: storable(PAGE_CONTENT_MAX),
  required: z.boolean(),
});
export type PageFormBody = z.input<typeof PageFormBody>;
