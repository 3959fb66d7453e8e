import { videoActionHandlers } from './actions.js';
import { videoAdminHandlers } from './admin.js';
import { favoriteHandlers } from './favorites.js';
import { videoReadHandlers } from './read.js';

/** The online videos of spec 7 'Videos': reads, completion and ratings, favourites, admin writes. */
export const videoHandlers = { ...videoReadHandlers, ...videoActionHandlers, ...favoriteHandlers, ...videoAdminHandlers };
