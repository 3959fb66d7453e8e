import { z } from 'zod';
import { messages } from '../../messages/index.js';
import { RefId } from './common.schemas.js';
import { LongField, Name } from './catalogue-forms.schemas.js';

/**
 * The bodies of /admin's 'Categorías', 'Programas', 'Penalizaciones' and
 * 'Créditos' (issue 15), apart from catalogue.schemas.ts, which re-exports
 * them for the routes (the same objects): a screen importing one gets this
 * module, zod and the messages only (see catalogue-forms.schemas.ts).
 */

/** An instant with its offset, e.g. 2025-03-01T10:00:00-06:00. */
const Instant = z.iso.datetime({ offset: true });

/** Drops nothing but makes every field optional: the body of a PUT changes only what it names. */
const partialOf = <Shape extends z.ZodRawShape>(shape: Shape) => z.object(shape).partial();

// Class categories

/** A category's URL name: lowercase words joined by hyphens. */
const Handle = z.string().trim().max(80).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, messages.admin.handleFormat);

const categoryFields = { name: Name, handle: Handle, description: LongField };
/** POST /class_categories; a new category is available unless said (spec 3). */
export const ClassCategoryBody = z.object({ ...categoryFields, available: z.boolean().default(true) });
export type ClassCategoryBody = z.input<typeof ClassCategoryBody>;
/** PUT /class_categories/:id. */
export const ClassCategoryUpdateBody = partialOf({ ...categoryFields, available: z.boolean() });

// Programs

const programFields = { name: Name, description: LongField, file_id: RefId.nullable().optional() };
/** POST /programs. */
export const ProgramBody = z.object({ ...programFields, available: z.boolean().default(true) });
export type ProgramBody = z.input<typeof ProgramBody>;
/** PUT /programs/:id. */
export const ProgramUpdateBody = partialOf({ ...programFields, available: z.boolean() });

// Reservation penalties

/** POST /class_reservation_penaltys. */
export const ReservationPenaltyBody = z.object({ customer_id: RefId, reason: Name, end_date: Instant });
export type ReservationPenaltyBody = z.input<typeof ReservationPenaltyBody>;
/** PUT /class_reservation_penaltys/:id: the customer stays. */
export const ReservationPenaltyUpdateBody = ReservationPenaltyBody.omit({ customer_id: true }).partial();

/** A studio day typed in a form ('YYYY-MM-DD'). */
const FormDay = z.iso.date({ message: messages.forms.invalidDate });

/**
 * /admin's penalty form ('Penalizaciones'): the API's body without the
 * customer (picked apart), its end a studio day, sent as that day's start
 * in the studio (booking opens again that day, as a bare date reads).
 */
export const PenaltyFormBody = ReservationPenaltyBody.omit({ customer_id: true }).extend({ end_date: FormDay });
export type PenaltyFormBody = z.input<typeof PenaltyFormBody>;

// Available classes (credits)

/** A comma list of class type ids ('3,5'). */
export const ClassTypeIdList = z.string().trim().max(500).regex(/^\d{1,9}(,\d{1,9})*$/, messages.admin.classTypeList);

const CLOCK = '(?:[01]\\d|2[0-3]):[0-5]\\d';
const TIME_RANGE = `(?:[1-7](?:-[1-7])?@)?${CLOCK}-(?:${CLOCK}|24:00)`;

/** True when a range of `allowed_times` ends after it starts and its weekdays run forwards. */
const isOrderedRange = (range: string): boolean => {
  const [days, hours = ''] = range.includes('@') ? range.split('@') : [undefined, range];
  const [from = '', to = ''] = hours.split('-');
  const [first = '', last = first] = days?.split('-') ?? [];
  return from < to && first <= last;
};

/**
 * When credits may be used: comma-separated `HH:mm-HH:mm` ranges, each
 * optionally prefixed by ISO weekdays (`1-5@06:00-12:00`: Monday to Friday
 * mornings).
 */
export const AllowedTimes = z
  .string()
  .trim()
  .max(500)
  .regex(new RegExp(`^${TIME_RANGE}(?:,${TIME_RANGE})*$`), messages.admin.allowedTimes)
  .refine((value) => value.split(',').every(isOrderedRange), messages.admin.allowedTimes);

const creditAmount = messages.deskLists.creditAmountInvalid;
const creditFields = {
  available_classes: z.number(creditAmount).int(creditAmount).min(-1, creditAmount).max(100_000, creditAmount),
  class_type_id: RefId.nullable().optional(),
  class_types: ClassTypeIdList.nullable().optional(),
  allowed_times: AllowedTimes.nullable().optional(),
  expiration_date: Instant.nullable().optional(),
};
/** POST /available_classes: credits an admin grants a customer. */
export const AvailableClassBody = z.object({ customer_id: RefId, ...creditFields });
export type AvailableClassBody = z.input<typeof AvailableClassBody>;
/** PUT /available_classes/:id: the customer stays. */
export const AvailableClassUpdateBody = partialOf(creditFields);

/**
 * /admin's credits form ('Créditos'): the API's fields as typed (the
 * amount as text, the class type as a select's value, '' for any; empty
 * times and expiry for none), the expiry a studio day. The customer is
 * picked apart.
 */
export const CreditFormBody = z.object({
  available_classes: z.string().trim().min(1, creditAmount).pipe(z.coerce.number(creditAmount)).pipe(creditFields.available_classes),
  class_type_id: z.string(),
  allowed_times: z.union([z.literal(''), AllowedTimes]),
  expiration_date: z.union([z.literal(''), FormDay]),
});
export type CreditFormBody = z.input<typeof CreditFormBody>;
