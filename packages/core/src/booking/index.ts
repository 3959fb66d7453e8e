export * from './reserve.types.js';
export { createReserveMachine, reserveMachine, RESERVE_CODES, RESUME_AFTER_SIGN_IN_MS } from './reserve.machine.js';
