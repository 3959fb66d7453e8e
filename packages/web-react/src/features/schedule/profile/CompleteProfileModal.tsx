import { useState, type FormEvent } from 'react';
import { messages, type AppError, type Customer } from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { useSession } from '../../../app/session.js';
import { useAlerts } from '../../../ui/Alerts/index.js';
import { Button } from '../../../ui/Button/index.js';
import { Modal } from '../../../ui/Modal/index.js';
import { TextField } from '../../../ui/TextField/index.js';
import { pendingProfileEntries, type ProfileFieldKey } from '../../member/profileWarning.js';
import { profileErrors, profileUpdate, type ProfileErrors, type ProfileValues } from './completeProfile.rules.js';
import * as styles from '../reserve/modals.css.js';

/** Props of {@link CompleteProfileModal}. */
export interface CompleteProfileModalProps {
  readonly customer: Customer;
  /** Without it the modal cannot be closed (spec 4: on /mystudio it is not closable). */
  readonly onClose?: () => void;
  /** After the profile is saved and reloading. */
  readonly onSaved?: () => void;
}

const INPUT: Record<ProfileFieldKey, { type?: 'tel'; autoComplete: string }> = {
  name: { autoComplete: 'given-name' },
  last_name: { autoComplete: 'family-name' },
  phone: { type: 'tel', autoComplete: 'tel-national' },
};

/**
 * 'Completar Información' (spec 2 and 4): the required profile fields still
 * empty, asked in place and saved with PUT /customer, since the profile
 * screen (/mystudio/informacion) belongs to a later slice. Saving reloads
 * the session's profile, which closes the modal where it is not closable.
 */
export const CompleteProfileModal = ({ customer, onClose, onSaved }: CompleteProfileModalProps) => {
  const { api } = useServices();
  const session = useSession();
  const alerts = useAlerts();
  const [entries] = useState(() => pendingProfileEntries(customer));
  const [values, setValues] = useState<ProfileValues>(() => Object.fromEntries(entries.map((e) => [e.key, ''])));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [failure, setFailure] = useState<AppError | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const found = profileErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const saved = await api.customer.update(profileUpdate(values));
    setBusy(false);
    if (!saved.ok) return setFailure(saved.error);
    alerts.success(messages.profile.updated);
    session.reloadProfile();
    onSaved?.();
  };

  return (
    <Modal open title={messages.booking.profileTitle} onClose={onClose} hideClose={!onClose}>
      <form className={styles.stack} onSubmit={(event) => void submit(event)} noValidate>
        <p className={styles.text}>{messages.booking.profileIntro}</p>
        {failure ? (
          <p role="alert" className={styles.failure}>
            {failure.message}
          </p>
        ) : null}
        {entries.map(({ key, label }) => (
          <TextField
            key={key}
            name={key}
            label={label}
            required
            {...INPUT[key]}
            value={values[key] ?? ''}
            onChange={(value) => setValues((all) => ({ ...all, [key]: value }))}
            error={errors[key]}
          />
        ))}
        <Button type="submit" block busy={busy}>
          {messages.booking.profileSave}
        </Button>
      </form>
    </Modal>
  );
};
