import { messages, type ProviderCardField } from '@estudio/core';
import { useState } from 'react';
import { useStudioConfig } from '../../app/services.js';
import { useSession } from '../../app/session.js';
import { Card } from '../../ui/Card/index.js';
import { CheckoutAuth } from './CheckoutAuth.js';
import { isFreePackage, whatsappCheckoutLink } from './checkout.rules.js';
import { DiscountBox } from './DiscountBox.js';
import { OrderSummary } from './OrderSummary.js';
import { PaymentPanel } from './PaymentPanel.js';
import { SignupFeeModal } from './SignupFeeModal.js';
import type { CheckoutData } from './useCheckoutData.js';
import { useCheckoutFlow } from './useCheckoutFlow.js';
import { useSavedCards } from './useSavedCards.js';
import { useSignupFee } from './useSignupFee.js';
import { WhatsAppCheckout } from './WhatsAppCheckout.js';
import * as styles from './checkout.css.js';

/** checkout_disabled: a clear notice instead of any way to pay (and WhatsApp, when the studio sells that way). */
const Unavailable = ({ whatsapp }: { whatsapp: string | null }) => (
  <Card as="section" className={styles.card} aria-label={messages.checkoutPage.paymentTitle}>
    <p role="status" className={styles.text}>
      {messages.checkout.disabled}
    </p>
    {whatsapp ? <WhatsAppCheckout href={whatsapp} /> : null}
  </Card>
);

/**
 * The checkout of one package once its data is loaded: the summary (with
 * the discount box when core offers it), then the sign-in/sign-up toggle
 * while signed out, the payment once signed in, or the notice when buying
 * is switched off; 'Completar Inscripción' over it all when the sign-up fee
 * is still owed.
 */
export const CheckoutForm = ({ data }: { data: CheckoutData }) => {
  const config = useStudioConfig();
  const session = useSession();
  const savedCards = useSavedCards(session.signedIn && config.commerce.paymentSourcesEnabled && !isFreePackage(data.pkg));
  // The card provider's field, once PaymentPanel mounts it: the machine's confirmation uses it.
  const [cardField] = useState(() => ({ current: null as ProviderCardField | null }));
  const view = useCheckoutFlow(data, savedCards, () => cardField.current);
  const fee = useSignupFee(data.pkg, session.signedIn);
  const whatsapp = whatsappCheckoutLink(config, data.pkg);
  return (
    <div className={styles.layout}>
      <OrderSummary pkg={data.pkg} discount={view.discount}>
        {view.showDiscountForm && !view.unavailable ? <DiscountBox view={view} /> : null}
      </OrderSummary>
      <div className={styles.column}>
        {view.unavailable ? (
          <Unavailable whatsapp={whatsapp} />
        ) : view.showAuthToggle ? (
          <CheckoutAuth view={view} />
        ) : (
          <PaymentPanel
            view={view}
            data={data}
            whatsapp={whatsapp}
            savedCards={savedCards ?? []}
            onCardField={(field) => { cardField.current = field; }}
          />
        )}
      </div>
      {fee && !view.unavailable ? <SignupFeeModal notice={fee} packagesPath={config.files.packagesPath} /> : null}
    </div>
  );
};
