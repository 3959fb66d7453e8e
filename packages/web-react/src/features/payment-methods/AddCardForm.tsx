import { useId, useState, type FormEvent } from 'react';
import { messages, type CardFormValues } from '@estudio/core';
import { Button } from '../../ui/Button/index.js';
import { Card } from '../../ui/Card/index.js';
import { CardForm, EMPTY_CARD } from '../checkout/CardForm.js';
import { useSaveCard } from './useSaveCard.js';
import * as styles from './paymentMethods.css.js';

/**
 * 'Agregar tarjeta': the checkout's card form (spec 5), then 'Guardar
 * tarjeta'. A refusal reads its text in an alert right above the button,
 * as at checkout; a saved card empties the form and joins the list.
 */
export const AddCardForm = ({ onSaved }: { onSaved: () => void }) => {
  const titleId = useId();
  const [values, setValues] = useState<CardFormValues>(EMPTY_CARD);
  const saving = useSaveCard(onSaved);
  const t = messages.myPaymentMethods;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await saving.save(values)) setValues(EMPTY_CARD);
  };

  return (
    <Card as="section" className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {t.addTitle}
      </h2>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <CardForm values={values} errors={saving.fieldErrors} onChange={setValues} />
        {saving.failure ? (
          <p role="alert" className={styles.failure}>
            {saving.failure}
          </p>
        ) : null}
        {saving.busy ? (
          <p role="status" className={styles.muted}>
            {t.saving}
          </p>
        ) : null}
        <Button type="submit" block busy={saving.busy}>
          {t.save}
        </Button>
      </form>
    </Card>
  );
};
