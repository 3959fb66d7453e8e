import { z } from 'zod';
import { fill, messages } from '../../messages/index.js';
import { FileRef, INT_MAX, RefId, limits } from './common.schemas.js';
import { ClassType, Instructor, Location } from './content.schemas.js';
import { IsoDate } from './customer.schemas.js';
import { LongField, Name, ShortField, text } from './catalogue-forms.schemas.js';

export { LocationBody, LocationUpdateBody, TagBody, TagFormBody, TagUpdateBody } from './catalogue-forms.schemas.js';

/**
 * The catalogue of spec 7 (locations, class types, categories, programs,
 * coaches, penalties, credits, spot maps, tags): the records as the API
 * answers them and the bodies admins send. Reads shared with the landing page
 * (`ClassType`, `Instructor`, `Location`) live in content.schemas.ts.
 */



/** An optional id filter in a query string. */
const QueryId = z.coerce.number().int().positive().max(INT_MAX);

/** An instant with its offset, e.g. 2025-03-01T10:00:00-06:00. */
const Instant = z.iso.datetime({ offset: true });

/** Drops nothing but makes every field optional: the body of a PUT changes only what it names. */
const partialOf = <Shape extends z.ZodRawShape>(shape: Shape) => z.object(shape).partial();

// Locations

export const LocationResponse = z.object({ location: Location });

/** The most rows one page of an admin catalogue list holds. */
export const CATALOGUE_LIST_MAX_PAGE = 100;

/**
 * GET /locations (and the next admin catalogue lists): optional search and
 * paging for /admin. Without any of them the answer is the whole list, as
 * the public site reads it; with any, one page (25 rows unless told) and the
 * `total` over all pages. `query` matches the name or the address ignoring
 * case and accents.
 */
export const CatalogueListQuery = z.object({
  query: z.string().trim().max(limits.shortText).optional(),
  page: z.coerce.number().int().min(1).max(INT_MAX).optional(),
  per_page: z.coerce.number().int().min(1).max(CATALOGUE_LIST_MAX_PAGE).optional(),
});
export type CatalogueListQuery = z.infer<typeof CatalogueListQuery>;

/** GET /locations: the locations, and with a search or paging, how many match over all pages. */
export const LocationListResponse = z.object({ locations: z.array(Location), total: z.number().int().optional() });
export type LocationListResponse = z.infer<typeof LocationListResponse>;

/** GET /locations/date/all: studio days, both included. */
export const DateRangeQuery = z
  .object({ start_date: IsoDate, end_date: IsoDate })
  .refine((range) => range.start_date <= range.end_date, { message: messages.admin.dateRange, path: ['end_date'] });
export type DateRangeQuery = z.infer<typeof DateRangeQuery>;

// Class types

/** Most spots in a row and most rows of a class type's `spot_map`. */
export const SPOT_MAP_MAX = 30;

/** A class type's spot map: the size of each row, comma separated ('4,5,5'). */
export const SpotMapRows = z
  .string()
  .trim()
  .max(3 * SPOT_MAP_MAX)
  .regex(/^\d{1,2}(,\d{1,2})*$/, messages.admin.spotMapRows)
  .refine((value) => {
    const rows = value.split(',').map(Number);
    return rows.length <= SPOT_MAP_MAX && rows.every((size) => size >= 1 && size <= SPOT_MAP_MAX);
  }, messages.admin.spotMapRows);

/** Spec 3, Class type, with what an admin edits besides the landing's fields. */
export const ClassTypeDetail = ClassType.extend({ spot_map: z.string().nullable() });
export type ClassTypeDetail = z.infer<typeof ClassTypeDetail>;
export const ClassTypeDetailsResponse = z.object({ class_types: z.array(ClassTypeDetail) });
export const ClassTypeResponse = z.object({ class_type: ClassTypeDetail });

const classTypeFields = {
  icon: ShortField,
  image_file_id: RefId.nullable().optional(),
  description: LongField,
  spot_map: SpotMapRows.nullable().optional(),
};
/** POST /class_types. */
export const ClassTypeBody = z.object({ name: Name, ...classTypeFields });
export type ClassTypeBody = z.input<typeof ClassTypeBody>;
/** PUT /class_types/:id. */
export const ClassTypeUpdateBody = partialOf({ name: Name, ...classTypeFields });

// Class categories

/** A category's URL name: lowercase words joined by hyphens. */
const Handle = z.string().trim().max(80).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, messages.admin.handleFormat);

