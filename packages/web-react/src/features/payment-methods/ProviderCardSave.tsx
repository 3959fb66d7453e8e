import { useState, type FormEvent } from 'react';
import type { CardProviderPort, ProviderCardField as Field } from '@estudio/core';
import { ProviderCardField } from '../checkout/providers/ProviderCardField.js';
import { SaveCardActions } from './SaveCardActions.js';
import { useSaveCard } from './useSaveCard.js';
import * as styles from './paymentMethods.css.js';

/** Props of {@link ProviderCardSave}. */
export interface ProviderCardSaveProps {
  readonly provider: CardProviderPort;
  readonly onSaved: () => void;
}

/**
 * Saving a card typed in the card provider's own field (Stripe's card
 * Element, the checkout's {@link ProviderCardField}): the number never
 * reaches the page. 'Guardar tarjeta' waits while the field is empty, then
 * the field tokenises the card and the server keeps it. A saved card
 * mounts a fresh, empty field, as the sandbox form empties itself.
 */
export const ProviderCardSave = ({ provider, onSaved }: ProviderCardSaveProps) => {
  const saving = useSaveCard(onSaved);
  const [field, setField] = useState<Field | null>(null);
  const [empty, setEmpty] = useState(true);
  const [mount, setMount] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (field === null || empty) return;
    if (!(await saving.saveFromField(field))) return;
    setEmpty(true);
    setMount((n) => n + 1);
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <ProviderCardField key={mount} provider={provider} onEmptyChange={setEmpty} onField={setField} />
      <SaveCardActions saving={saving} disabled={field === null || empty} />
    </form>
  );
};
