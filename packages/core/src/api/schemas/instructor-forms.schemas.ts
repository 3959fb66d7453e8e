import { z } from 'zod';
import { messages } from '../../messages/index.js';
import { FileRef, limits, RefId } from './common.schemas.js';
import { LongField, Name, ShortField, text } from './catalogue-forms.schemas.js';

/**
 * A coach's bodies (spec 3 Instructor; POST and PUT /instructors), apart
 * from catalogue.schemas.ts (which re-exports them for the routes), so
 * /admin's 'Coaches' form checks what the route checks without pulling the
 * records' schemas into its chunk (docs/contexts/desk.md, 'The catalogue').
 */

/** A birthdate: a calendar day as YYYY-MM-DD. */
const Birthdate = z.iso.date(messages.forms.invalidDate);

const instructorFields = {
  name: Name,
  last_name: text(80),
  nick_name: ShortField,
  quote: LongField,
  file_id: RefId.nullable().optional(),
  short_bio: LongField,
  instagram: ShortField,
  birthdate: Birthdate.nullable().optional(),
  music_type: ShortField,
};

/** Where the landing page shows a coach: its order among them (0 first). */
const Order = z.number().int().min(0).max(10_000);

/** POST /instructors. */
export const InstructorBody = z.object({
  ...instructorFields,
  last_name: text(80).default(''),
  on_home: z.boolean().default(true),
  order: Order.default(0),
});
export type InstructorBody = z.input<typeof InstructorBody>;
/** PUT /instructors/:id: changes only what it names. */
export const InstructorUpdateBody = z.object({ ...instructorFields, on_home: z.boolean(), order: Order }).partial();
export type InstructorUpdateBody = z.input<typeof InstructorUpdateBody>;

/**
 * /admin's coach form ('Nuevo' and 'Editar'): the body's fields as inputs
 * hold them (empty text for none, the date as typed, the photo as the
 * stored file), turned into the body by `coachBodyOf`.
 */
export const CoachFormBody = z.object({
  name: Name,
  last_name: text(80),
  nick_name: text(limits.shortText),
  quote: text(limits.longText),
  photo: FileRef.nullable(),
  short_bio: text(limits.longText),
  instagram: text(limits.shortText),
  birthdate: z.union([z.literal(''), Birthdate]),
  music_type: text(limits.shortText),
  on_home: z.boolean(),
});
export type CoachFormBody = z.input<typeof CoachFormBody>;

/** The body 'Guardar' sends for the form's values: empty texts and no photo as none. */
export const coachBodyOf = (values: z.output<typeof CoachFormBody>) => {
  const orNull = (value: string) => (value === '' ? null : value);
  return {
    name: values.name,
    last_name: values.last_name,
    nick_name: orNull(values.nick_name),
    quote: orNull(values.quote),
    file_id: values.photo?.file_id ?? null,
    short_bio: orNull(values.short_bio),
    instagram: orNull(values.instagram),
    birthdate: orNull(values.birthdate),
    music_type: orNull(values.music_type),
    on_home: values.on_home,
  } satisfies InstructorUpdateBody;
};
