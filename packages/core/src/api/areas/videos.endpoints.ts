import type { Endpoint } from '../endpoint.js';

/**
 * The online videos of spec 7 'Videos': the library, one video, ratings,
 * completion and favourites, and the video types. The admins' list and
 * writes are `videoAdminEndpoints` (videos-admin.endpoints.ts).
 * Fixed paths (`/videos/upcoming`, `/videos/rating`) are bound before
 * `/videos/:id`.
 */
export const videosList = { id: 'videosList', method: 'GET', path: '/videos', responseKey: 'videos' } as const satisfies Endpoint<'videosList'>;
export const videosUpcoming = { id: 'videosUpcoming', method: 'GET', path: '/videos/upcoming', responseKey: 'videos' } as const satisfies Endpoint<'videosUpcoming'>;
export const videosByTag = { id: 'videosByTag', method: 'GET', path: '/videos/tag/:id', responseKey: 'videos' } as const satisfies Endpoint<'videosByTag'>;
export const videosByProgram = { id: 'videosByProgram', method: 'GET', path: '/videos/program/:id', responseKey: 'videos' } as const satisfies Endpoint<'videosByProgram'>;
export const videoOne = { id: 'videoOne', method: 'GET', path: '/videos/:id', responseKey: 'video' } as const satisfies Endpoint<'videoOne'>;
export const videoRate = { id: 'videoRate', method: 'POST', path: '/videos/rating', responseKey: 'video_rating' } as const satisfies Endpoint<'videoRate'>;
export const videoRatingEmail = { id: 'videoRatingEmail', method: 'POST', path: '/videos/rating/email', responseKey: 'ok' } as const satisfies Endpoint<'videoRatingEmail'>;
export const videoComplete = { id: 'videoComplete', method: 'PUT', path: '/videos/:id/complete', responseKey: 'video' } as const satisfies Endpoint<'videoComplete'>;
export const videoUncomplete = { id: 'videoUncomplete', method: 'PUT', path: '/videos/:id/uncomplete', responseKey: 'video' } as const satisfies Endpoint<'videoUncomplete'>;
export const favoritesMine = { id: 'favoritesMine', method: 'GET', path: '/favorites', responseKey: 'favorites' } as const satisfies Endpoint<'favoritesMine'>;
export const favoriteAdd = { id: 'favoriteAdd', method: 'POST', path: '/favorites', responseKey: 'favorite' } as const satisfies Endpoint<'favoriteAdd'>;
export const favoriteRemove = { id: 'favoriteRemove', method: 'DELETE', path: '/favorites/:id', responseKey: 'favorite' } as const satisfies Endpoint<'favoriteRemove'>;
export const videoTypesList = { id: 'videoTypesList', method: 'GET', path: '/video_types', responseKey: 'video_types' } as const satisfies Endpoint<'videoTypesList'>;
