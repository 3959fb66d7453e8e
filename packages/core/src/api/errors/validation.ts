import { messages } from '../../messages/index.js';
import { VALIDATION_CODES } from './validation.codes.js';
import { entry, type ErrorArea } from './entry.js';

/** A form's fields, checked in the browser and again by the server (400). Templates are filled by the rule. */
export const VALIDATION_ERRORS = {
  required: entry(() => VALIDATION_CODES.required, 400, () => messages.forms.fillField),
  select: entry(() => VALIDATION_CODES.select, 400, () => messages.forms.selectOption),
  file: entry(() => VALIDATION_CODES.file, 400, () => messages.forms.uploadFile),
  phone: entry(() => VALIDATION_CODES.phone, 400, () => messages.forms.phoneFormat),
  email: entry(() => VALIDATION_CODES.email, 400, () => messages.auth.invalidEmail),
  date: entry(() => VALIDATION_CODES.date, 400, () => messages.forms.invalidDate),
  number: entry(() => VALIDATION_CODES.number, 400, () => messages.forms.invalidNumber),
  passwordTooShort: entry(() => VALIDATION_CODES.passwordTooShort, 400, () => messages.auth.passwordTooShort),
  passwordTooLong: entry(() => VALIDATION_CODES.passwordTooLong, 400, () => messages.auth.passwordTooLong),
  passwordLowercase: entry(() => VALIDATION_CODES.passwordLowercase, 400, () => messages.auth.passwordNeedsLowercase),
  passwordUppercase: entry(() => VALIDATION_CODES.passwordUppercase, 400, () => messages.auth.passwordNeedsUppercase),
  passwordNumeric: entry(() => VALIDATION_CODES.passwordNumeric, 400, () => messages.auth.passwordNeedsNumber),
  passwordSymbol: entry(() => VALIDATION_CODES.passwordSymbol, 400, () => messages.auth.passwordNeedsSymbol),
  passwordMismatch: entry(() => VALIDATION_CODES.passwordMismatch, 400, () => messages.auth.passwordsDontMatch),
  terms: entry(() => VALIDATION_CODES.terms, 400, () => messages.auth.mustAcceptTerms),
  page: entry(() => VALIDATION_CODES.page, 400, () => messages.auth.mustAcceptPage),
  city: entry(() => VALIDATION_CODES.city, 400, () => messages.profile.cityRequired),
  state: entry(() => VALIDATION_CODES.state, 400, () => messages.profile.stateRequired),
  country: entry(() => VALIDATION_CODES.country, 400, () => messages.profile.countryRequired),
  guestName: entry(() => VALIDATION_CODES.guestName, 400, () => messages.reservations.guestNameRequired),
  cancelReason: entry(() => VALIDATION_CODES.cancelReason, 400, () => messages.checkout.cancelReasonRequired),
  form: entry(() => VALIDATION_CODES.form, 400, () => messages.forms.checkFields),
  /** The reserve flow: a class with a spot map and no spot chosen. */
  spot: entry(() => VALIDATION_CODES.spot, 400, () => messages.booking.chooseSpot),
} as const satisfies ErrorArea;
