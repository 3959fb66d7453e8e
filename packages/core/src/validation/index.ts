export * from './patterns.js';
export {
  DEFAULT_PASSWORD_POLICY,
  PASSWORD_CLASSES,
  VALIDATION_CODES,
  addressErrors,
  isBlank,
  isValidPhone,
  passwordIssues,
  phoneDigits,
  phoneSearchDigits,
  PHONE_SEARCH_MIN_DIGITS,
  validateAddress,
  validateCancelReason,
  validateEmail,
  validateGuestName,
  validatePageAcceptance,
  validatePassword,
  validatePasswordsMatch,
  validatePhone,
  validateTerms,
} from './validation.rules.js';
export type { AddressField, AddressFields } from './validation.rules.js';
export { FORM_FIELD_TYPES, SIGN_UP_FIELDS } from './forms.model.js';
export type {
  FormFieldRule,
  FormFieldType,
  FormInput,
  FormValidation,
  SignUpField,
  SignUpFields,
  SignUpRules,
  SignUpValidation,
} from './forms.model.js';
export {
  checkField,
  fieldLabel,
  filterOptions,
  foldSearch,
  formSummary,
  isValidDate,
  matchesSearch,
  normalizeNumber,
  validateForm,
  validateSignUpForm,
  visibleFields,
} from './forms.rules.js';
