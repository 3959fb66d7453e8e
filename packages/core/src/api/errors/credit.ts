import { messages } from '../../messages/index.js';
import { entry, type ErrorArea } from './entry.js';

/** Credits: why they refuse a reservation or a balance change. */
export const CREDIT_ERRORS = {
  none: entry('credits/none', 412, () => messages.reservations.noCredits),
  classType: entry('credits/class-type-not-allowed', 412, () => messages.credits.classTypeNotAllowed),
  time: entry('credits/time-not-allowed', 412, () => messages.credits.timeNotAllowed),
  exhausted: entry('credits/exhausted', 409, () => messages.credits.exhausted),
  invalidBalance: entry('credits/invalid-balance', 409, () => messages.credits.invalidBalance),
  /** The team removes more classes than she has; a template (`{amount}`, `{available}`). */
  notEnough: entry('credits/not-enough', 409, () => messages.customerAdmin.notEnoughCredits),
} as const satisfies ErrorArea;
