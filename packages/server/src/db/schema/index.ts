/**
 * The whole database schema: every entity of spec section 3, one file per area.
 * Tables are snake_case in SQL and in TypeScript so rows map straight to API bodies.
 */
export * from './system.js';
export * from './identity.js';
export * from './customers.js';
export * from './catalogue.js';
export * from './commerce.js';
export * from './schedule.js';
export * from './reservations.js';
export * from './videos.js';
export * from './content.js';
export * from './forms.js';
export * from './relations.js';
export * from './providers.js';
export * from './email-changes.js';
export * from './audit.js';
export * from './notices.js';
export * from './jobs.js';
export * from './calendar.js';
