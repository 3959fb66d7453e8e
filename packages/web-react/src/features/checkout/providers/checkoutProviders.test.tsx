import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  appError, err, ok, type CardFieldState, type CardProviderPort, type CheckoutAttemptBody, type ProviderButtonsHandlers,
  type ProviderCardField, type Result, type CardConfirmation, type SubscriptionProviderPort,
} from '@estudio/core';
import { describe, expect, it } from 'vitest';
import type { PaymentProviders } from '../../../app/services.js';
import { acceptTerms, choose, openCheckout, PACKAGE, payButton, purchasesOfNueva } from '../testing/checkoutPage.js';

const PAGE_TIMEOUT = 15_000;

/** Stripe's part, played by the test: a field the customer 'types' into, and Stripe's answer to the confirmation. */
const stripeStandIn = (answer: Result<CardConfirmation> = ok({ status: 'succeeded', paymentId: 'pi_1' })) => {
  const seen: { change: ((state: CardFieldState) => void) | null; confirmed: string[] } = { change: null, confirmed: [] };
  const field: ProviderCardField = {
    confirm: (secret) => { seen.confirmed.push(secret); return Promise.resolve(answer); },
    tokenize: () => Promise.resolve(ok({ token: 'pm_1', brand: 'visa', last4: '4242' })),
    unmount: () => undefined,
  };
  const card: CardProviderPort = { name: 'stripe', mountCard: (_target, change) => { seen.change = change; return Promise.resolve(ok(field)); } };
  return { card, seen };
};

/** PayPal's part: keeps the button handlers so the test can click and approve. */
const payPalStandIn = () => {
  const seen: { kind: string | null; handlers: ProviderButtonsHandlers | null } = { kind: null, handlers: null };
  const subscription: SubscriptionProviderPort = {
    name: 'paypal',
    renderButtons: (_target, kind, handlers) => { Object.assign(seen, { kind, handlers }); return Promise.resolve(ok({ close: () => undefined })); },
  };
  return { subscription, seen };
};

/** The server's side of Stripe, as the fake plays it: a card attempt without a token opens a payment and answers its clientSecret. */
const attemptsOpeningIntents = (bodies: CheckoutAttemptBody[]) => (fakes: { api: { checkout: object } }) => {
  Object.assign(fakes.api.checkout, {
    attempt: (body: CheckoutAttemptBody) => {
      bodies.push(body);
      return Promise.resolve(ok({ purchase_id: 901, payment_id: null, clientSecret: 'pi_1_secret_abc', session: null }));
    },
  });
};

const withProviders = (providers: PaymentProviders) => ({ services: { paymentProviders: providers } });

describe('/checkout/{id} with Stripe’s card field', { timeout: PAGE_TIMEOUT }, () => {
  it('shows Stripe’s field instead of the sandbox form, and pays once it is filled: the browser confirms the clientSecret', async () => {
    const stripe = stripeStandIn();
    const bodies: CheckoutAttemptBody[] = [];
    const result = await openCheckout(PACKAGE.ten, {
      ...withProviders({ card: stripe.card, subscription: null }),
      config: { cash_checkout_enabled: 'false', card_public_key: 'pk_test_1' },
      prepare: attemptsOpeningIntents(bodies),
    });
    await choose('Tarjeta');
    const panel = screen.getByRole('region', { name: 'Método de pago' });
    expect(await within(panel).findByRole('group', { name: 'Datos de tu tarjeta' })).toBeTruthy();
    expect(within(panel).queryByRole('textbox', { name: /Número de tarjeta/ })).toBeNull();
    await acceptTerms();
    expect(payButton().hasAttribute('disabled')).toBe(true);
    stripe.seen.change?.({ empty: false, complete: true });
    await waitFor(() => expect(payButton().hasAttribute('disabled')).toBe(false));
    await userEvent.click(payButton());
    await waitFor(() => expect(result.location().pathname).toBe('/gracias/901'));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ class_package_id: PACKAGE.ten, payment_method: 'card', card_token: null });
    expect(stripe.seen.confirmed).toEqual(['pi_1_secret_abc']);
  });

  it('reads spec 8’s text when Stripe declines the card, and stays to try again', async () => {
    const stripe = stripeStandIn(err(appError('card_declined/insufficient_funds', 'Your card has insufficient funds.', 402)));
    const result = await openCheckout(PACKAGE.ten, {
      ...withProviders({ card: stripe.card, subscription: null }),
      config: { cash_checkout_enabled: 'false', card_public_key: 'pk_test_1' },
      prepare: attemptsOpeningIntents([]),
    });
    await choose('Tarjeta');
    await screen.findByRole('group', { name: 'Datos de tu tarjeta' });
    await acceptTerms();
    stripe.seen.change?.({ empty: false, complete: true });
    await waitFor(() => expect(payButton().hasAttribute('disabled')).toBe(false));
    await userEvent.click(payButton());
    expect((await screen.findByText('Lo sentimos. Tu tarjeta ha sido rechazada por fondos insuficientes.')).getAttribute('role')).toBe('alert');
    expect(result.location().pathname).toBe(`/checkout/${PACKAGE.ten}`);
  });
});

