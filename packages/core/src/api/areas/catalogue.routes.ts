import { defineRoute } from '../route.js';
import {
  AvailableClassBody,
  AvailableClassesResponse,
  AvailableClassResponse,
  AvailableClassUpdateBody,
  ClassCategoriesResponse,
  ClassCategoryListResponse,
  CreditListQuery,
  CreditListResponse,
  ClassCategoryBody,
  ClassCategoryResponse,
  ClassCategoryUpdateBody,
  ClassTypeBody,
  ClassTypeListResponse,
  ClassTypeResponse,
  ClassTypeUpdateBody,
  CreditDateQuery,
  CustomSpotMapBody,
  CustomSpotMapQuery,
  CustomSpotMapResponse,
  CustomSpotMapsResponse,
  CustomSpotMapUpdateBody,
  DateRangeQuery,
  InstructorBody,
  InstructorDetailResponse,
  InstructorListResponse,
  InstructorUpdateBody,
  CatalogueListQuery,
  LocationBody,
  LocationListResponse,
  LocationResponse,
  LocationUpdateBody,
  PenaltyListQuery,
  PenaltyListResponse,
  ProgramBody,
  ProgramListResponse,
  ProgramResponse,
  ProgramUpdateBody,
  ReservationPenaltiesResponse,
  ReservationPenaltyBody,
  ReservationPenaltyResponse,
  ReservationPenaltyUpdateBody,
  TagBody,
  TagQuery,
  TagResponse,
  TagListResponse,
  TagUpdateBody,
} from '../schemas/catalogue.schemas.js';
import { InstructorsResponse, LocationsResponse } from '../schemas/content.schemas.js';
import * as e from './catalogue.endpoints.js';
import * as admin from './catalogue-admin.endpoints.js';
import * as lists from './catalogue-lists.endpoints.js';

/**
 * The catalogue, with its schemas (in the order of its endpoints, which is
 * the order they match). A class type and a coach read alone or in the admin
 * list carry their editable fields too (`spot_map`; `on_home`, `order`): a
 * superset of the landing page's shapes, which `instructorsHome` keeps.
 */
