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
export {
  classReserveFacts,
  memberReads,
  memberReserveFacts,
  needsMemberFacts,
  spotMapsOldestFirst,
  type AssessedClass,
  type AssessSettings,
  type MemberFacts,
} from './assess.rules.js';
export { creditOptionsFor, type CreditSettings } from './credit-options.rules.js';
