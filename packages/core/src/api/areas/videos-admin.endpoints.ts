import type { Endpoint } from '../endpoint.js';

/**
 * The video library's calls that only /admin makes ('Videos', issue 15),
 * apart from `videoEndpoints`, whose reads the member area's chunks carry:
 * every video, published or hidden, paged and searched, and the writes.
 * Their schemas stay in videos.routes.ts. `/videos/admin/all` has two
 * segments after /videos, so no `/videos/:id` route takes it.
 */
export const videosAdmin = { id: 'videosAdmin', method: 'GET', path: '/videos/admin/all', responseKey: 'videos' } as const satisfies Endpoint<'videosAdmin'>;
export const videoCreate = { id: 'videoCreate', method: 'POST', path: '/videos', responseKey: 'video' } as const satisfies Endpoint<'videoCreate'>;
export const videoUpdate = { id: 'videoUpdate', method: 'PUT', path: '/videos/:id', responseKey: 'video' } as const satisfies Endpoint<'videoUpdate'>;
export const videoDelete = { id: 'videoDelete', method: 'DELETE', path: '/videos/:id', responseKey: 'video' } as const satisfies Endpoint<'videoDelete'>;
