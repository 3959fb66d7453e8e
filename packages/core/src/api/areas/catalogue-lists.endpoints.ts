import type { Endpoint } from '../endpoint.js';

/**
 * The catalogue's reads that only lazily loaded screens make (the member
 * area, the video library, /admin), apart from `catalogueEndpoints`, whose
 * module the first load of '/' carries: every member of a namespace some
 * chunk reads stays in the first load with its module. Their schemas stay
 * in catalogue.routes.ts.
 */
export const instructorsList = { id: 'instructorsList', method: 'GET', path: '/instructors', responseKey: 'instructors' } as const satisfies Endpoint<'instructorsList'>;
export const classCategoriesList = { id: 'classCategoriesList', method: 'GET', path: '/class_categories', responseKey: 'class_categories' } as const satisfies Endpoint<'classCategoriesList'>;
export const penaltiesMine = { id: 'penaltiesMine', method: 'GET', path: '/class_reservation_penaltys/mine', responseKey: 'class_reservation_penaltys' } as const satisfies Endpoint<'penaltiesMine'>;
export const availableClassesList = { id: 'availableClassesList', method: 'GET', path: '/available_classes', responseKey: 'available_classes' } as const satisfies Endpoint<'availableClassesList'>;
export const tagsList = { id: 'tagsList', method: 'GET', path: '/tags', responseKey: 'tags' } as const satisfies Endpoint<'tagsList'>;