describe('/checkout/{id} with PayPal’s buttons', { timeout: PAGE_TIMEOUT }, () => {
  const paypalConfig = { subscription_provider_enabled: 'true', subscription_provider_client_id: 'AV-test' };

  it('is not offered without the provider’s client id', async () => {
    await openCheckout(PACKAGE.ten, { ...withProviders({ card: null, subscription: null }), config: { subscription_provider_enabled: 'true' } });
    expect(screen.queryByRole('radio', { name: /^PayPal/ })).toBeNull();
  });

  it('pays a one-off package through PayPal’s window: its button opens the order, the approval is captured', async () => {
    const paypal = payPalStandIn();
    const result = await openCheckout(PACKAGE.ten, { ...withProviders({ card: null, subscription: paypal.subscription }), config: paypalConfig });
    await choose('PayPal');
    await acceptTerms();
    await waitFor(() => expect(paypal.seen.handlers).not.toBeNull());
    expect(paypal.seen.kind).toBe('order');
    expect(screen.queryByRole('button', { name: 'Pagar Ahora' })).toBeNull();
    const started = await paypal.seen.handlers!.start();
    expect(started.ok && started.value.orderID).toMatch(/^ORDER-FAKE-/);
    const again = await paypal.seen.handlers!.start();
    expect(again).toEqual(started);
    const [purchase] = purchasesOfNueva(result);
    expect(purchase?.status).toBe('pending');
    paypal.seen.handlers!.approved({ orderID: started.ok ? started.value.orderID : null, subscriptionID: null });
    await waitFor(() => expect(result.location().pathname).toBe(`/gracias/${purchase?.purchase_id}`));
    expect(purchasesOfNueva(result).map((p) => p.status)).toEqual(['completed']);
  });

  it('subscribes to a subscription package’s plan', async () => {
    const paypal = payPalStandIn();
    await openCheckout(PACKAGE.monthly, { ...withProviders({ card: null, subscription: paypal.subscription }), config: paypalConfig });
    await choose('PayPal');
    await acceptTerms();
    await waitFor(() => expect(paypal.seen.kind).toBe('subscription'));
    const started = await paypal.seen.handlers!.start();
    expect(started.ok && started.value.plan_id).toMatch(/^P-FAKE-/);
  });

  it('words PayPal’s own failure with spec 8’s provider text', async () => {
    const paypal = payPalStandIn();
    await openCheckout(PACKAGE.ten, { ...withProviders({ card: null, subscription: paypal.subscription }), config: paypalConfig });
    await choose('PayPal');
    await acceptTerms();
    await waitFor(() => expect(paypal.seen.handlers).not.toBeNull());
    paypal.seen.handlers!.failed('Instrumento rechazado');
    expect(await screen.findByText('Hubo un error al procesar tu compra: Instrumento rechazado')).toBeTruthy();
  });
});
