import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { checkoutSuccessMessage, connectCheckout, createCheckoutMachine, type CheckoutView } from '@estudio/core';
import { useServices } from '../../app/services.js';
import { useSession } from '../../app/session.js';
import { useAlerts } from '../../ui/Alerts/index.js';
import { checkoutActors } from './checkoutActors.js';
import { checkoutMachineInput } from './checkout.rules.js';
import { newIdempotencyKey } from './idempotencyKey.js';
import type { CheckoutData } from './useCheckoutData.js';

/**
 * Runs core's checkout machine for one package, its actors over the ports
 * and its idempotency keys from the browser (`newIdempotencyKey`). The
 * machine decides; this hook acts on its ends: a sign-in tells it
 * (SIGNED_IN), a purchase shows spec 8's success text and goes to
 * /gracias/{id} (or checkout_redirect_url), and 'session' mode sends the
 * browser to the provider's page.
 */
export const useCheckoutFlow = (data: CheckoutData): CheckoutView => {
  const { api, config } = useServices();
  const session = useSession();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const [machine] = useState(() => createCheckoutMachine(checkoutActors(api, data.pkg)));
  const actor = useActorRef(machine, {
    input: checkoutMachineInput({ ...data, config, signedIn: session.signedIn }, newIdempotencyKey),
  });
  const view = connectCheckout(
    useSelector(actor, (snapshot) => snapshot),
    actor.send,
  );
  const { showAuthToggle, status, destination, sessionUrl, choice } = view;

  useEffect(() => {
    if (session.signedIn && showAuthToggle) actor.send({ type: 'SIGNED_IN' });
  }, [session.signedIn, showAuthToggle, actor]);

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
