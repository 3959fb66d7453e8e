import { messages, type PaymentChoice } from '@estudio/core';
import { isChosen, type ChoiceOption } from './checkout.rules.js';
import * as styles from './checkout.css.js';

/** Props of {@link PaymentChoices}. */
export interface PaymentChoicesProps {
  readonly options: readonly ChoiceOption[];
  readonly chosen: PaymentChoice | null;
  /** The saved card chosen, when paying with one. */
  readonly chosenCard?: number | null;
  readonly onChoose: (choice: PaymentChoice, savedCardId?: number) => void;
  readonly disabled?: boolean;
}

/**
 * The ways to pay on offer (spec 4 'Checkout payment choice'), as one radio
 * group: the studio's own names ('Efectivo', 'Tarjeta de crédito o
 * débito') with their descriptions, and each saved card ('Visa terminación
 * 4242'). Core decides which are offered and which is chosen first.
 */
export const PaymentChoices = ({ options, chosen, chosenCard = null, onChoose, disabled = false }: PaymentChoicesProps) => (
  <fieldset className={styles.fieldset} disabled={disabled}>
    <legend className={styles.legend}>{messages.checkoutPage.paymentTitle}</legend>
    {options.map((option) => (
      <label key={`${option.choice}-${option.savedCardId ?? ''}`} className={styles.choice}>
        <input
          className={styles.choiceInput}
          type="radio"
          name="payment_choice"
          value={option.savedCardId === undefined ? option.choice : `${option.choice}-${option.savedCardId}`}
          checked={isChosen(option, chosen, chosenCard)}
          onChange={() => onChoose(option.choice, option.savedCardId)}
        />
        <span className={styles.choiceText}>
          <span className={styles.choiceLabel}>{option.label}</span>
          {option.description ? <span className={styles.muted}>{option.description}</span> : null}
        </span>
      </label>
    ))}
  </fieldset>
);
