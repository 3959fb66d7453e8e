import { messages } from '../../messages/index.js';
import { entry, type ErrorArea } from './entry.js';

/** Dynamic forms and custom fields. */
export const FORM_ERRORS = {
  formNotFound: entry('form/not-found', 404, () => messages.formsApi.formNotFound),
  customFieldNotFound: entry('custom-field/not-found', 404, () => messages.formsApi.customFieldNotFound),
  /** A template: `{label}` is the field's. */
  customFieldInvalid: entry('custom-field/invalid', 400, () => messages.forms.checkField),
  customFieldKeyTaken: entry('custom-field/key-taken', 409, () => messages.formsApi.customFieldKeyTaken),
  customFieldKeyReserved: entry('custom-field/key-reserved', 400, () => messages.formsApi.customFieldKeyReserved),
} as const satisfies ErrorArea;
