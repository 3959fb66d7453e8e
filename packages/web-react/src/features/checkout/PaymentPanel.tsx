import { useState, type FormEvent } from 'react';
import {
  cardFieldEmpty,
  messages,
  validateCardForm,
  type CardField,
  type CardFormValues,
  type CheckoutView,
  type ProviderCardField as ProviderField,
  type SavedCardLike,
} from '@estudio/core';
import { useServices } from '../../app/services.js';
import { Button } from '../../ui/Button/index.js';
import { Card } from '../../ui/Card/index.js';
import { TermsCheckbox } from '../auth/TermsCheckbox.js';
import { CardForm, EMPTY_CARD } from './CardForm.js';
import { choiceOptions, isFreePackage } from './checkout.rules.js';
import { PaymentChoices } from './PaymentChoices.js';
import { ProviderCardField } from './providers/ProviderCardField.js';
import { ProviderPayment } from './providers/ProviderPayment.js';
import { usePaymentProviders } from './providers/usePaymentProviders.js';
import type { CheckoutData } from './useCheckoutData.js';
import { WhatsAppCheckout } from './WhatsAppCheckout.js';
import * as styles from './checkout.css.js';

/** Props of {@link PaymentPanel}. */
export interface PaymentPanelProps {
  readonly view: CheckoutView;
  readonly data: CheckoutData;
  /** The 'buy by WhatsApp' link, when the studio offers it. */
  readonly whatsapp: string | null;
  /** The buyer's saved cards, each offered as its own choice when core offers 'saved'. */
  readonly savedCards?: readonly SavedCardLike[];
  /** The card provider's field once mounted (null once removed): the machine confirms the payment with it. */
  readonly onCardField?: (field: ProviderField | null) => void;
}

/**
 * How a signed-in buyer pays (spec 4 and 5): the ways on offer, the card
 * form when paying by card in place (the card provider's own field when the
 * studio has one, else the sandbox form), the terms checkbox when legal
 * pages are required, and 'Pagar Ahora', disabled until core's machine
 * allows it (terms ticked, card field filled, nothing pending); the
 * subscription provider pays through its own buttons instead. A refusal
 * reads its spec 8 text in an alert right above the button.
 */
export const PaymentPanel = ({ view, data, whatsapp, savedCards = [], onCardField = () => undefined }: PaymentPanelProps) => {
  const { clock, config } = useServices();
  const providers = usePaymentProviders();
  const [card, setCard] = useState<CardFormValues>(EMPTY_CARD);
  const [cardErrors, setCardErrors] = useState<Partial<Record<CardField, string>>>({});
  const free = isFreePackage(data.pkg);
  const cardInPlace = !free && view.choice === 'card' && config.checkout.cardCheckoutMode !== 'session';
  const providerField = cardInPlace ? providers.card : null;
  const providerButtons = !free && view.choice === 'provider' ? providers.subscription : null;

  const changeCard = (values: CardFormValues) => {
    setCard(values);
    view.setCardEmpty(cardFieldEmpty(values));
  };

  const pay = (event: FormEvent) => {
    event.preventDefault();
    if (view.payDisabled) return;
    if (!cardInPlace || providerField) return view.pay();
    const checked = validateCardForm(card, clock.now(), config.rules.timezone);
    setCardErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) view.pay(checked.card.token);
  };

  return (
    <Card as="section" className={styles.card} aria-label={messages.checkoutPage.paymentTitle}>
      <form className={styles.form} onSubmit={pay} noValidate>
        {free ? null : (
          <PaymentChoices
            options={choiceOptions(view.choices, data.methods, savedCards)}
            chosen={view.choice}
            chosenCard={view.savedCardId}
            onChoose={view.choose}
            disabled={view.busy}
          />
        )}
        {providerField ? (
          <ProviderCardField provider={providerField} onEmptyChange={view.setCardEmpty} onField={onCardField} />
        ) : cardInPlace ? (
          <CardForm values={card} errors={cardErrors} onChange={changeCard} />
        ) : null}
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
        {providerButtons ? (
          <ProviderPayment provider={providerButtons} view={view} pkg={data.pkg} />
        ) : (
          <Button type="submit" block size="lg" busy={view.busy} disabled={view.payDisabled}>
            {view.payLabel}
          </Button>
        )}
        {whatsapp ? <WhatsAppCheckout href={whatsapp} /> : null}
      </form>
    </Card>
  );
};
