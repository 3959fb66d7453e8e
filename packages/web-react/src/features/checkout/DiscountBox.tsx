import { useState, type FormEvent } from 'react';
import { messages, type CheckoutView } from '@estudio/core';
import { Button } from '../../ui/Button/index.js';
import { TextField } from '../../ui/TextField/index.js';
import * as styles from './checkout.css.js';

/**
 * The discount code box (spec 5: only signed in, only with discounts
 * enabled; the view shows it when core's `showDiscountForm` says so). The
 * code is checked against the package (GET /discounts/code/{code}); a
 * refusal reads spec 8 'Discounts' in an alert, and the spinner clears.
 */
export const DiscountBox = ({ view }: { view: CheckoutView }) => {
  const [code, setCode] = useState('');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    view.applyDiscount(code);
  };
  if (view.discount) {
    return (
      <div className={styles.discountRow}>
        <p className={styles.text}>{view.discount.code}</p>
        <Button variant="ghost" size="sm" onClick={view.clearDiscount}>
          {messages.checkout.removeDiscount}
        </Button>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={apply} noValidate>
      <div className={styles.discountRow}>
        <TextField label={messages.checkout.discountLabel} name="discount_code" value={code} onChange={setCode} autoComplete="off" maxLength={40} />
        <Button type="submit" variant="secondary" busy={view.discountBusy} disabled={code.trim() === ''}>
          {messages.checkout.applyDiscount}
        </Button>
      </div>
      {view.discountError ? (
        <p role="alert" className={styles.failure}>
          {view.discountError}
        </p>
      ) : null}
    </form>
  );
};
