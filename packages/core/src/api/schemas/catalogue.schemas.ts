import { z } from 'zod';
import { fill, messages } from '../../messages/index.js';
import { FileRef, INT_MAX, RefId, limits } from './common.schemas.js';
import { ClassType, Instructor, Location } from './content.schemas.js';
import { IsoDate } from './customer.schemas.js';
import { ShortField, SPOT_MAP_MAX, text } from './catalogue-forms.schemas.js';

export { LocationBody, LocationUpdateBody, TagBody, TagFormBody, TagUpdateBody } from './catalogue-forms.schemas.js';
export { CoachFormBody, coachBodyOf, InstructorBody, InstructorUpdateBody } from './instructor-forms.schemas.js';
export { ClassTypeBody, ClassTypeUpdateBody, SPOT_MAP_MAX, SpotGridBody, SpotMapRows } from './catalogue-forms.schemas.js';
export {
  AllowedTimes, AvailableClassBody, AvailableClassUpdateBody, ClassCategoryBody, ClassCategoryUpdateBody, ClassTypeIdList, CreditFormBody,
  PenaltyFormBody, ProgramBody, ProgramUpdateBody, ReservationPenaltyBody, ReservationPenaltyUpdateBody,
} from './catalogue-lists-forms.schemas.js';

/**
 * The catalogue of spec 7 (locations, class types, categories, programs,
 * coaches, penalties, credits, spot maps, tags): the records as the API
 * answers them and the bodies admins send. Reads shared with the landing page
 * (`ClassType`, `Instructor`, `Location`) live in content.schemas.ts.
 */



/** An optional id filter in a query string. */
const QueryId = z.coerce.number().int().positive().max(INT_MAX);

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

/** Spec 3, Class type, with what an admin edits besides the landing's fields. */
export const ClassTypeDetail = ClassType.extend({ spot_map: z.string().nullable() });
export type ClassTypeDetail = z.infer<typeof ClassTypeDetail>;
export const ClassTypeDetailsResponse = z.object({ class_types: z.array(ClassTypeDetail) });
export const ClassTypeResponse = z.object({ class_type: ClassTypeDetail });


// Class categories


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
/** GET /class_categories: the categories, and with a search or paging (/admin, 'Categorías'), how many match over all pages. */
export const ClassCategoryListResponse = z.object({ class_categories: z.array(ClassCategory), total: z.number().int().optional() });
export type ClassCategoryListResponse = z.infer<typeof ClassCategoryListResponse>;
export const ClassCategoryResponse = z.object({ class_category: ClassCategory });


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
/** GET /programs: the programs, and with a search or paging (/admin, 'Programas'), how many match over all pages. */
export const ProgramListResponse = z.object({ programs: z.array(Program), total: z.number().int().optional() });
export type ProgramListResponse = z.infer<typeof ProgramListResponse>;
export const ProgramResponse = z.object({ program: Program });


// Instructors

/** Spec 3, Instructor, with where the landing page shows it. */
export const InstructorDetail = Instructor.extend({ on_home: z.boolean(), order: z.number().int() });
export type InstructorDetail = z.infer<typeof InstructorDetail>;
export const InstructorDetailsResponse = z.object({ instructors: z.array(InstructorDetail) });
/** GET /instructors: every coach, and with a search or paging (/admin, 'Coaches'), how many match over all pages. */
export const InstructorListResponse = z.object({ instructors: z.array(InstructorDetail), total: z.number().int().optional() });
export type InstructorListResponse = z.infer<typeof InstructorListResponse>;
export const InstructorDetailResponse = z.object({ instructor: InstructorDetail });


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

/** GET /class_reservation_penaltys and GET /available_classes: whose records (admins). */
export const CustomerFilterQuery = z.object({ customer_id: QueryId.optional() });

/** Who a penalty or a credit is for, as /admin's lists show her (a paged answer only). */
export const CatalogueCustomer = z.object({ name: z.string(), last_name: z.string(), email: z.string() });
export type CatalogueCustomer = z.infer<typeof CatalogueCustomer>;

/**
 * GET /class_reservation_penaltys: of one customer or all; with query, page
 * or per_page (/admin, 'Penalizaciones'), one page of a search by the
 * customer's name or e-mail or the reason, latest end first, and the total;
 * `active` keeps those still running (true) or over (false).
 */
export const PenaltyListQuery = CatalogueListQuery.extend({ customer_id: QueryId.optional(), active: z.stringbool().optional() });
export type PenaltyListQuery = z.input<typeof PenaltyListQuery>;
/** A penalty of /admin's list: with its customer when paged. */
export const PenaltyListRow = ReservationPenalty.extend({ customer: CatalogueCustomer.optional() });
export type PenaltyListRow = z.infer<typeof PenaltyListRow>;
export const PenaltyListResponse = z.object({ class_reservation_penaltys: z.array(PenaltyListRow), total: z.number().int().optional() });
export type PenaltyListResponse = z.infer<typeof PenaltyListResponse>;

// Available classes (credits)

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
/**
 * GET /available_classes for the team with query, page or per_page (/admin,
 * 'Créditos'): one page of every customer's credits (or the one named),
 * searched by her name or e-mail, and the total.
 */
export const CreditListQuery = CatalogueListQuery.extend({ customer_id: QueryId.optional() });
export type CreditListQuery = z.input<typeof CreditListQuery>;
/** Credits of /admin's list: with the customer and the class type's name when paged. */
export const CreditListRow = AvailableClass.extend({ customer: CatalogueCustomer.optional(), class_type_name: z.string().nullable().optional() });
export type CreditListRow = z.infer<typeof CreditListRow>;
export const CreditListResponse = z.object({ available_classes: z.array(CreditListRow), total: z.number().int().optional() });
export type CreditListResponse = z.infer<typeof CreditListResponse>;
export const AvailableClassResponse = z.object({ available_class: AvailableClass });

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

/**
 * A class type as /admin lists it ('Tipos de clase'): with a search or
 * paging, its own custom map too (the first usable map assigned to it, the
 * one customers book on), or null.
 */
export const ClassTypeRow = ClassTypeDetail.extend({ custom_spot_map: CustomSpotMap.nullable().optional() });
export type ClassTypeRow = z.infer<typeof ClassTypeRow>;
/** GET /class_types: all by id (the public site), or with query, page or per_page one page by folded name and the total. */
export const ClassTypeListResponse = z.object({ class_types: z.array(ClassTypeRow), total: z.number().int().optional() });
export type ClassTypeListResponse = z.infer<typeof ClassTypeListResponse>;

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