/** Spec 3, Class category. */
export const ClassCategory = z.object({
  class_category_id: z.number().int(),
  name: z.string(),
  handle: z.string(),
  description: z.string().nullable(),
  available: z.boolean(),
});
export type ClassCategory = z.infer<typeof ClassCategory>;
export const ClassCategoriesResponse = z.object({ class_categories: z.array(ClassCategory) });
export const ClassCategoryResponse = z.object({ class_category: ClassCategory });

const categoryFields = { name: Name, handle: Handle, description: LongField };
/** POST /class_categories; a new category is available unless said (spec 3). */
export const ClassCategoryBody = z.object({ ...categoryFields, available: z.boolean().default(true) });
export type ClassCategoryBody = z.input<typeof ClassCategoryBody>;
/** PUT /class_categories/:id. */
export const ClassCategoryUpdateBody = partialOf({ ...categoryFields, available: z.boolean() });

// Programs

/** Spec 3, Program: a series of classes or videos. */
export const Program = z.object({
  program_id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  file: FileRef.nullable(),
  available: z.boolean(),
});
export type Program = z.infer<typeof Program>;
export const ProgramsResponse = z.object({ programs: z.array(Program) });
export const ProgramResponse = z.object({ program: Program });

const programFields = { name: Name, description: LongField, file_id: RefId.nullable().optional() };
/** POST /programs. */
export const ProgramBody = z.object({ ...programFields, available: z.boolean().default(true) });
export type ProgramBody = z.input<typeof ProgramBody>;
/** PUT /programs/:id. */
export const ProgramUpdateBody = partialOf({ ...programFields, available: z.boolean() });

// Instructors

/** Spec 3, Instructor, with where the landing page shows it. */
export const InstructorDetail = Instructor.extend({ on_home: z.boolean(), order: z.number().int() });
export type InstructorDetail = z.infer<typeof InstructorDetail>;
export const InstructorDetailsResponse = z.object({ instructors: z.array(InstructorDetail) });
export const InstructorDetailResponse = z.object({ instructor: InstructorDetail });

const instructorFields = {
  name: Name,
  last_name: text(80),
  nick_name: ShortField,
  quote: LongField,
  file_id: RefId.nullable().optional(),
  short_bio: LongField,
  instagram: ShortField,
  birthdate: IsoDate.nullable().optional(),
  music_type: ShortField,
};
/** POST /instructors. */
export const InstructorBody = z.object({
  ...instructorFields,
  last_name: text(80).default(''),
  on_home: z.boolean().default(true),
  order: z.number().int().min(0).max(10_000).default(0),
});
export type InstructorBody = z.input<typeof InstructorBody>;
/** PUT /instructors/:id. */
export const InstructorUpdateBody = partialOf({ ...instructorFields, on_home: z.boolean(), order: z.number().int().min(0).max(10_000) });

// Reservation penalties

/** Spec 4, Penalty: no reservation until `end_date`; the modal shows the reason too. */
export const ReservationPenalty = z.object({
  penalty_id: z.number().int(),
  customer_id: z.number().int(),
  reason: z.string(),
  end_date: z.string(),
});
export type ReservationPenalty = z.infer<typeof ReservationPenalty>;
export const ReservationPenaltiesResponse = z.object({ class_reservation_penaltys: z.array(ReservationPenalty) });
export const ReservationPenaltyResponse = z.object({ class_reservation_penalty: ReservationPenalty });

/** POST /class_reservation_penaltys. */
export const ReservationPenaltyBody = z.object({ customer_id: RefId, reason: Name, end_date: Instant });
export type ReservationPenaltyBody = z.input<typeof ReservationPenaltyBody>;
/** PUT /class_reservation_penaltys/:id: the customer stays. */
export const ReservationPenaltyUpdateBody = ReservationPenaltyBody.omit({ customer_id: true }).partial();
/** GET /class_reservation_penaltys and GET /available_classes: whose records (admins). */
export const CustomerFilterQuery = z.object({ customer_id: QueryId.optional() });

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

/** Spec 3, Available classes: a customer's credits; -1 is unlimited. */
export const AvailableClass = z.object({
  available_class_id: z.number().int(),
  customer_id: z.number().int(),
  purchase_id: z.number().int().nullable(),
  class_type_id: z.number().int().nullable(),
  class_types: z.string().nullable(),
  allowed_times: z.string().nullable(),
  available_classes: z.number().int(),
  expiration_date: z.string().nullable(),
});
export type AvailableClass = z.infer<typeof AvailableClass>;
export const AvailableClassesResponse = z.object({ available_classes: z.array(AvailableClass) });
export const AvailableClassResponse = z.object({ available_class: AvailableClass });

