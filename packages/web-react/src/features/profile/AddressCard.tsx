import { useState, type FormEvent, type Ref } from 'react';
import {
  addressBody,
  addressFormValues,
  isAddressLoaded,
  messages,
  saveModeOf,
  type AddressRecord,
  type ApiPort,
  type DynamicField,
  type Result,
} from '@estudio/core';
import { useServices } from '../../app/services.js';
import { useSession } from '../../app/session.js';
import { useAlerts } from '../../ui/Alerts/index.js';
import { Button } from '../../ui/Button/index.js';
import { Card } from '../../ui/Card/index.js';
import { DynamicForm } from '../forms/DynamicForm.js';
import { useDynamicForm } from '../forms/useDynamicForm.js';
import { CardEditForm } from './CardEditForm.js';
import { addressLines, addressOutcome } from './profile.rules.js';
import { useEditFocus } from './useEditFocus.js';
import * as styles from './profile.css.js';

const text = messages.profileScreen;
const TITLE_ID = 'perfil-direccion';

/** Props of {@link AddressCard}. */
export interface AddressCardProps {
  /** Her address from GET /addresses, or null. A null city means it is not loaded (spec 3). */
  readonly address: AddressRecord | null;
  /** Form 6's fields. */
  readonly fields: readonly DynamicField[];
  /** After a save, and when an edit is cancelled (spec 2): her record and address read again. */
  readonly onReload: () => Promise<void>;
}

/** Spec 4, Save rule: an update when the address has a numeric id, otherwise a create. */
const saveAddress = (api: ApiPort, address: AddressRecord | null, values: Readonly<Record<string, unknown>>): Promise<Result<AddressRecord>> =>
  address && saveModeOf(address.address_id) === 'update'
    ? api.addresses.update(address.address_id, addressBody(values))
    : api.addresses.create(addressBody(values));

interface AddressEditProps {
  readonly address: AddressRecord | null;
  readonly fields: readonly DynamicField[];
  readonly onSaved: () => void;
  readonly onCancel: () => void;
  readonly formRef: Ref<HTMLFormElement>;
}

/** The edit mode: form 6, checked with spec 5's address messages before anything is sent. */
const AddressEdit = ({ address, fields, onSaved, onCancel, formRef }: AddressEditProps) => {
  const { api } = useServices();
  const alerts = useAlerts();
  const form = useDynamicForm(fields, addressFormValues(address));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refused = addressOutcome(fields, form.values);
    if (refused) return form.refuse(refused);
    setBusy(true);
    setFailure(null);
    const saved = await saveAddress(api, address, form.values);
    setBusy(false);
    if (!saved.ok) return setFailure(saved.error.message);
    alerts.success(messages.formsApi.addressSaved);
    onSaved();
  };

  return (
    <CardEditForm onSubmit={(event) => void submit(event)} busy={busy} failure={failure} onCancel={onCancel} labelledBy={TITLE_ID} formRef={formRef}>
      <DynamicForm form={form} fields={fields} idPrefix="direccion" />
    </CardEditForm>
  );
};

/**
 * 'Dirección de Facturación' (spec 2, Profile page): her address in lines,
 * or 'Aún no has agregado…' and 'Agregar dirección' when she has none or
 * its city is null (not loaded); the edit mode is form 6. A missing city,
 * state or country is refused with spec 5's words and nothing is sent.
 * Focus follows the edit: into form 6's first field, then back to 'Editar'
 * (or the title while no address shows, as right after her first save).
 */
export const AddressCard = ({ address, fields, onReload }: AddressCardProps) => {
  const session = useSession();
  const [editing, setEditing] = useState(false);
  const focus = useEditFocus(editing);
  const loaded = isAddressLoaded(address);
  const close = () => {
    setEditing(false);
    void onReload();
    session.reloadProfile();
  };
  return (
    <Card as="section" aria-labelledby={TITLE_ID} className={styles.card}>
      <div ref={focus.header} className={styles.cardHeader}>
        <h2 id={TITLE_ID} ref={focus.title} tabIndex={-1} className={styles.cardTitle}>
          {text.addressTitle}
        </h2>
        {editing || !loaded ? null : (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)} aria-label={text.editAddress}>
            {text.edit}
          </Button>
        )}
      </div>
      {editing ? <AddressEdit address={address} fields={fields} onSaved={close} onCancel={close} formRef={focus.form} /> : null}
      {!editing && loaded && address ? (
        <address className={styles.lines}>
          {addressLines(address).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      ) : null}
      {!editing && !loaded ? (
        <>
          <p className={styles.muted}>{text.noAddress}</p>
          <div>
            <Button onClick={() => setEditing(true)}>{text.addAddress}</Button>
          </div>
        </>
      ) : null}
    </Card>
  );
};
