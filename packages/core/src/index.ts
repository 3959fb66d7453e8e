/**
 * @estudio/core: Estudio's headless domain. Pure rules, XState machines and
 * ports; no framework, transport, Node built-in or clock.
 */
export * from './shared/result.js';
export { PortFailure, toAppError, unwrap } from './shared/failures.js';
export * from './ports/index.js';
export * from './api/index.js';
export * from './messages/index.js';
export * from './config/index.js';
export * from './format/index.js';
export * from './validation/index.js';
export * from './session/index.js';
export * from './reservations/index.js';
export * from './waitlist/index.js';
export * from './schedule/index.js';
export * from './credits/index.js';
export * from './booking/index.js';
export * from './catalog/index.js';
export * from './checkout/index.js';
export * from './purchases/index.js';
export * from './payment-sources/index.js';
export * from './videos/index.js';
export * from './content/index.js';
export * from './forms/index.js';
export * from './profile/index.js';
export * from './desk/index.js';
export * from './reports/index.js';
export * from './notices/index.js';
