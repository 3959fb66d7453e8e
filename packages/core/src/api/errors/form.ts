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
  /** Form 1 is the profile form ('Mi Información', 'Completar Información'): it cannot be deleted. */
  profileFormInUse: entry('form/profile-form', 409, () => messages.formsApi.profileFormInUse),
  /** Form 6 is the address form (spec 5): it cannot be deleted. */
  addressFormInUse: entry('form/address-form', 409, () => messages.formsApi.addressFormInUse),
  /** Form 6 keeps city, state and country, which spec 5 requires of an address. */
  addressFormFields: entry('form/address-fields', 409, () => messages.formsApi.addressFormFields),
  /** A template: `{form}` is the profile form's name. The profile form has a field of the custom field's key. */
  customFieldInUse: entry('custom-field/in-use', 409, () => messages.formsApi.customFieldInUse),
  /** A template: `{form}` is the profile form's name. Renaming the key would leave the form's field without a place to save. */
  customFieldKeyInUse: entry('custom-field/key-in-use', 409, () => messages.formsApi.customFieldKeyInUse),
} as const satisfies ErrorArea;
