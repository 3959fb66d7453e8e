import type { CustomField, Form } from '../api/schemas/forms.schemas.js';

/** The forms and custom fields a fake API starts from; both default to empty. */
export interface FakeFormsSeed {
  readonly forms?: readonly Form[];
  readonly customFields?: readonly CustomField[];
}

/** The forms and custom fields a fake API holds now (a customer's values live on her record). */
export interface FakeFormsState {
  forms: Form[];
  customFields: CustomField[];
}

/** A deep copy of the seed's forms and custom fields. */
export const formsStateFromSeed = (seed: FakeFormsSeed): FakeFormsState => ({
  forms: JSON.parse(JSON.stringify(seed.forms ?? [])) as Form[],
  customFields: JSON.parse(JSON.stringify(seed.customFields ?? [])) as CustomField[],
});
