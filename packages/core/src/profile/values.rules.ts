import type { ProfileCustomer } from './profile.model.js';

/**
 * The values a profile form reads from a customer: her own fields and her
 * custom values by their field's key (spec 5: types other than address use
 * the matching custom fields). Related lists and the address stay out.
 */
export function customerFormValues(customer: ProfileCustomer): Record<string, unknown> {
  const values: Record<string, unknown> = {
    name: customer.name,
    last_name: customer.last_name,
    phone: customer.phone,
    birthdate: customer.birthdate,
    email: customer.email,
    instagram: customer.instagram,
    signup_reason: customer.signup_reason,
    other: customer.other,
  };
  for (const custom of customer.custom_values ?? []) values[custom.key] = custom.value;
  return values;
}
