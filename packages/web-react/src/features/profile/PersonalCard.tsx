import { useState, type Ref } from 'react';
import { customerFormValues, fill, messages, type Customer, type DynamicField } from '@estudio/core';
import { useServices } from '../../app/services.js';
import { useSession } from '../../app/session.js';
import { Button } from '../../ui/Button/index.js';
import { Card } from '../../ui/Card/index.js';
import { PasswordField } from '../../ui/PasswordField/index.js';
import { DynamicForm } from '../forms/DynamicForm.js';
import { useDynamicForm } from '../forms/useDynamicForm.js';
import { CardEditForm } from './CardEditForm.js';
import { ProfilePhoto } from './ProfilePhoto.js';
import { emailChanged, personalRows } from './profile.rules.js';
import { useCustomerFormSave } from './useCustomerFormSave.js';
import { useEditFocus } from './useEditFocus.js';
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

/**
 * The edit mode: the personal form, 'Guardar' and 'Cancelar'. A new e-mail
 * asks for 'Contraseña actual' with the server's own provider, which
 * refuses the change without it (Firebase accounts prove themselves there).
 */
const PersonalEdit = ({ data, fields, onSaved, onCancel, formRef }: PersonalCardProps & { formRef: Ref<HTMLFormElement> }) => {
  const { config } = useServices();
  const form = useDynamicForm(fields, customerFormValues(data.customer));
  const [currentPassword, setCurrentPassword] = useState('');
  const asksPassword = config.identity.provider === 'server' && emailChanged(data.customer, form.values.email);
  const subject = { customer: data.customer, fields, customFields: data.customFields, currentPassword: asksPassword ? currentPassword : undefined };
  const { busy, failure, submit } = useCustomerFormSave(form, subject, onSaved);
  return (
    <CardEditForm onSubmit={submit} busy={busy} failure={failure} onCancel={onCancel} labelledBy={TITLE_ID} formRef={formRef}>
      <DynamicForm form={form} fields={fields} idPrefix="perfil" />
      {asksPassword ? (
        <PasswordField
          label={messages.auth.currentPasswordLabel}
          hint={messages.auth.currentPasswordHint}
          name="current_password"
          required
          value={currentPassword}
          onChange={setCurrentPassword}
        />
      ) : null}
    </CardEditForm>
  );
};

/**
 * 'Información Personal' (spec 2, Profile page): the view mode shows her
 * photo, name, data and custom values, and the e-mail waiting for its
 * confirmation; 'Editar' opens the edit mode. Saving goes through core's
 * save sequence; 'Cancelar' leaves the edits and reloads her record.
 * Focus follows the edit: into the form's first field, back to 'Editar'.
 */
export const PersonalCard = (props: PersonalCardProps) => {
  const session = useSession();
  const [editing, setEditing] = useState(false);
  const focus = useEditFocus(editing);
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
      <div ref={focus.header} className={styles.cardHeader}>
        <h2 id={TITLE_ID} ref={focus.title} tabIndex={-1} className={styles.cardTitle}>
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
      {editing ? <PersonalEdit {...props} onSaved={saved} onCancel={cancel} formRef={focus.form} /> : <PersonalRows customer={customer} fields={props.fields} />}
    </Card>
  );
};
