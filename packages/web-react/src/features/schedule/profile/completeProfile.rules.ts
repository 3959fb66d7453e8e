import { DEFAULT_PROFILE_FIELDS, parsePrecondition, type DynamicField, type ProfileCustomer } from '@estudio/core';
import { pendingEntriesFor } from '../../member/profileWarning.js';

/**
 * The fields 'Completar Información' asks (spec 4, Required pages): the
 * profile form's required fields still pending (core's rule: shown and
 * failing their check), in form order, plus the required fields whose
 * precondition reads one of them, so choosing 'Otro' in the modal asks for
 * 'Cuéntanos' there too. Without a form (`formFields` null), the blank ones
 * of name, last name and phone.
 */
export function completeProfileFields(customer: ProfileCustomer, formFields: readonly DynamicField[] | null): DynamicField[] {
  const fields = formFields ?? DEFAULT_PROFILE_FIELDS;
  const asked = new Set(pendingEntriesFor(customer, formFields).map((entry) => entry.key));
  let grew = asked.size > 0;
  while (grew) {
    grew = false;
    for (const field of fields) {
      const condition = parsePrecondition(field.precondition);
      if (!field.required || asked.has(field.key) || !condition || !asked.has(condition.key)) continue;
      asked.add(field.key);
      grew = true;
    }
  }
  return fields.filter((field) => asked.has(field.key));
}
