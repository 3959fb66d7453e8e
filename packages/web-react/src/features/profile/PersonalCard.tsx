import { useState, type FormEvent } from 'react';
import { customerFormValues, fill, messages, type Customer, type DynamicField } from '@estudio/core';
import { useServices } from '../../app/services.js';
import { useSession } from '../../app/session.js';
import { useAlerts } from '../../ui/Alerts/index.js';
import { Button } from '../../ui/Button/index.js';
import { Card } from '../../ui/Card/index.js';
import { DynamicForm } from '../forms/DynamicForm.js';
import { outcomeOf } from '../forms/dynamicForm.rules.js';
import { useDynamicForm } from '../forms/useDynamicForm.js';
import { saveCustomerForm } from './customerSave.js';
import { ProfilePhoto } from './ProfilePhoto.js';
import { personalRows } from './profile.rules.js';
import type { ProfileData } from './useProfileData.js';
import * as styles from './profile.css.js';

const text = messages.profileScreen;
const TITLE_ID = 'perfil-personal';

/** Props of {@link PersonalCard}. */
export interface PersonalCardProps {
  readonly data: ProfileData;
  /** The personal form: the profile form, the e-mail, the custom fields. */
  readonly fields: readonly DynamicField[];
  /** After a save: the customer PUT /customer answered. */
  readonly onSaved: (customer: Customer) => void;
  /** Spec 2: cancelling an edit reloads the user. */
  readonly onCancel: () => void;
}

/** The view mode's lines: her data as the form shows it, 'Sin capturar' where blank. */
const PersonalRows = ({ customer, fields }: { customer: Customer; fields: readonly DynamicField[] }) => (
  <dl className={styles.rows}>
    {personalRows(fields, customerFormValues(customer)).map((row) => (
      <div key={row.key} className={styles.row}>
        <dt className={styles.term}>{row.label}</dt>
        <dd className={row.value === null ? styles.missing : styles.definition}>{row.value ?? text.notSet}</dd>
      </div>
    ))}
  </dl>
);

/** The edit mode: the personal form, 'Guardar' and 'Cancelar'. */
const PersonalEdit = ({ data, fields, onSaved, onCancel }: PersonalCardProps) => {
  const { api, config } = useServices();
  const alerts = useAlerts();
  const form = useDynamicForm(fields, customerFormValues(data.customer));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    const { customer, customFields } = data;
    const request = { customer, fields, values: form.values, files: form.files, customFields, destination: config.files.location };
    const output = await saveCustomerForm(api, request);
    setBusy(false);
    if (output.status === 'invalid') return form.refuse(outcomeOf(output.validation));
    if (output.status === 'failed') return setFailure(output.error.message);
    alerts.success(messages.profile.updated);
    if (output.value.emailSent) alerts.success(messages.auth.emailConfirmationSent);
    onSaved(output.value.customer);
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={TITLE_ID}>
      {failure ? (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
      <DynamicForm form={form} fields={fields} idPrefix="perfil" />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {messages.common.cancel}
        </Button>
        <Button type="submit" busy={busy}>
          {text.save}
        </Button>
      </div>
    </form>
  );
};

/**
 * 'Información Personal' (spec 2, Profile page): the view mode shows her
 * photo, name, data and custom values, and the e-mail waiting for its
 * confirmation; 'Editar' opens the edit mode. Saving goes through core's
 * save sequence; 'Cancelar' leaves the edits and reloads her record.
 */
export const PersonalCard = (props: PersonalCardProps) => {
  const session = useSession();
  const [editing, setEditing] = useState(false);
  const { customer } = props.data;
  const saved = (next: Customer) => {
    setEditing(false);
    props.onSaved(next);
    session.reloadProfile();
  };
  const cancel = () => {
    setEditing(false);
    props.onCancel();
    session.reloadProfile();
  };
  return (
    <Card as="section" aria-labelledby={TITLE_ID} className={styles.card}>
      <div className={styles.cardHeader}>
        <h2 id={TITLE_ID} className={styles.cardTitle}>
          {text.personalTitle}
        </h2>
        {editing ? null : (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)} aria-label={text.editPersonal}>
            {text.edit}
          </Button>
        )}
      </div>
      <ProfilePhoto customer={customer} onSaved={saved} />
      {customer.pending_email ? <p className={styles.notice}>{fill(text.pendingEmail, { email: customer.pending_email })}</p> : null}
      {editing ? <PersonalEdit {...props} onSaved={saved} onCancel={cancel} /> : <PersonalRows customer={customer} fields={props.fields} />}
    </Card>
  );
};
