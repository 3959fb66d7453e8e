import { useState, type FormEvent } from 'react';
import { messages, type CustomFieldRef, type Customer, type DynamicField } from '@estudio/core';
import { useServices } from '../../app/services.js';
import { useAlerts } from '../../ui/Alerts/index.js';
import { outcomeOf } from '../forms/dynamicForm.rules.js';
import type { DynamicFormState } from '../forms/useDynamicForm.js';
import { saveCustomerForm } from './customerSave.js';

/** Whose profile form is saved, and with which fields. */
export interface CustomerFormSubject {
  readonly customer: Customer;
  readonly fields: readonly DynamicField[];
  /** The customer custom fields: their edited values travel as `custom_values`. */
  readonly customFields: readonly CustomFieldRef[];
  /** Her current password, for a new e-mail (the profile card asks for it with the server's own provider). */
  readonly currentPassword?: string | undefined;
}

/** A profile form's save as a view binds it. */
export interface CustomerFormSaveState {
  readonly busy: boolean;
  /** Why the last save failed (the server's message); null when it did not. */
  readonly failure: string | null;
  /** The form's submit: saves, or shows the refused fields. */
  readonly submit: (event: FormEvent) => void;
}

/**
 * Saves a profile form the way the profile screen and 'Completar
 * Información' both do (spec 4, Full dynamic-form saving): files to
 * files_location's destination, then PUT /customer. Refused fields go back
 * to the form; a failure is kept to show; a save says 'Perfil actualizado
 * con éxito.' and, when the e-mail changed, that the confirmation was sent.
 * Lives apart from the profile screen so the lazily loaded modal does not
 * pull that screen into its chunk.
 */
export function useCustomerFormSave(
  form: DynamicFormState,
  subject: CustomerFormSubject,
  onSaved: (customer: Customer) => void,
): CustomerFormSaveState {
  const { api, config } = useServices();
  const alerts = useAlerts();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const save = async () => {
    setBusy(true);
    setFailure(null);
    const { customer, fields, customFields, currentPassword } = subject;
    const request = { customer, fields, values: form.values, files: form.files, customFields, destination: config.files.location, currentPassword };
    const output = await saveCustomerForm(api, request);
    setBusy(false);
    if (output.status === 'invalid') return form.refuse(outcomeOf(output.validation));
    if (output.status === 'failed') return setFailure(output.error.message);
    alerts.success(messages.profile.updated);
    if (output.value.emailSent) alerts.success(messages.auth.emailConfirmationSent);
    onSaved(output.value.customer);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };
  return { busy, failure, submit };
}
