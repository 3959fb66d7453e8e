import { useState } from 'react';
import {
  saveCardFailureMessage,
  savedCardBody,
  savedCardNotice,
  validateCardForm,
  type CardField,
  type CardFormValues,
  type ProviderCardField,
  type Result,
  type TokenisedCard,
} from '@estudio/core';
import { useServices } from '../../app/services.js';
import { useAlerts } from '../../ui/Alerts/index.js';

/** What the add-card form needs from saving. */
export interface SaveCard {
  /** The sandbox form's refusals, under their fields (spec 5 'Card form'). */
  readonly fieldErrors: Partial<Record<CardField, string>>;
  /** Why the processor or the server refused the card; null when nothing failed. */
  readonly failure: string | null;
  readonly busy: boolean;
  /** Checks the card, tokenises it with the sandbox and saves it; true when saved. */
  readonly save: (values: CardFormValues) => Promise<boolean>;
  /** Tokenises the card typed in the provider's field (Stripe's) and saves it; true when saved. */
  readonly saveFromField: (field: ProviderCardField) => Promise<boolean>;
}

/**
 * Saving a card (spec 7 POST /metodosPago): the browser tokenises the card
 * and the server keeps the token as a reusable source. The sandbox form is
 * checked by core first, nothing sent while it refuses, then tokenised by
 * the sandbox (`checkout.cardToken`); the card provider's field tokenises
 * itself (`field.tokenize()`). Either way '¡Método de Pago guardado con
 * éxito!' on success, and a refusal reads spec 8's card text.
 */
export const useSaveCard = (onSaved: () => void): SaveCard => {
  const { api, clock, config } = useServices();
  const alerts = useAlerts();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<CardField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** The one way a card is saved, whoever tokenised it. */
  const saveToken = async (tokenise: () => Promise<Result<TokenisedCard>>): Promise<boolean> => {
    setBusy(true);
    const token = await tokenise();
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

  const save = async (values: CardFormValues): Promise<boolean> => {
    const checked = validateCardForm(values, clock.now(), config.rules.timezone);
    setFieldErrors(checked.ok ? {} : checked.errors);
    setFailure(null);
    if (!checked.ok || busy) return false;
    const { number, exp_month, exp_year, cvc } = checked.card.token;
    return saveToken(() => api.checkout.cardToken({ number, exp_month: Number(exp_month), exp_year: Number(exp_year), cvc }));
  };

  const saveFromField = async (field: ProviderCardField): Promise<boolean> => {
    setFailure(null);
    if (busy) return false;
    return saveToken(() => field.tokenize());
  };

  return { fieldErrors, failure, busy, save, saveFromField };
};
