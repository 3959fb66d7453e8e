import {
  customerUpdateBody,
  formFilesPort,
  ok,
  type ApiPort,
  type CustomFieldRef,
  type Customer,
  type DynamicField,
  type FileDestination,
  type FormSaveOutput,
} from '@estudio/core';
import { runFormSave } from '../forms/useFormSave.js';
import type { PickedFiles } from '../forms/dynamicForm.rules.js';

/** What a saved profile form answers: the customer as stored, and whether a new e-mail now waits for its confirmation. */
export interface SavedCustomer {
  readonly customer: Customer;
  /** PUT /customer carried a new e-mail: the server sent the link ('Te enviamos un correo para confirmar tu dirección'). */
  readonly emailSent: boolean;
}

/** A profile form to save: whose, which fields, what was typed and picked. */
export interface CustomerFormSave {
  readonly customer: Customer;
  readonly fields: readonly DynamicField[];
  readonly values: Readonly<Record<string, unknown>>;
  readonly files: PickedFiles;
  /** The customer custom fields: their edited values travel as `custom_values`. */
  readonly customFields: readonly CustomFieldRef[];
  readonly destination: FileDestination;
  /** Her current password, sent with a new e-mail (the server's own provider asks for it). */
  readonly currentPassword?: string | undefined;
}

/**
 * Saves a profile form with core's sequence (spec 4, Full dynamic-form
 * saving): the pending fields checked, the picked files uploaded first
 * (to files_location's destination), then PUT /customer with core's body
 * (the edits over her record, custom values, never the related lists; the
 * e-mail only when it changed, with her current password when given).
 */
export function saveCustomerForm(api: ApiPort, request: CustomerFormSave): Promise<FormSaveOutput<SavedCustomer>> {
  const { customer, fields, values, files, customFields, destination, currentPassword } = request;
  return runFormSave<SavedCustomer>(
    {
      files: formFilesPort(api.files),
      save: async (checked) => {
        const edits = customerUpdateBody(customer, checked, customFields);
        const body = edits.email !== undefined && currentPassword ? { ...edits, current_password: currentPassword } : edits;
        const saved = await api.customer.update(body);
        return saved.ok ? ok({ customer: saved.value, emailSent: body.email !== undefined }) : saved;
      },
    },
    { fields, values, files, destination },
  );
}
