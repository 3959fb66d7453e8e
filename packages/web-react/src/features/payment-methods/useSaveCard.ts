import { useState } from 'react';
import {
  saveCardFailureMessage,
  savedCardBody,
  savedCardNotice,
  validateCardForm,
  type CardField,
  type CardFormValues,
} from '@estudio/core';
import { useServices } from '../../app/services.js';
import { useAlerts } from '../../ui/Alerts/index.js';

/** What the add-card form needs from saving. */
export interface SaveCard {
  /** The form's refusals, under their fields (spec 5 'Card form'). */
  readonly fieldErrors: Partial<Record<CardField, string>>;
  /** Why the processor or the server refused the card; null when nothing failed. */
  readonly failure: string | null;
  readonly busy: boolean;
  /** Checks the card, tokenises it with the sandbox and saves it; true when saved. */
  readonly save: (values: CardFormValues) => Promise<boolean>;
}

/**
 * Saving a card (spec 7 POST /metodosPago): core's card-form checks first,
 * nothing sent while they refuse; then the browser tokenises the card
 * (the sandbox, `checkout.cardToken`) and the server keeps the token as a
 * reusable source. '¡Método de Pago guardado con éxito!' on success; a
 * refusal of the processor reads spec 8's card text.
 */
export const useSaveCard = (onSaved: () => void): SaveCard => {
  const { api, clock, config } = useServices();
  const alerts = useAlerts();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<CardField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (values: CardFormValues): Promise<boolean> => {
    const checked = validateCardForm(values, clock.now(), config.rules.timezone);
    setFieldErrors(checked.ok ? {} : checked.errors);
    setFailure(null);
    if (!checked.ok || busy) return false;
    setBusy(true);
    const { number, exp_month, exp_year, cvc } = checked.card.token;
    const token = await api.checkout.cardToken({ number, exp_month: Number(exp_month), exp_year: Number(exp_year), cvc });
    const saved = token.ok ? await api.savedCards.save(savedCardBody(token.value)) : token;
    setBusy(false);
    if (!saved.ok) {
      setFailure(saveCardFailureMessage(saved.error));
      return false;
    }
    alerts.success(savedCardNotice());
    onSaved();
    return true;
  };

  return { fieldErrors, failure, busy, save };
};
