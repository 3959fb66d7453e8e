export {
  UNLIMITED_CLASSES,
  type AllowedTimeRange,
  type AvailableTotal,
  type ClassTypeId,
  type Credit,
  type CreditDenial,
  type CreditOptions,
  type CreditTarget,
  type ParsedAllowedTimes,
  type UnlimitedMembership,
} from './credits.model.js';
export { allowedTimesLabel, allowedTimesMatch, isTimeRestricted, parseAllowedTimes } from './allowed-times.rules.js';
export { expirationMs, isExpired } from './expiration.rules.js';
export {
  availableTotal,
  classTypeAllowed,
  compareSpendOrder,
  creditAllows,
  creditClassTypes,
  creditDenial,
  hasClasses,
  noCreditRefusal,
  pickCredit,
} from './credits.rules.js';
export { isUnlimitedMember } from './membership.rules.js';
export { consume, refund } from './balance.rules.js';
export { CREDIT_ERROR_CODES, creditError, type CreditRefusal } from './credits.errors.js';
