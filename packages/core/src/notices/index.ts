export * from './notice-topics.js';
export type * from './notices.ports.js';
export * from './links.js';
