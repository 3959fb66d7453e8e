import { useState, type FormEvent } from 'react';
import { messages, validateGuestName } from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { useAlerts } from '../../../ui/Alerts/index.js';
import { Modal } from '../../../ui/Modal/index.js';
import { TextField } from '../../../ui/TextField/index.js';
import type { ReservationRow } from '../list/reservationRow.rules.js';
import * as styles from './modals.css.js';

/** Props of {@link GuestNameModal}. */
export interface GuestNameModalProps {
  readonly row: ReservationRow;
  readonly onClose: () => void;
  readonly onSaved: () => void;
}

/**
 * Changes the name of a reservation's guest (spec 7 PUT /single_class/guest):
 * at least 2 characters (spec 5, 'Debes ingresar un nombre para tu
 * invitado'), then 'Nombre actualizado.'; a refusal shows the server's message.
 */
export const GuestNameModal = ({ row, onClose, onSaved }: GuestNameModalProps) => {
  const { api } = useServices();
  const alerts = useAlerts();
  const [name, setName] = useState(row.guest ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const r = messages.reservations;

  const save = async () => {
    const valid = validateGuestName(name);
    if (!valid.ok) return setError(valid.error.message);
    setError(null);
    setBusy(true);
    const result = await api.reservations.renameGuest({ class_reservation_id: row.id, name: valid.value });
    setBusy(false);
    if (!result.ok) return alerts.error(result.error.message);
    alerts.success(r.guestUpdated);
    onSaved();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  return (
    <Modal open title={r.guestTitle} size="sm" onClose={busy ? undefined : onClose} onCancel={onClose} onOk={() => void save()} okLabel={r.guestSave} okBusy={busy}>
      <form className={styles.stack} onSubmit={submit} noValidate>
        <p className={styles.subject}>
          {row.typeName} · {row.dateTime}
        </p>
        <TextField label={messages.booking.guestName} name="guest" value={name} onChange={setName} error={error} required autoComplete="off" />
      </form>
    </Modal>
  );
};
