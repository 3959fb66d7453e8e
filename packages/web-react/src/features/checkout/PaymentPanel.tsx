import { useState, type FormEvent } from 'react';
import { cardFieldEmpty, messages, validateCardForm, type CardField, type CardFormValues, type CheckoutView } from '@estudio/core';
import { useServices } from '../../app/services.js';
import { Button } from '../../ui/Button/index.js';
import { Card } from '../../ui/Card/index.js';
import { TermsCheckbox } from '../auth/TermsCheckbox.js';
import { CardForm, EMPTY_CARD } from './CardForm.js';
import { choiceOptions, isFreePackage } from './checkout.rules.js';
import { PaymentChoices } from './PaymentChoices.js';
import type { CheckoutData } from './useCheckoutData.js';
import { WhatsAppCheckout } from './WhatsAppCheckout.js';
import * as styles from './checkout.css.js';

/** Props of {@link PaymentPanel}. */
export interface PaymentPanelProps {
  readonly view: CheckoutView;
  readonly data: CheckoutData;
  /** The 'buy by WhatsApp' link, when the studio offers it. */
  readonly whatsapp: string | null;
}

/**
 * How a signed-in buyer pays (spec 4 and 5): the ways on offer, the card
 * form when paying by card in place, the terms checkbox when legal pages
 * are required, and 'Pagar Ahora', disabled until core's machine allows it
 * (terms ticked, card field filled, nothing pending). A refusal reads its
 * spec 8 text in an alert right above the button.
 */
export const PaymentPanel = ({ view, data, whatsapp }: PaymentPanelProps) => {
  const { clock, config } = useServices();
  const [card, setCard] = useState<CardFormValues>(EMPTY_CARD);
  const [cardErrors, setCardErrors] = useState<Partial<Record<CardField, string>>>({});
  const free = isFreePackage(data.pkg);
  const cardInPlace = !free && view.choice === 'card' && config.checkout.cardCheckoutMode !== 'session';

  const changeCard = (values: CardFormValues) => {
    setCard(values);
    view.setCardEmpty(cardFieldEmpty(values));
  };

  const pay = (event: FormEvent) => {
    event.preventDefault();
    if (view.payDisabled) return;
    if (!cardInPlace) return view.pay();
    const checked = validateCardForm(card, clock.now(), config.rules.timezone);
    setCardErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) view.pay(checked.card.token);
  };

  return (
    <Card as="section" className={styles.card} aria-label={messages.checkoutPage.paymentTitle}>
      <form className={styles.form} onSubmit={pay} noValidate>
        {free ? null : (
          <PaymentChoices options={choiceOptions(view.choices, data.methods)} chosen={view.choice} onChoose={view.choose} disabled={view.busy} />
        )}
        {cardInPlace ? <CardForm values={card} errors={cardErrors} onChange={changeCard} /> : null}
        {view.termsRequired ? (
          <TermsCheckbox pages={data.requiredPages} checked={view.termsAccepted} onChange={view.setTermsAccepted} />
        ) : null}
        {view.error ? (
          <p role="alert" className={styles.failure}>
            {view.error.message}
          </p>
        ) : null}
        {view.busy ? (
          <p role="status" className={styles.muted}>
            {messages.checkout.processing}
          </p>
        ) : null}
        <Button type="submit" block size="lg" busy={view.busy} disabled={view.payDisabled}>
          {view.payLabel}
        </Button>
        {whatsapp ? <WhatsAppCheckout href={whatsapp} /> : null}
      </form>
    </Card>
  );
};
