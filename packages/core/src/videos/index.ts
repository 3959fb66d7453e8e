/**
 * The online videos (spec 2 'Online videos screen', '/mystudio/video/{id}';
 * spec 4 'Videos'; spec 7 'Videos'; spec 9): the library's filters as a
 * query builder, paging, the featured video, card texts, the player, the
 * favourite and completion toggles, and the library machine.
 */
export * from './videos.model.js';
export * from './paging.rules.js';
export * from './filters.rules.js';
export * from './duration.rules.js';
export * from './card.rules.js';
export * from './player.rules.js';
export * from './library.rules.js';
export * from './toggles.rules.js';
export * from './library.machine.js';
export * from './library.connect.js';
