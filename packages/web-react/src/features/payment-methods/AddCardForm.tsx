import { useId, useState, type FormEvent } from 'react';
import { messages, type CardFormValues, type CardProviderPort } from '@estudio/core';
import { Card } from '../../ui/Card/index.js';
import { CardForm, EMPTY_CARD } from '../checkout/CardForm.js';
import { ProviderCardSave } from './ProviderCardSave.js';
import { SaveCardActions } from './SaveCardActions.js';
import { useSaveCard } from './useSaveCard.js';
import * as styles from './paymentMethods.css.js';

/** The sandbox's card form (the checkout's, spec 5), emptied once its card is saved. */
const SandboxCardSave = ({ onSaved }: { onSaved: () => void }) => {
  const [values, setValues] = useState<CardFormValues>(EMPTY_CARD);
  const saving = useSaveCard(onSaved);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await saving.save(values)) setValues(EMPTY_CARD);
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <CardForm values={values} errors={saving.fieldErrors} onChange={setValues} />
      <SaveCardActions saving={saving} />
    </form>
  );
};

/** Props of {@link AddCardForm}. */
export interface AddCardFormProps {
  /** The studio's card provider (Stripe, with a `card_public_key`); null for the sandbox. */
  readonly provider: CardProviderPort | null;
  readonly onSaved: () => void;
}

/**
 * 'Agregar tarjeta', then 'Guardar tarjeta': the card provider's own field
 * when the studio has one, else the checkout's sandbox card form. A refusal
 * reads its text in an alert right above the button, as at checkout; a
 * saved card empties the form and joins the list.
 */
export const AddCardForm = ({ provider, onSaved }: AddCardFormProps) => {
  const titleId = useId();
  return (
    <Card as="section" className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {messages.myPaymentMethods.addTitle}
      </h2>
      {provider ? <ProviderCardSave provider={provider} onSaved={onSaved} /> : <SandboxCardSave onSaved={onSaved} />}
    </Card>
  );
};
