import { useId, useState } from 'react';
import { fill, messages, validateCancelReason } from '@estudio/core';
import { useServices } from '../../app/services.js';
import { useAlerts } from '../../ui/Alerts/index.js';
import { FieldLabel, fieldStyles } from '../../ui/Field/index.js';
import { Modal } from '../../ui/Modal/index.js';
import type { PurchaseRow } from './purchaseRow.rules.js';
import * as styles from './purchases.css.js';

/** Props of {@link CancelSubscriptionModal}. */
export interface CancelSubscriptionModalProps {
  readonly row: PurchaseRow;
  readonly onClose: () => void;
  /** After the server cancelled it: the list reloads. */
  readonly onCancelled: () => void;
}

/**
 * The 'Precaución' dialog of 'Cancelar Suscripción' (spec 4 and 8): the
 * reason is required; without one, 'Debes indicar un motivo de
 * cancelación.' shows under the field and nothing is sent. Success reads
 * '¡Suscripción cancelada!'; a refusal shows the server's message.
 */
export const CancelSubscriptionModal = ({ row, onClose, onCancelled }: CancelSubscriptionModalProps) => {
  const { api } = useServices();
  const alerts = useAlerts();
  const id = useId();
  const errorId = `${id}-error`;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = messages.myPurchases;

  const submit = async () => {
    const valid = validateCancelReason(reason);
    if (!valid.ok) return setError(valid.error.message);
    setError(null);
    setBusy(true);
    const result = await api.purchases.cancel(row.id, valid.value);
    setBusy(false);
    if (!result.ok) return alerts.error(result.error.message);
    alerts.success(messages.admin.subscriptionCancelled);
    onCancelled();
  };

  return (
    <Modal
      open
      title={messages.common.confirmTitle}
      onClose={busy ? undefined : onClose}
      onCancel={onClose}
      cancelLabel={t.back}
      onOk={() => void submit()}
      okLabel={t.confirmCancel}
      okBusy={busy}
    >
      <div className={styles.stack}>
        <p className={styles.question}>{fill(t.cancelQuestion, { title: row.title })}</p>
        <div className={fieldStyles.field}>
          <label htmlFor={id} className={fieldStyles.label}>
            <FieldLabel required>{messages.purchases.cancelReasonLabel}</FieldLabel>
          </label>
          <textarea
            id={id}
            name="reason"
            required
            maxLength={500}
            className={`${fieldStyles.control} ${styles.reason}`}
            value={reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {error ? (
            <p id={errorId} className={fieldStyles.error}>
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </Modal>
  );
};
