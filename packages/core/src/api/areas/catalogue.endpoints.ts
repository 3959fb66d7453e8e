import type { Endpoint } from '../endpoint.js';

/**
 * The catalogue of spec 7: reads are public (credits and penalties excepted),
 * writes are for admins. Fixed paths such as `/class_categories/available`
 * come before `/:id`, since the first route that matches answers.
 */
export const classTypesList = { id: 'classTypesList', method: 'GET', path: '/class_types', responseKey: 'class_types' } as const satisfies Endpoint<'classTypesList'>;
export const classTypeOne = { id: 'classTypeOne', method: 'GET', path: '/class_types/:id', responseKey: 'class_type' } as const satisfies Endpoint<'classTypeOne'>;
export const instructorsHome = { id: 'instructorsHome', method: 'GET', path: '/instructors/home/all', responseKey: 'instructors' } as const satisfies Endpoint<'instructorsHome'>;
export const instructorOne = { id: 'instructorOne', method: 'GET', path: '/instructors/:id', responseKey: 'instructor' } as const satisfies Endpoint<'instructorOne'>;
export const locationsList = { id: 'locationsList', method: 'GET', path: '/locations', responseKey: 'locations' } as const satisfies Endpoint<'locationsList'>;
export const locationsByDate = { id: 'locationsByDate', method: 'GET', path: '/locations/date/all', responseKey: 'locations' } as const satisfies Endpoint<'locationsByDate'>;
export const locationOne = { id: 'locationOne', method: 'GET', path: '/locations/:id', responseKey: 'location' } as const satisfies Endpoint<'locationOne'>;
export const classCategoriesAvailable = { id: 'classCategoriesAvailable', method: 'GET', path: '/class_categories/available', responseKey: 'class_categories' } as const satisfies Endpoint<'classCategoriesAvailable'>;
export const classCategoryOne = { id: 'classCategoryOne', method: 'GET', path: '/class_categories/:id', responseKey: 'class_category' } as const satisfies Endpoint<'classCategoryOne'>;
export const programOne = { id: 'programOne', method: 'GET', path: '/programs/:id', responseKey: 'program' } as const satisfies Endpoint<'programOne'>;
export const penaltyOne = { id: 'penaltyOne', method: 'GET', path: '/class_reservation_penaltys/:id', responseKey: 'class_reservation_penalty' } as const satisfies Endpoint<'penaltyOne'>;
export const availableClassesByDate = { id: 'availableClassesByDate', method: 'GET', path: '/available_classes/date/all', responseKey: 'available_classes' } as const satisfies Endpoint<'availableClassesByDate'>;
export const availableClassOne = { id: 'availableClassOne', method: 'GET', path: '/available_classes/:id', responseKey: 'available_class' } as const satisfies Endpoint<'availableClassOne'>;
export const customSpotMapsList = { id: 'customSpotMapsList', method: 'GET', path: '/custom_spot_maps', responseKey: 'custom_spot_maps' } as const satisfies Endpoint<'customSpotMapsList'>;
export const customSpotMapOne = { id: 'customSpotMapOne', method: 'GET', path: '/custom_spot_maps/:id', responseKey: 'custom_spot_map' } as const satisfies Endpoint<'customSpotMapOne'>;
export const customSpotMapCreate = { id: 'customSpotMapCreate', method: 'POST', path: '/custom_spot_maps', responseKey: 'custom_spot_map' } as const satisfies Endpoint<'customSpotMapCreate'>;
export const customSpotMapUpdate = { id: 'customSpotMapUpdate', method: 'PUT', path: '/custom_spot_maps/:id', responseKey: 'custom_spot_map' } as const satisfies Endpoint<'customSpotMapUpdate'>;
export const customSpotMapDelete = { id: 'customSpotMapDelete', method: 'DELETE', path: '/custom_spot_maps/:id', responseKey: 'custom_spot_map' } as const satisfies Endpoint<'customSpotMapDelete'>;
export const tagOne = { id: 'tagOne', method: 'GET', path: '/tags/:id', responseKey: 'tag' } as const satisfies Endpoint<'tagOne'>;
