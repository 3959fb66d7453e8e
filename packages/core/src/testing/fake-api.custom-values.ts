import type { Address, Customer } from '../api/schemas/customer.schemas.js';
import type { CustomValue, CustomValueBody } from '../api/schemas/forms.schemas.js';
import { checkCustomValue } from '../forms/custom-values.rules.js';
import { FORM_CODES } from '../forms/forms.model.js';
import { messages } from '../messages/index.js';
import { appError, err, ok, type Result } from '../shared/result.js';
import { validateAddress } from '../validation/validation.rules.js';
import type { FakeApiContext } from './fake-api.customer.js';

/** Spec 5's address rule as the server answers it: 400 with the first missing field's message. */
export const checkedAddress = <A extends Partial<Address>>(address: A): Result<A> => {
  const checked = validateAddress(address);
  return checked.ok ? checked : err({ ...checked.error, status: 400 });
};

/**
 * A customer's custom values after a PUT /customer (the server's rule):
 * every named field must be a customer custom field (404) and take the
 * value (400 'Revisa el campo: {label}'); fields not named keep theirs.
 */
export const mergeCustomValues = (ctx: FakeApiContext, customer: Customer, sent: readonly CustomValueBody[]): Result<CustomValue[]> => {
  const merged = new Map((customer.custom_values ?? []).map((value) => [value.custom_field_id, value]));
  for (const { custom_field_id, value } of sent) {
    const field = ctx.state.customFields.find((candidate) => candidate.custom_field_id === custom_field_id && candidate.object === 'customer');
    if (!field) return err(appError(FORM_CODES.customFieldNotFound, messages.formsApi.customFieldNotFound, 404));
    const checked = checkCustomValue(field, value);
    if (!checked.ok) return checked;
    merged.set(custom_field_id, { custom_field_id, key: field.key, value: checked.value });
  }
  return ok([...merged.values()].sort((a, b) => a.custom_field_id - b.custom_field_id));
};
