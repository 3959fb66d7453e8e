import { useEffect, useId, useState } from 'react';
import {
  CustomerAdminForm, customerUpdateBody, formatBirthdate, messages, UPLOAD_FIELD_TYPES, validateDynamicForm, type CustomField, type Customer,
} from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { useSession } from '../../../app/session.js';
import { useResource } from '../../shared/useResource.js';
import { Button } from '../../../ui/Button/index.js';
import { DynamicForm } from '../../forms/DynamicForm.js';
import { outcomeOf } from '../../forms/dynamicForm.rules.js';
import { useDynamicForm } from '../../forms/useDynamicForm.js';
import { useDeskCustomers } from '../DeskProvider.js';
import { FormTextField, SubmitButton, useZodForm, ZodForm, type FormOutput } from '../kit/Form/index.js';
import { SidePanel } from '../kit/SidePanel/index.js';
import { useDeskAction } from '../shared/useDeskAction.js';
import { Section } from './Section.js';
import * as styles from './CustomerScreen.css.js';

const text = messages.desk;
const labels = messages.desk.address;

const addressLine = (customer: Customer): string | null => {
  const a = customer.address;
  if (!a?.city) return null;
  const street = [a.street, a.number, a.interior_number ? `int. ${a.interior_number}` : null].filter(Boolean).join(' ');
  return [street, a.neighborhood, a.zip_code ? `C.P. ${a.zip_code}` : null, a.city, a.state, a.country].filter(Boolean).join(', ');
};

const formValues = (customer: Customer): CustomerAdminForm => ({
  name: customer.name, last_name: customer.last_name, phone: customer.phone ?? '', birthdate: customer.birthdate ?? '', instagram: customer.instagram ?? '',
  street: customer.address?.street ?? '', number: customer.address?.number ?? '', interior_number: customer.address?.interior_number ?? '',
  neighborhood: customer.address?.neighborhood ?? '', zip_code: customer.address?.zip_code ?? '', city: customer.address?.city ?? '',
  state: customer.address?.state ?? '', country: customer.address?.country ?? '',
});

/**
 * Her custom fields in the member area's own dynamic form, checked by core's
 * validation with the rest of the panel and sent as `custom_values`, as 'Mi
 * Información' does; one per row, as the panel's other fields. Upload fields
 * stay hers: the server takes only files she uploaded herself. Her values
 * are read here, not through core's `customerFormValues` or the profile
 * screen's `customFieldOf`: either would split a member-area chunk, and each
 * extra chunk lengthens the preload list in the first load of '/'.
 */
const useCustomValues = (customer: Customer, customFields: readonly CustomField[], formId: string) => {
  const fields = customFields.filter((field) => !(UPLOAD_FIELD_TYPES as readonly string[]).includes(field.type));
  const form = useDynamicForm(fields, Object.fromEntries((customer.custom_values ?? []).map((value) => [value.key, value.value])));
  const [refusals, setRefusals] = useState(0);
  // After the render that marks them, as ZodForm does for its own fields.
  useEffect(() => {
    if (refusals > 0) document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals, formId]);
  /** Shows the refused values; answers what to send, or null when one is refused. */
  const check = () => {
    const checked = validateDynamicForm(fields, { values: form.values });
    form.refuse(outcomeOf(checked));
    if (checked.ok) return customerUpdateBody(customer, checked.values, fields).custom_values;
    setRefusals((count) => count + 1);
    return null;
  };
  return { form, fields, check };
};

const EditPanel = ({ customer, customFields, onClose, onSaved }: { customer: Customer; customFields: readonly CustomField[]; onClose: () => void; onSaved: () => void }) => {
  const customers = useDeskCustomers();
  const { run } = useDeskAction({ inForm: true });
  const formId = useId();
  const form = useZodForm(CustomerAdminForm, formValues(customer));
  const custom = useCustomValues(customer, customFields, formId);
  const submit = (body: FormOutput<typeof CustomerAdminForm>) => {
    const values = custom.check();
    if (values === null) return;
    return run(() => customers.updateCustomer(customer.customer_id, { ...body, custom_values: values }), text.profileSaved, () => { onClose(); onSaved(); });
  };
  const field = (name: keyof CustomerAdminForm, label: string, extra: { type?: 'tel' | 'date'; required?: boolean } = {}) => (
    <FormTextField control={form.control} name={name} label={label} autoComplete="off" {...extra} />
  );
  return (
    <SidePanel
      open
      onClose={onClose}
      title={text.editProfile}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {text.cancel}
          </Button>
          <SubmitButton control={form.control} form={formId} />
        </>
      }
    >
      <ZodForm form={form} id={formId} onSubmit={submit} onInvalid={() => void custom.check()}>
        {field('name', text.fieldName, { required: true })}
        {field('last_name', text.fieldLastName, { required: true })}
        {field('phone', text.fieldPhone, { type: 'tel', required: true })}
        {field('birthdate', text.fieldBirthdate, { type: 'date' })}
        {field('instagram', 'Instagram')}
        <DynamicForm form={custom.form} fields={custom.fields} idPrefix="desk-perfil" />
        <h3 className={styles.subTitle}>{messages.profileScreen.addressTitle}</h3>
        {field('street', labels.street)}
        {field('number', labels.number)}
        {field('interior_number', labels.interior)}
        {field('neighborhood', labels.neighborhood)}
        {field('zip_code', labels.zip)}
        {field('city', labels.city)}
        {field('state', labels.state)}
        {field('country', labels.country)}
      </ZodForm>
    </SidePanel>
  );
};

/**
 * 'Perfil': her contact, birthday, billing address and custom fields; the
 * admin edits them in a side panel with the member area's rules (spec 5).
 */
export const ProfileSection = ({ customer, onSaved }: { customer: Customer; onSaved: () => void }) => {
  const session = useSession();
  const { api } = useServices();
  const [editing, setEditing] = useState(false);
  // Custom values carry their field's key; the studio's fields give each its label.
  const fields = useResource('desk-custom-fields', () => api.forms.customFields({ object: 'customer' }), { reportErrors: false });
  const labelOf = new Map((fields.status === 'ready' ? fields.data : []).map((field) => [field.key, field.label]));
  const facts: [string, string | null][] = [
    [text.fieldEmail, customer.email],
    [text.fieldPhone, customer.phone],
    [text.fieldBirthdate, customer.birthdate ? formatBirthdate(customer.birthdate) : null],
    ['Instagram', customer.instagram],
    [messages.profileScreen.addressTitle, addressLine(customer)],
    ...(customer.custom_values ?? []).map((value): [string, string | null] => [labelOf.get(value.key) ?? value.key, value.value]),
  ];
  return (
    <Section
      id="perfil"
      title={text.sectionProfile}
      actions={session.isAdmin ? <Button variant="secondary" onClick={() => setEditing(true)}>{text.edit}</Button> : null}
    >
      <dl className={styles.definitions}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.factRow}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.definition}>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      {editing && fields.status !== 'loading' ? (
        <EditPanel customer={customer} customFields={fields.status === 'ready' ? fields.data : []} onClose={() => setEditing(false)} onSaved={onSaved} />
      ) : null}
    </Section>
  );
};
