export * from './reserve.types.js';
export { createReserveMachine, reserveMachine, RESERVE_CODES, RESUME_AFTER_SIGN_IN_MS } from './reserve.machine.js';
export {
  BOOKING_CODES,
  penaltyRefusal,
  reserveRefusal,
  type BookableClass,
  type BookingSettings,
  type PlaceFacts,
} from './reserve.rules.js';
