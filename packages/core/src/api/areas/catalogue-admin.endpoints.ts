import type { Endpoint } from '../endpoint.js';

/**
 * The catalogue's writes that only /admin calls (issue 15, 'Catálogo'),
 * apart from `catalogueEndpoints`, whose reads the first load of '/'
 * carries: an endpoint the admin chunk reads from that namespace would be
 * kept in the first load too. Their schemas stay in catalogue.routes.ts.
 * The next catalogue screens move their writes here as they come, and
 * their lists when only /admin reads them (programs, penalties): an endpoint
 * an admin chunk reads from `catalogueEndpoints` stays in the first load.
 */
export const locationCreate = { id: 'locationCreate', method: 'POST', path: '/locations', responseKey: 'location' } as const satisfies Endpoint<'locationCreate'>;
export const locationUpdate = { id: 'locationUpdate', method: 'PUT', path: '/locations/:id', responseKey: 'location' } as const satisfies Endpoint<'locationUpdate'>;
export const locationDelete = { id: 'locationDelete', method: 'DELETE', path: '/locations/:id', responseKey: 'location' } as const satisfies Endpoint<'locationDelete'>;
export const tagCreate = { id: 'tagCreate', method: 'POST', path: '/tags', responseKey: 'tag' } as const satisfies Endpoint<'tagCreate'>;
export const tagUpdate = { id: 'tagUpdate', method: 'PUT', path: '/tags/:id', responseKey: 'tag' } as const satisfies Endpoint<'tagUpdate'>;
export const tagDelete = { id: 'tagDelete', method: 'DELETE', path: '/tags/:id', responseKey: 'tag' } as const satisfies Endpoint<'tagDelete'>;
export const classCategoryCreate = { id: 'classCategoryCreate', method: 'POST', path: '/class_categories', responseKey: 'class_category' } as const satisfies Endpoint<'classCategoryCreate'>;
export const classCategoryUpdate = { id: 'classCategoryUpdate', method: 'PUT', path: '/class_categories/:id', responseKey: 'class_category' } as const satisfies Endpoint<'classCategoryUpdate'>;
export const classCategoryDelete = { id: 'classCategoryDelete', method: 'DELETE', path: '/class_categories/:id', responseKey: 'class_category' } as const satisfies Endpoint<'classCategoryDelete'>;
export const programCreate = { id: 'programCreate', method: 'POST', path: '/programs', responseKey: 'program' } as const satisfies Endpoint<'programCreate'>;
export const programUpdate = { id: 'programUpdate', method: 'PUT', path: '/programs/:id', responseKey: 'program' } as const satisfies Endpoint<'programUpdate'>;
export const programDelete = { id: 'programDelete', method: 'DELETE', path: '/programs/:id', responseKey: 'program' } as const satisfies Endpoint<'programDelete'>;
export const penaltyCreate = { id: 'penaltyCreate', method: 'POST', path: '/class_reservation_penaltys', responseKey: 'class_reservation_penalty' } as const satisfies Endpoint<'penaltyCreate'>;
export const penaltyUpdate = { id: 'penaltyUpdate', method: 'PUT', path: '/class_reservation_penaltys/:id', responseKey: 'class_reservation_penalty' } as const satisfies Endpoint<'penaltyUpdate'>;
export const penaltyDelete = { id: 'penaltyDelete', method: 'DELETE', path: '/class_reservation_penaltys/:id', responseKey: 'class_reservation_penalty' } as const satisfies Endpoint<'penaltyDelete'>;
export const availableClassCreate = { id: 'availableClassCreate', method: 'POST', path: '/available_classes', responseKey: 'available_class' } as const satisfies Endpoint<'availableClassCreate'>;
export const availableClassUpdate = { id: 'availableClassUpdate', method: 'PUT', path: '/available_classes/:id', responseKey: 'available_class' } as const satisfies Endpoint<'availableClassUpdate'>;
export const availableClassDelete = { id: 'availableClassDelete', method: 'DELETE', path: '/available_classes/:id', responseKey: 'available_class' } as const satisfies Endpoint<'availableClassDelete'>;
export const classTypeCreate = { id: 'classTypeCreate', method: 'POST', path: '/class_types', responseKey: 'class_type' } as const satisfies Endpoint<'classTypeCreate'>;
export const classTypeUpdate = { id: 'classTypeUpdate', method: 'PUT', path: '/class_types/:id', responseKey: 'class_type' } as const satisfies Endpoint<'classTypeUpdate'>;
export const classTypeDelete = { id: 'classTypeDelete', method: 'DELETE', path: '/class_types/:id', responseKey: 'class_type' } as const satisfies Endpoint<'classTypeDelete'>;
export const instructorCreate = { id: 'instructorCreate', method: 'POST', path: '/instructors', responseKey: 'instructor' } as const satisfies Endpoint<'instructorCreate'>;
export const instructorUpdate = { id: 'instructorUpdate', method: 'PUT', path: '/instructors/:id', responseKey: 'instructor' } as const satisfies Endpoint<'instructorUpdate'>;
export const instructorDelete = { id: 'instructorDelete', method: 'DELETE', path: '/instructors/:id', responseKey: 'instructor' } as const satisfies Endpoint<'instructorDelete'>;
export const programsList = { id: 'programsList', method: 'GET', path: '/programs', responseKey: 'programs' } as const satisfies Endpoint<'programsList'>;
export const penaltiesList = { id: 'penaltiesList', method: 'GET', path: '/class_reservation_penaltys', responseKey: 'class_reservation_penaltys' } as const satisfies Endpoint<'penaltiesList'>;
