import { cardBrand, fill, formatCardNumber, messages, type CardField, type CardFormValues } from '@estudio/core';
import { TextField } from '../../ui/TextField/index.js';
import * as styles from './checkout.css.js';

/** An empty card form. */
export const EMPTY_CARD: CardFormValues = { number: '', name: '', expiry: '', cvc: '' };

/** Props of {@link CardForm}. */
export interface CardFormProps {
  readonly values: CardFormValues;
  readonly errors: Partial<Record<CardField, string>>;
  readonly onChange: (values: CardFormValues) => void;
}

/** 'Tarjeta Visa' once a first digit is typed (spec 5: 3 amex, 4 visa, otherwise mastercard). */
const brandHint = (number: string): string | undefined =>
  number.trim() === '' ? undefined : fill(messages.checkoutPage.cardBrandHint, { brand: messages.checkout.cardBrands[cardBrand(number)] });

/**
 * The sandbox card form (spec 5 'Card form'): the number in groups of 4
 * with its brand from the first digit, the name on the card, the expiry as
 * MM/YYYY and the CVC. Checking it is core's `validateCardForm`, run when
 * paying; each refusal shows under its field.
 */
export const CardForm = ({ values, errors, onChange }: CardFormProps) => {
  const set = (key: CardField) => (value: string) => onChange({ ...values, [key]: key === 'number' ? formatCardNumber(value) : value });
  return (
    <div className={styles.form}>
      <TextField
        label={messages.checkoutPage.cardNumber}
        name="card_number"
        value={values.number}
        onChange={set('number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        required
        hint={brandHint(values.number)}
        error={errors.number}
      />
      <TextField
        label={messages.checkoutPage.cardName}
        name="card_name"
        value={values.name}
        onChange={set('name')}
        autoComplete="cc-name"
        required
        error={errors.name}
      />
      <div className={styles.pair}>
        <TextField
          label={messages.checkoutPage.cardExpiry}
          name="card_expiry"
          value={values.expiry}
          onChange={set('expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/AAAA"
          maxLength={9}
          required
          error={errors.expiry}
        />
        <TextField
          label={messages.checkoutPage.cardCvc}
          name="card_cvc"
          value={values.cvc}
          onChange={set('cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          required
          error={errors.cvc}
        />
      </div>
    </div>
  );
};
