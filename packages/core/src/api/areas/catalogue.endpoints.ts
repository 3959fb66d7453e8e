import type { Endpoint } from '../endpoint.js';

/**
 * The catalogue of spec 7: reads are public (credits and penalties excepted),
 * writes are for admins. Fixed paths such as `/class_categories/available`
 * come before `/:id`, since the first route that matches answers.
 */
export const classTypesList = { id: 'classTypesList', method: 'GET', path: '/class_types', responseKey: 'class_types' } as const satisfies Endpoint<'classTypesList'>;
export const classTypeOne = { id: 'classTypeOne', method: 'GET', path: '/class_types/:id', responseKey: 'class_type' } as const satisfies Endpoint<'classTypeOne'>;
export const classTypeCreate = { id: 'classTypeCreate', method: 'POST', path: '/class_types', responseKey: 'class_type' } as const satisfies Endpoint<'classTypeCreate'>;
export const classTypeUpdate = { id: 'classTypeUpdate', method: 'PUT', path: '/class_types/:id', responseKey: 'class_type' } as const satisfies Endpoint<'classTypeUpdate'>;
export const classTypeDelete = { id: 'classTypeDelete', method: 'DELETE', path: '/class_types/:id', responseKey: 'class_type' } as const satisfies Endpoint<'classTypeDelete'>;
export const instructorsList = { id: 'instructorsList', method: 'GET', path: '/instructors', responseKey: 'instructors' } as const satisfies Endpoint<'instructorsList'>;
export const instructorsHome = { id: 'instructorsHome', method: 'GET', path: '/instructors/home/all', responseKey: 'instructors' } as const satisfies Endpoint<'instructorsHome'>;
export const instructorOne = { id: 'instructorOne', method: 'GET', path: '/instructors/:id', responseKey: 'instructor' } as const satisfies Endpoint<'instructorOne'>;
export const instructorCreate = { id: 'instructorCreate', method: 'POST', path: '/instructors', responseKey: 'instructor' } as const satisfies Endpoint<'instructorCreate'>;
export const instructorUpdate = { id: 'instructorUpdate', method: 'PUT', path: '/instructors/:id', responseKey: 'instructor' } as const satisfies Endpoint<'instructorUpdate'>;
export const instructorDelete = { id: 'instructorDelete', method: 'DELETE', path: '/instructors/:id', responseKey: 'instructor' } as const satisfies Endpoint<'instructorDelete'>;
export const locationsList = { id: 'locationsList', method: 'GET', path: '/locations', responseKey: 'locations' } as const satisfies Endpoint<'locationsList'>;
export const locationsByDate = { id: 'locationsByDate', method: 'GET', path: '/locations/date/all', responseKey: 'locations' } as const satisfies Endpoint<'locationsByDate'>;
export const locationOne = { id: 'locationOne', method: 'GET', path: '/locations/:id', responseKey: 'location' } as const satisfies Endpoint<'locationOne'>;
export const classCategoriesList = { id: 'classCategoriesList', method: 'GET', path: '/class_categories', responseKey: 'class_categories' } as const satisfies Endpoint<'classCategoriesList'>;
export const classCategoriesAvailable = { id: 'classCategoriesAvailable', method: 'GET', path: '/class_categories/available', responseKey: 'class_categories' } as const satisfies Endpoint<'classCategoriesAvailable'>;
export const classCategoryOne = { id: 'classCategoryOne', method: 'GET', path: '/class_categories/:id', responseKey: 'class_category' } as const satisfies Endpoint<'classCategoryOne'>;
export const classCategoryCreate = { id: 'classCategoryCreate', method: 'POST', path: '/class_categories', responseKey: 'class_category' } as const satisfies Endpoint<'classCategoryCreate'>;
export const classCategoryUpdate = { id: 'classCategoryUpdate', method: 'PUT', path: '/class_categories/:id', responseKey: 'class_category' } as const satisfies Endpoint<'classCategoryUpdate'>;
export const classCategoryDelete = { id: 'classCategoryDelete', method: 'DELETE', path: '/class_categories/:id', responseKey: 'class_category' } as const satisfies Endpoint<'classCategoryDelete'>;
export const programsList = { id: 'programsList', method: 'GET', path: '/programs', responseKey: 'programs' } as const satisfies Endpoint<'programsList'>;
export const programOne = { id: 'programOne', method: 'GET', path: '/programs/:id', responseKey: 'program' } as const satisfies Endpoint<'programOne'>;
export const programCreate = { id: 'programCreate', method: 'POST', path: '/programs', responseKey: 'program' } as const satisfies Endpoint<'programCreate'>;
export const programUpdate = { id: 'programUpdate', method: 'PUT', path: '/programs/:id', responseKey: 'program' } as const satisfies Endpoint<'programUpdate'>;
export const programDelete = { id: 'programDelete', method: 'DELETE', path: '/programs/:id', responseKey: 'program' } as const satisfies Endpoint<'programDelete'>;
export const penaltiesList = { id: 'penaltiesList', method: 'GET', path: '/class_reservation_penaltys', responseKey: 'class_reservation_penaltys' } as const satisfies Endpoint<'penaltiesList'>;
export const penaltiesMine = { id: 'penaltiesMine', method: 'GET', path: '/class_reservation_penaltys/mine', responseKey: 'class_reservation_penaltys' } as const satisfies Endpoint<'penaltiesMine'>;
export const penaltyOne = { id: 'penaltyOne', method: 'GET', path: '/class_reservation_penaltys/:id', responseKey: 'class_reservation_penalty' } as const satisfies Endpoint<'penaltyOne'>;
export const penaltyCreate = { id: 'penaltyCreate', method: 'POST', path: '/class_reservation_penaltys', responseKey: 'class_reservation_penalty' } as const satisfies Endpoint<'penaltyCreate'>;
export const penaltyUpdate = { id: 'penaltyUpdate', method: 'PUT', path: '/class_reservation_penaltys/:id', responseKey: 'class_reservation_penalty' } as const satisfies Endpoint<'penaltyUpdate'>;
export const penaltyDelete = { id: 'penaltyDelete', method: 'DELETE', path: '/class_reservation_penaltys/:id', responseKey: 'class_reservation_penalty' } as const satisfies Endpoint<'penaltyDelete'>;
export const availableClassesList = { id: 'availableClassesList', method: 'GET', path: '/available_classes', responseKey: 'available_classes' } as const satisfies Endpoint<'availableClassesList'>;
export const availableClassesByDate = { id: 'availableClassesByDate', method: 'GET', path: '/available_classes/date/all', responseKey: 'available_classes' } as const satisfies Endpoint<'availableClassesByDate'>;
export const availableClassOne = { id: 'availableClassOne', method: 'GET', path: '/available_classes/:id', responseKey: 'available_class' } as const satisfies Endpoint<'availableClassOne'>;
export const availableClassCreate = { id: 'availableClassCreate', method: 'POST', path: '/available_classes', responseKey: 'available_class' } as const satisfies Endpoint<'availableClassCreate'>;
export const availableClassUpdate = { id: 'availableClassUpdate', method: 'PUT', path: '/available_classes/:id', responseKey: 'available_class' } as const satisfies Endpoint<'availableClassUpdate'>;
export const availableClassDelete = { id: 'availableClassDelete', method: 'DELETE', path: '/available_classes/:id', responseKey: 'available_class' } as const satisfies Endpoint<'availableClassDelete'>;
export const customSpotMapsList = { id: 'customSpotMapsList', method: 'GET', path: '/custom_spot_maps', responseKey: 'custom_spot_maps' } as const satisfies Endpoint<'customSpotMapsList'>;
export const customSpotMapOne = { id: 'customSpotMapOne', method: 'GET', path: '/custom_spot_maps/:id', responseKey: 'custom_spot_map' } as const satisfies Endpoint<'customSpotMapOne'>;
export const customSpotMapCreate = { id: 'customSpotMapCreate', method: 'POST', path: '/custom_spot_maps', responseKey: 'custom_spot_map' } as const satisfies Endpoint<'customSpotMapCreate'>;
export const customSpotMapUpdate = { id: 'customSpotMapUpdate', method: 'PUT', path: '/custom_spot_maps/:id', responseKey: 'custom_spot_map' } as const satisfies Endpoint<'customSpotMapUpdate'>;
export const customSpotMapDelete = { id: 'customSpotMapDelete', method: 'DELETE', path: '/custom_spot_maps/:id', responseKey: 'custom_spot_map' } as const satisfies Endpoint<'customSpotMapDelete'>;
export const tagsList = { id: 'tagsList', method: 'GET', path: '/tags', responseKey: 'tags' } as const satisfies Endpoint<'tagsList'>;
export const tagOne = { id: 'tagOne', method: 'GET', path: '/tags/:id', responseKey: 'tag' } as const satisfies Endpoint<'tagOne'>;