const creditFields = {
  available_classes: z.number().int().min(-1).max(100_000),
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
/** GET /available_classes/date/all: credits usable on that studio day. */
export const CreditDateQuery = z.object({ date: IsoDate });

// Custom spot maps

/** One place of a custom spot map. */
export const Spot = z.object({ label: z.string().max(20), selectable: z.boolean() });
export type Spot = z.infer<typeof Spot>;

/** Spec 3, Custom spot map; `spots` is JSON text of `rows * columns` spots, row by row. */
export const CustomSpotMap = z.object({
  custom_spot_map_id: z.number().int(),
  name: z.string().nullable(),
  rows: z.number().int(),
  columns: z.number().int(),
  spots: z.string(),
  class_type_id: z.number().int().nullable(),
  class_types: z.string().nullable(),
  class_type_ids: z.array(z.number().int()),
});
export type CustomSpotMap = z.infer<typeof CustomSpotMap>;
export const CustomSpotMapsResponse = z.object({ custom_spot_maps: z.array(CustomSpotMap) });
export const CustomSpotMapResponse = z.object({ custom_spot_map: CustomSpotMap });

const GridSize = z.number().int().min(1).max(SPOT_MAP_MAX);

/** The spots of a grid: JSON text of an array of exactly `rows * columns` spots. */
const checkSpots = (grid: { rows?: number; columns?: number; spots?: string }, ctx: z.RefinementCtx): void => {
  const given = [grid.rows, grid.columns, grid.spots].filter((value) => value !== undefined).length;
  if (given === 0) return;
  if (given < 3 || grid.rows === undefined || grid.columns === undefined || grid.spots === undefined) {
    ctx.addIssue({ code: 'custom', message: messages.admin.spotMapGridTogether, path: ['spots'] });
    return;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(grid.spots);
  } catch {
    ctx.addIssue({ code: 'custom', message: messages.admin.spotsNotJson, path: ['spots'] });
    return;
  }
  const spots = z.array(Spot).safeParse(parsed);
  if (!spots.success) {
    ctx.addIssue({ code: 'custom', message: messages.admin.spotsShape, path: ['spots'] });
    return;
  }
  const count = grid.rows * grid.columns;
  if (spots.data.length !== count) {
    const message = fill(messages.admin.spotsCount, { count, rows: grid.rows, columns: grid.columns });
    ctx.addIssue({ code: 'custom', message, path: ['spots'] });
  }
};

const spotMapFields = {
  name: ShortField,
  rows: GridSize,
  columns: GridSize,
  spots: z.string().max(limits.bodyBytes / 2),
  class_type_ids: z.array(RefId).max(100),
};
/** POST /custom_spot_maps. */
export const CustomSpotMapBody = z
  .object({ ...spotMapFields, class_type_ids: spotMapFields.class_type_ids.default([]) })
  .superRefine(checkSpots);
export type CustomSpotMapBody = z.input<typeof CustomSpotMapBody>;
/** PUT /custom_spot_maps/:id: rows, columns and spots change together, so the count always holds. */
export const CustomSpotMapUpdateBody = partialOf(spotMapFields).superRefine(checkSpots);
/** GET /custom_spot_maps: the maps assigned to a class type, or all. */
export const CustomSpotMapQuery = z.object({ class_type_id: QueryId.optional() });

// Tags

/** Spec 3, Tag; `type` says what it labels (e.g. video). */
export const Tag = z.object({
  tag_id: z.number().int(),
  name: z.string(),
  color: z.string().nullable(),
  type: z.string().nullable(),
});
export type Tag = z.infer<typeof Tag>;
export const TagsResponse = z.object({ tags: z.array(Tag) });
export const TagResponse = z.object({ tag: Tag });

/** GET /tags?type=video; with query, page or per_page, one page of the search by name (/admin, 'Etiquetas'). */
export const TagQuery = CatalogueListQuery.extend({ type: text(40).optional() });
export type TagQuery = z.infer<typeof TagQuery>;
/** GET /tags: the tags, and with a search or paging, how many match over all pages. */
export const TagListResponse = z.object({ tags: z.array(Tag), total: z.number().int().optional() });
export type TagListResponse = z.infer<typeof TagListResponse>;
