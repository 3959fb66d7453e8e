import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckoutAttemptBody } from '@estudio/core';
import { DEMO_SAVED_CARD_TOKEN, demoCustomerIds, demoFixtures, type DemoPorts } from '@estudio/core/testing';
import { acceptTerms, openCheckout, PACKAGE, payButton } from './testing/checkoutPage.js';

/** The socia keeps her Visa ending 4242 (the demo's saved card, payment source 1). */
const socia = demoFixtures.accounts.socia.email;
const SAVED = /^Visa terminación 4242/;
const PAGE_TIMEOUT = 15_000;

/** Records every attempt's body on its way to the fake. */
const recordAttempts = (bodies: CheckoutAttemptBody[]) => ({ api }: DemoPorts) => {
  const attempt = api.checkout.attempt;
  Object.assign(api.checkout, {
    attempt: (body: CheckoutAttemptBody) => {
      bodies.push(body);
      return attempt(body);
    },
  });
};

const purchasesOfSocia = (ports: DemoPorts) => ports.api.state.purchases.filter((p) => p.customer_id === demoCustomerIds.socia);

describe('/checkout/{id}: paying with a saved card (spec 4 Checkout payment choice)', { timeout: PAGE_TIMEOUT }, () => {
  it("offers her saved card beside cash and card, and pays with it: 'saved_card' and its payment_source_id", async () => {
    const bodies: CheckoutAttemptBody[] = [];
    const result = await openCheckout(PACKAGE.five, { signedInAs: socia, prepare: recordAttempts(bodies) });
    const saved = (await screen.findByRole('radio', { name: SAVED })) as HTMLInputElement;
    expect((screen.getByRole('radio', { name: /^Efectivo/ }) as HTMLInputElement).checked).toBe(true);
    expect(saved.checked).toBe(false);
    await userEvent.click(saved);
    expect(saved.checked).toBe(true);
    expect(screen.queryByRole('textbox', { name: /Número de tarjeta/ })).toBeNull();
    expect(payButton().hasAttribute('disabled')).toBe(true);
    await acceptTerms();
    await userEvent.click(payButton());
    await waitFor(() => expect(result.location().pathname).toMatch(/^\/gracias\/\d+$/));
    expect(await screen.findByText('¡Pago exitoso!')).toBeTruthy();
    expect(bodies).toMatchObject([{ class_package_id: PACKAGE.five, payment_method: 'saved_card', payment_source_id: 1, payment_method_id: 2 }]);
    expect(purchasesOfSocia(result.services.fakes).at(-1)).toMatchObject({ class_package_id: PACKAGE.five, status: 'completed' });
  });

  it("reads a refusal of her saved card with spec 8's member-flow text, and buys nothing", async () => {
    const result = await openCheckout(PACKAGE.five, {
      signedInAs: socia,
      prepare: ({ api }) => {
        api.state.cardTokens[DEMO_SAVED_CARD_TOKEN] = '4000000000009995';
      },
    });
    const before = purchasesOfSocia(result.services.fakes).length;
    await userEvent.click(await screen.findByRole('radio', { name: SAVED }));
    await acceptTerms();
    await userEvent.click(payButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Lo sentimos. Tu tarjeta ha sido rechazada por fondos insuficientes.');
    expect(purchasesOfSocia(result.services.fakes)).toHaveLength(before);
  });

  it('offers the saved cards once the buyer signs in on the checkout', async () => {
    await openCheckout(PACKAGE.ten, { signedInAs: undefined });
    await userEvent.type(await screen.findByRole('textbox', { name: /Correo/ }), socia);
    await userEvent.type(screen.getByLabelText(/Contraseña/, { selector: 'input' }), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('radio', { name: SAVED }, { timeout: 5000 })).toBeTruthy();
  });

  it('offers none with payment_sources_enabled off, without cards, after a failed load, or for a free package', async () => {
    const cases = [
      { signedInAs: socia, config: { payment_sources_enabled: 'false' } },
      { signedInAs: demoFixtures.accounts.nueva.email },
      {
        signedInAs: socia,
        prepare: ({ api }: DemoPorts) => api.failNext('checkout.paymentSources', { code: 'network', message: 'Sin conexión', status: 0 }),
      },
    ];
    for (const options of cases) {
      const { unmount } = await openCheckout(PACKAGE.five, options);
      await screen.findByRole('radio', { name: /^Tarjeta de crédito/ });
      // Answers arrive in a microtask: let them land before saying none came.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('radio', { name: SAVED })).toBeNull();
      unmount();
    }
    const { unmount } = await openCheckout(PACKAGE.trial, { signedInAs: socia });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('radio')).toBeNull();
    unmount();
  });
});