export const catalogueRoutes = {
  classTypesList: defineRoute({
    ...e.classTypesList, access: 'public', tag: 'catalogue',
    summary: 'Class types; with query, page or per_page, one page of a search by name, each with its custom spot map, and the total (/admin)',
    query: CatalogueListQuery, response: ClassTypeListResponse,
  }),
  classTypeOne: defineRoute({
    ...e.classTypeOne, access: 'public', tag: 'catalogue', errors: [404],
    summary: 'One class type, with its spot map',
    response: ClassTypeResponse,
  }),
  classTypeCreate: defineRoute({
    ...admin.classTypeCreate, access: 'admin', tag: 'catalogue', successStatus: 201, errors: [404],
    summary: 'Create a class type, with its custom spot map if given',
    body: ClassTypeBody, response: ClassTypeResponse,
  }),
  classTypeUpdate: defineRoute({
    ...admin.classTypeUpdate, access: 'admin', tag: 'catalogue', errors: [404],
    summary: 'Update a class type and, if given, replace or remove its custom spot map',
    body: ClassTypeUpdateBody, response: ClassTypeResponse,
  }),
  classTypeDelete: defineRoute({
    ...admin.classTypeDelete, access: 'admin', tag: 'catalogue', errors: [404, 409],
    summary: 'Delete a class type no class, package or credit uses',
    response: ClassTypeResponse,
  }),

  instructorsList: defineRoute({
    ...lists.instructorsList, access: 'public', tag: 'catalogue',
    summary: 'Every coach in the landing order; with query, page or per_page, one page of a search by name or nick name and the total (/admin)',
    query: CatalogueListQuery, response: InstructorListResponse,
  }),
  instructorsHome: defineRoute({
    ...e.instructorsHome, access: 'public', tag: 'catalogue',
    summary: 'Coaches shown on the landing page',
    response: InstructorsResponse,
  }),
  instructorOne: defineRoute({
    ...e.instructorOne, access: 'public', tag: 'catalogue', errors: [404],
    summary: 'One instructor',
    response: InstructorDetailResponse,
  }),
  instructorCreate: defineRoute({
    ...admin.instructorCreate, access: 'admin', tag: 'catalogue', successStatus: 201, errors: [404],
    summary: 'Create a coach',
    body: InstructorBody, response: InstructorDetailResponse,
  }),
  instructorUpdate: defineRoute({
    ...admin.instructorUpdate, access: 'admin', tag: 'catalogue', errors: [404],
    summary: 'Update a coach',
    body: InstructorUpdateBody, response: InstructorDetailResponse,
  }),
  instructorDelete: defineRoute({
    ...admin.instructorDelete, access: 'admin', tag: 'catalogue', errors: [404, 409],
    summary: 'Delete a coach who teaches no class',
    response: InstructorDetailResponse,
  }),

  locationsList: defineRoute({
    ...e.locationsList, access: 'public', tag: 'catalogue',
    summary: 'Studio locations; with query, page or per_page, one page of a search and the total (/admin)',
    query: CatalogueListQuery, response: LocationListResponse,
  }),
  locationsByDate: defineRoute({
    ...e.locationsByDate, access: 'public', tag: 'catalogue',
    summary: 'Locations with classes between two studio days',
    query: DateRangeQuery, response: LocationsResponse,
  }),
  locationOne: defineRoute({
    ...e.locationOne, access: 'public', tag: 'catalogue', errors: [404],
    summary: 'One location',
    response: LocationResponse,
  }),
  locationCreate: defineRoute({
    ...admin.locationCreate, access: 'admin', tag: 'catalogue', successStatus: 201,
    summary: 'Create a location',
    body: LocationBody, response: LocationResponse,
  }),
  locationUpdate: defineRoute({
    ...admin.locationUpdate, access: 'admin', tag: 'catalogue', errors: [404],
    summary: 'Update a location',
    body: LocationUpdateBody, response: LocationResponse,
  }),
  locationDelete: defineRoute({
    ...admin.locationDelete, access: 'admin', tag: 'catalogue', errors: [404, 409],
    summary: 'Delete a location without classes',
    response: LocationResponse,
  }),

  classCategoriesList: defineRoute({
    ...lists.classCategoriesList, access: 'public', tag: 'catalogue',
    summary: 'Class categories; with query, page or per_page, one page of a search by name or handle and the total (/admin)',
    query: CatalogueListQuery, response: ClassCategoryListResponse,
  }),
  classCategoriesAvailable: defineRoute({
    ...e.classCategoriesAvailable, access: 'public', tag: 'catalogue',
    summary: 'Class categories marked available',
    response: ClassCategoriesResponse,
  }),
  classCategoryOne: defineRoute({
    ...e.classCategoryOne, access: 'public', tag: 'catalogue', errors: [404],
    summary: 'One class category',
    response: ClassCategoryResponse,
  }),
  classCategoryCreate: defineRoute({
    ...admin.classCategoryCreate, access: 'admin', tag: 'catalogue', successStatus: 201, errors: [409],
    summary: 'Create a class category',
    body: ClassCategoryBody, response: ClassCategoryResponse,
  }),
  classCategoryUpdate: defineRoute({
    ...admin.classCategoryUpdate, access: 'admin', tag: 'catalogue', errors: [404, 409],
    summary: 'Update a class category',
    body: ClassCategoryUpdateBody, response: ClassCategoryResponse,
  }),
  classCategoryDelete: defineRoute({
    ...admin.classCategoryDelete, access: 'admin', tag: 'catalogue', errors: [404],
    summary: 'Delete a class category',
    response: ClassCategoryResponse,
  }),

  programsList: defineRoute({
    ...admin.programsList, access: 'public', tag: 'catalogue',
    summary: 'Programs; with query, page or per_page, one page of a search by name and the total (/admin)',
    query: CatalogueListQuery, response: ProgramListResponse,
  }),
  programOne: defineRoute({
    ...e.programOne, access: 'public', tag: 'catalogue', errors: [404],
    summary: 'One program',
    response: ProgramResponse,
  }),
  programCreate: defineRoute({
    ...admin.programCreate, access: 'admin', tag: 'catalogue', successStatus: 201, errors: [404],
    summary: 'Create a program',
    body: ProgramBody, response: ProgramResponse,
  }),
  programUpdate: defineRoute({
    ...admin.programUpdate, access: 'admin', tag: 'catalogue', errors: [404],
    summary: 'Update a program',
    body: ProgramUpdateBody, response: ProgramResponse,
  }),
  programDelete: defineRoute({
    ...admin.programDelete, access: 'admin', tag: 'catalogue', errors: [404],
    summary: 'Delete a program',
    response: ProgramResponse,
  }),

  penaltiesList: defineRoute({
    ...admin.penaltiesList, access: 'staff', tag: 'catalogue',
    summary: 'Reservation penalties, of one customer or all; with query, page or per_page, one page of a search by customer or reason, each with its customer, and the total (/admin)',
    query: PenaltyListQuery, response: PenaltyListResponse,
  }),
  penaltiesMine: defineRoute({
    ...lists.penaltiesMine, access: 'customer', tag: 'catalogue', ownData: true,
    summary: "The current customer's active penalties",
    response: ReservationPenaltiesResponse,
  }),
  penaltyOne: defineRoute({
    ...e.penaltyOne, access: 'staff', tag: 'catalogue', errors: [404],
    summary: 'One reservation penalty',
    response: ReservationPenaltyResponse,
  }),
  penaltyCreate: defineRoute({
    ...admin.penaltyCreate, access: 'admin', tag: 'catalogue', successStatus: 201, errors: [404],
    summary: 'Penalise a customer',
    body: ReservationPenaltyBody, response: ReservationPenaltyResponse,
  }),
  penaltyUpdate: defineRoute({
    ...admin.penaltyUpdate, access: 'admin', tag: 'catalogue', errors: [404],
    summary: 'Update a reservation penalty',
    body: ReservationPenaltyUpdateBody, response: ReservationPenaltyResponse,
  }),
  penaltyDelete: defineRoute({
    ...admin.penaltyDelete, access: 'admin', tag: 'catalogue', errors: [404],
    summary: 'Lift a reservation penalty',
    response: ReservationPenaltyResponse,
  }),

  availableClassesList: defineRoute({
    ...lists.availableClassesList, access: 'customer', tag: 'catalogue', ownData: true,
    summary: "The caller's credits (an admin names a customer_id); the team with query, page or per_page: one page of every customer's credits, searched by customer, and the total (/admin)",
    query: CreditListQuery, response: CreditListResponse,
  }),
  availableClassesByDate: defineRoute({
    ...e.availableClassesByDate, access: 'customer', tag: 'catalogue', ownData: true,
    summary: "The caller's credits usable on a studio day",
    query: CreditDateQuery, response: AvailableClassesResponse,
  }),
  availableClassOne: defineRoute({
    ...e.availableClassOne, access: 'customer', tag: 'catalogue', ownData: true, errors: [404],
    summary: 'One credit (a customer reads only her own)',
    response: AvailableClassResponse,
  }),
  availableClassCreate: defineRoute({
    ...admin.availableClassCreate, access: 'admin', tag: 'catalogue', successStatus: 201, errors: [404],
    summary: 'Grant credits to a customer',
    body: AvailableClassBody, response: AvailableClassResponse,
  }),
  availableClassUpdate: defineRoute({
    ...admin.availableClassUpdate, access: 'admin', tag: 'catalogue', errors: [404],
    summary: 'Update credits',
    body: AvailableClassUpdateBody, response: AvailableClassResponse,
  }),
  availableClassDelete: defineRoute({
    ...admin.availableClassDelete, access: 'admin', tag: 'catalogue', errors: [404, 409],
    summary: 'Delete credits no reservation used',
    response: AvailableClassResponse,
  }),

  customSpotMapsList: defineRoute({
    ...e.customSpotMapsList, access: 'public', tag: 'catalogue',
    summary: 'Custom spot maps, of one class type or all',
    query: CustomSpotMapQuery, response: CustomSpotMapsResponse,
  }),
  customSpotMapOne: defineRoute({
    ...e.customSpotMapOne, access: 'public', tag: 'catalogue', errors: [404],
    summary: 'One custom spot map',
    response: CustomSpotMapResponse,
  }),
  customSpotMapCreate: defineRoute({
    ...e.customSpotMapCreate, access: 'admin', tag: 'catalogue', successStatus: 201, errors: [404],
    summary: 'Create a custom spot map',
    body: CustomSpotMapBody, response: CustomSpotMapResponse,
  }),
  customSpotMapUpdate: defineRoute({
    ...e.customSpotMapUpdate, access: 'admin', tag: 'catalogue', errors: [404],
    summary: 'Update a custom spot map',
    body: CustomSpotMapUpdateBody, response: CustomSpotMapResponse,
  }),
  customSpotMapDelete: defineRoute({
    ...e.customSpotMapDelete, access: 'admin', tag: 'catalogue', errors: [404],
    summary: 'Delete a custom spot map',
    response: CustomSpotMapResponse,
  }),

  tagsList: defineRoute({
    ...lists.tagsList, access: 'public', tag: 'catalogue',
    summary: 'Tags, of one type (e.g. video) or all; with query, page or per_page, one page of a search by name and the total (/admin)',
    query: TagQuery, response: TagListResponse,
  }),
  tagOne: defineRoute({
    ...e.tagOne, access: 'public', tag: 'catalogue', errors: [404],
    summary: 'One tag',
    response: TagResponse,
  }),
  tagCreate: defineRoute({
    ...admin.tagCreate, access: 'admin', tag: 'catalogue', successStatus: 201,
    summary: 'Create a tag',
    body: TagBody, response: TagResponse,
  }),
  tagUpdate: defineRoute({
    ...admin.tagUpdate, access: 'admin', tag: 'catalogue', errors: [404],
    summary: 'Update a tag',
    body: TagUpdateBody, response: TagResponse,
  }),
  tagDelete: defineRoute({
    ...admin.tagDelete, access: 'admin', tag: 'catalogue', errors: [404],
    summary: 'Delete a tag (its classes and videos lose it: their links cascade)',
    response: TagResponse,
  }),
} as const;
