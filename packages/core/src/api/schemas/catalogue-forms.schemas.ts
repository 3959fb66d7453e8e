import { z } from 'zod';
import { messages } from '../../messages/index.js';
import { limits } from './common.schemas.js';

/**
 * The catalogue's bodies that /admin's forms check (issue 15), apart from
 * catalogue.schemas.ts (which re-exports them for the routes): a screen
 * importing a body gets this module, zod and the messages only, not the
 * records' schemas, whose module the app's other chunks share. Splitting
 * them keeps the bundler's chunks, and the first load of '/', as they were.
 */

/** Text without NUL characters, which PostgreSQL refuses to store. */
export const text = (max: number) =>
  z.string().trim().max(max).refine((value) => !value.includes('\u0000'), messages.common.forbiddenCharacters);

/** A required name. */
export const Name = text(limits.shortText).min(1, messages.forms.fillField);
/** Optional short text; null clears it. */
export const ShortField = text(limits.shortText).nullable().optional();
/** Optional long text; null clears it. */
export const LongField = text(limits.longText).nullable().optional();

/** POST /locations. */
export const LocationBody = z.object({ name: Name, address: LongField });
export type LocationBody = z.input<typeof LocationBody>;
/** PUT /locations/:id. */
export const LocationUpdateBody = LocationBody.partial();

/** A tag's colour: '#' and six hex digits. */
export const TagColor = z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, messages.admin.colorFormat);
const tagFields = {
  name: Name,
  color: TagColor.nullable().optional(),
  type: text(40).nullable().optional(),
};
/** POST /tags. */
export const TagBody = z.object(tagFields);
export type TagBody = z.input<typeof TagBody>;
/** PUT /tags/:id. */
export const TagUpdateBody = TagBody.partial();
/** /admin's tag form: TagBody, an empty colour allowed (sent as none). */
export const TagFormBody = TagBody.extend({ color: z.union([z.literal(''), TagColor]).nullable().optional() });
export type TagFormBody = z.input<typeof TagFormBody>;
