import { useState } from 'react';
import { messages, removeCardFailureMessage, removeCardQuestion, removedCardNotice, type SavedCardView } from '@estudio/core';
import { useServices } from '../../app/services.js';
import { useAlerts } from '../../ui/Alerts/index.js';
import { Modal } from '../../ui/Modal/index.js';
import * as styles from './paymentMethods.css.js';

/** Props of {@link RemoveCardModal}. */
export interface RemoveCardModalProps {
  readonly card: SavedCardView;
  readonly onClose: () => void;
  /** After the server answered, deleted or not: the list reloads. */
  readonly onDone: () => void;
}

/**
 * Spec 2's 'delete payment method' modal: names the card, 'Regresar' keeps
 * it, 'Eliminar tarjeta' deletes it (DELETE /metodosPago/{id}). Success
 * reads 'Metodo de Pago eliminado con éxito.'; a failure 'Hubo un error al
 * agregar este método de pago.' (spec 8's wording, kept as is).
 */
export const RemoveCardModal = ({ card, onClose, onDone }: RemoveCardModalProps) => {
  const { api } = useServices();
  const alerts = useAlerts();
  const [busy, setBusy] = useState(false);
  const t = messages.myPaymentMethods;

  const remove = async () => {
    setBusy(true);
    const result = await api.savedCards.remove(card.id);
    setBusy(false);
    if (result.ok) alerts.success(removedCardNotice());
    else alerts.error(removeCardFailureMessage());
    onDone();
  };

  return (
    <Modal
      open
      title={t.removeTitle}
      onClose={busy ? undefined : onClose}
      onCancel={onClose}
      cancelLabel={t.back}
      onOk={() => void remove()}
      okLabel={t.confirmRemove}
      okBusy={busy}
    >
      <p className={styles.question}>{removeCardQuestion(card)}</p>
    </Modal>
  );
};
