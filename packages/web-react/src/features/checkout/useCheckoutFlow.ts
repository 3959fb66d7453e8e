import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { checkoutSuccessMessage, connectCheckout, createCheckoutMachine, type CheckoutView, type SavedCardLike } from '@estudio/core';
import { useServices } from '../../app/services.js';
import { useSession } from '../../app/session.js';
import { useAlerts } from '../../ui/Alerts/index.js';
import { checkoutActors, type CardFieldSource } from './checkoutActors.js';
import { checkoutMachineInput } from './checkout.rules.js';
import { newIdempotencyKey } from './idempotencyKey.js';
import { usePaymentProviders } from './providers/usePaymentProviders.js';
import type { CheckoutData } from './useCheckoutData.js';

/**
 * Runs core's checkout machine for one package, its actors over the ports
 * (and over the card provider's field, when the page mounted one: `cardField`)
 * and its idempotency keys from the browser (`newIdempotencyKey`). The
 * machine decides; this hook acts on its ends: a sign-in tells it
 * (SIGNED_IN), and so do the buyer's saved cards once loaded; a purchase
 * shows spec 8's success text and goes to /gracias/{id} (or
 * checkout_redirect_url), and 'session' mode sends the browser to the
 * provider's page.
 */
export const useCheckoutFlow = (
  data: CheckoutData,
  savedCards: readonly SavedCardLike[] | null = null,
  cardField: CardFieldSource = () => null,
): CheckoutView => {
  const { api, config } = useServices();
  const providers = usePaymentProviders();
  const session = useSession();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const [machine] = useState(() => createCheckoutMachine(checkoutActors(api, data.pkg, cardField)));
  const actor = useActorRef(machine, {
    input: checkoutMachineInput(
      { ...data, config, signedIn: session.signedIn, providerAvailable: providers.subscription !== null },
      newIdempotencyKey,
    ),
  });
  const view = connectCheckout(
    useSelector(actor, (snapshot) => snapshot),
    actor.send,
  );
  const { showAuthToggle, status, destination, sessionUrl, choice } = view;

  useEffect(() => {
    if (session.signedIn && showAuthToggle) actor.send({ type: 'SIGNED_IN' });
  }, [session.signedIn, showAuthToggle, actor]);

  // Saved cards arrive after the machine starts (or after a sign-in on the page): SIGNED_IN offers them.
  useEffect(() => {
    if (session.signedIn && savedCards && savedCards.length > 0) actor.send({ type: 'SIGNED_IN', savedCards });
  }, [session.signedIn, savedCards, actor]);

  // A purchase is acted on once, even if the view renders again before leaving.
  const left = useRef(false);
  useEffect(() => {
    if (left.current) return;
    if (status === 'paid' && destination) {
      left.current = true;
      alerts.success(checkoutSuccessMessage(choice ?? 'card'));
      if (destination.kind === 'internal') void navigate(destination.path);
      else window.location.assign(destination.url);
    } else if (status === 'redirecting' && sessionUrl) {
      left.current = true;
      window.location.assign(sessionUrl);
    }
  }, [status, destination, sessionUrl, choice, alerts, navigate]);

  return view;
};
