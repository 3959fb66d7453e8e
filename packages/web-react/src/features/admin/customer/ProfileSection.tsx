import { useId, useState } from 'react';
import { CustomerAdminForm, formatBirthdate, messages, type Customer } from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { useSession } from '../../../app/session.js';
import { useResource } from '../../public/data/useResource.js';
import { useAlerts } from '../../../ui/Alerts/index.js';
import { Button } from '../../../ui/Button/index.js';
import { useDeskCustomers } from '../DeskProvider.js';
import { FormTextField, SubmitButton, useZodForm, ZodForm } from '../kit/Form/index.js';
import { SidePanel } from '../kit/SidePanel/index.js';
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

const EditPanel = ({ customer, open, onClose, onSaved }: { customer: Customer; open: boolean; onClose: () => void; onSaved: () => void }) => {
  const customers = useDeskCustomers();
  const alerts = useAlerts();
  const formId = useId();
  const form = useZodForm(CustomerAdminForm, formValues(customer));
  const submit = async (body: ReturnType<typeof CustomerAdminForm.parse>) => {
    const result = await customers.updateCustomer(customer.customer_id, body);
    if (!result.ok) return result;
    alerts.success(text.profileSaved);
    onClose();
    onSaved();
    return result;
  };
  const field = (name: keyof CustomerAdminForm, label: string, extra: { type?: 'tel' | 'date'; required?: boolean } = {}) => (
    <FormTextField control={form.control} name={name} label={label} autoComplete="off" {...extra} />
  );
  return (
    <SidePanel
      open={open}
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
      <ZodForm form={form} id={formId} onSubmit={submit}>
        {field('name', text.fieldName, { required: true })}
        {field('last_name', text.fieldLastName, { required: true })}
        {field('phone', text.fieldPhone, { type: 'tel', required: true })}
        {field('birthdate', text.fieldBirthdate, { type: 'date' })}
        {field('instagram', 'Instagram')}
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
      {editing ? <EditPanel customer={customer} open onClose={() => setEditing(false)} onSaved={onSaved} /> : null}
    </Section>
  );
};
