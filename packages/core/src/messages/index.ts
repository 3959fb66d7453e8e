/**
 * `messages.<group>.<key>`: each group is its own export of messages.ts, so
 * a bundler keeps only the groups a page reads (the landing page does not
 * carry the texts of checkout).
 */
export * as messages from './messages.js';
export { fill } from './fill.js';
