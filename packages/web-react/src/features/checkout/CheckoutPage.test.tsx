import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appError } from '@estudio/core';
import { DEMO_SAVED_CARD_TOKEN, demoFixtures } from '@estudio/core/testing';
import { renderWithServices } from '../../testing/index.js';
import { publicRoutes } from '../public/routes.js';
import {
  acceptTerms,
  choose,
  openCheckout,
  PACKAGE,
  payButton,
  purchasesOfNueva,
  typeCard,
} from './testing/checkoutPage.js';

/** Whole pages in the public chrome, with lazy screens and a session to restore, on a shared 2-core machine. */
const PAGE_TIMEOUT = 15_000;

describe('/checkout/{id}: signed out', { timeout: PAGE_TIMEOUT }, () => {
  it('shows the package and the sign-in/sign-up toggle, and no way to pay or discount box', async () => {
    await openCheckout(PACKAGE.ten, { signedInAs: undefined });
    expect(screen.getByRole('heading', { level: 1, name: 'Finaliza tu compra' })).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Tu compra' });
    expect(within(summary).getByText('Paquete 10 clases')).toBeTruthy();
    expect(within(summary).getAllByText('$1,200.00').length).toBeGreaterThan(0);
    expect(screen.getByText('Inicia sesión o regístrate para completar tu compra.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pagar Ahora' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Código de descuento' })).toBeNull();
    // The sign-in and sign-up forms are lazy: on a loaded machine they take more than the default second.
    expect(await screen.findByLabelText(/Contraseña/, {}, { timeout: 5000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Registrarme' }));
    expect(await screen.findByRole('textbox', { name: /Apellido/ }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Registrarme' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('offers the ways to pay once the buyer signs in on the checkout', async () => {
    await openCheckout(PACKAGE.ten, { signedInAs: undefined });
    await userEvent.type(await screen.findByRole('textbox', { name: /Correo/ }), demoFixtures.accounts.nueva.email);
    await userEvent.type(screen.getByLabelText(/Contraseña/, { selector: 'input' }), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('button', { name: 'Pagar Ahora' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^Efectivo/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Código de descuento' })).toBeTruthy();
  });
});

describe('/checkout/{id}: the payment choice', { timeout: PAGE_TIMEOUT }, () => {
  it("offers 'Efectivo' (the default with cash checkout on) and the card, and waits for the terms", async () => {
    await openCheckout(PACKAGE.five);
    expect((screen.getByRole('radio', { name: /^Efectivo/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: /^Tarjeta de crédito o débito/ })).toBeTruthy();
    const terms = screen.getByRole('checkbox', { name: /Acepto/ });
    expect(within(terms.closest('label') as HTMLElement).getByRole('link', { name: /Términos y Condiciones/ }).getAttribute('href')).toBe('/terminos');
    expect(payButton().hasAttribute('disabled')).toBe(true);
    await acceptTerms();
    expect(payButton().hasAttribute('disabled')).toBe(false);
  });

  it('defaults to the card when cash checkout is off', async () => {
    await openCheckout(PACKAGE.five, { config: { cash_checkout_enabled: 'false' } });
    expect(screen.queryByRole('radio', { name: /^Efectivo/ })).toBeNull();
    expect((screen.getByRole('radio', { name: /^Tarjeta/ }) as HTMLInputElement).checked).toBe(true);
  });

  it("needs no terms when no page is required, and offers no choice for a free package ('free')", async () => {
    const result = await openCheckout(PACKAGE.trial, {
      prepare: ({ api }) => {
        for (const page of api.state.pages) page.required = false;
      },
    });
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /Acepto/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Código de descuento' })).toBeNull();
    await userEvent.click(payButton());
    await waitFor(() => expect(result.location().pathname).toMatch(/^\/gracias\/\d+$/));
    expect(purchasesOfNueva(result)).toMatchObject([{ class_package_id: PACKAGE.trial, total_payment: 0, status: 'completed' }]);
  });
});

describe('/checkout/{id}: paying', { timeout: PAGE_TIMEOUT }, () => {
  it("buys in cash: '¡Compra exitosa!' and the order at /gracias/{id}, with the bank details", async () => {
    const result = await openCheckout(PACKAGE.five);
    await acceptTerms();
    await userEvent.click(payButton());
    expect(await screen.findByText('¡Compra exitosa!')).toBeTruthy();
    const [purchase] = purchasesOfNueva(result);
    expect(purchase).toMatchObject({ status: 'pending', total_payment: 750 });
    await waitFor(() => expect(result.location().pathname).toBe(`/gracias/${purchase?.purchase_id}`));
    expect(await screen.findByRole('heading', { level: 1, name: `Orden #00${purchase?.purchase_id}` })).toBeTruthy();
    expect(screen.getByText('Banco Demo')).toBeTruthy();
    expect(screen.getByText('Pendiente')).toBeTruthy();
  });

  it("keeps 'Pagar Ahora' off while the card field is empty, names the brand, and buys with 4242", async () => {
    const result = await openCheckout(PACKAGE.ten);
    await choose('Tarjeta');
    await acceptTerms();
    expect(payButton().hasAttribute('disabled')).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: /Número de tarjeta/ }), '4');
    expect(screen.getByText('Tarjeta Visa')).toBeTruthy();
    expect(payButton().hasAttribute('disabled')).toBe(false);
    await userEvent.clear(screen.getByRole('textbox', { name: /Número de tarjeta/ }));
    expect(payButton().hasAttribute('disabled')).toBe(true);
    await typeCard();
    expect((screen.getByRole('textbox', { name: /Número de tarjeta/ }) as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    await userEvent.click(payButton());
    expect(await screen.findByText('¡Pago exitoso!')).toBeTruthy();
    expect(purchasesOfNueva(result)).toMatchObject([{ class_package_id: PACKAGE.ten, status: 'completed', total_payment: 1200 }]);
    await waitFor(() => expect(result.location().pathname).toMatch(/^\/gracias\/\d+$/));
  });

  it.each([
    ['4000 0000 0000 9995', 'Lo sentimos. Tu tarjeta ha sido rechazada por fondos insuficientes.'],
    ['4000 0000 0000 9979', 'Lo sentimos. Esta tarjeta ha sido reportada como robada o perdida y no puede utilizarse.'],
    ['4000 0000 0000 9987', 'Lo sentimos. Esta tarjeta ha sido reportada como robada o perdida y no puede utilizarse.'],
    ['4000 0000 0000 0002', 'Lo sentimos. Tu tarjeta ha sido rechazada por tu banco. Comunícate con tu banco para saber más.'],
    ['4000 0000 0000 0069', 'Lo sentimos. Tu tarjeta ha expirado'],
    ['4000 0000 0000 0127', 'Lo sentimos. El CVV de tu tarjeta es incorrecto'],
    ['4100 0000 0000 0019', 'Lo sentimos, nuestro procesador de tarjetas ha rechazado el pago. Comunícate con nosotros.'],
    ['4242 4242 4242 4241', 'Lo sentimos. El número de la tarjeta es incorrecto.'],
  ])('shows the refusal of %s in an alert by the button, and buys nothing', async (number, text) => {
    const result = await openCheckout(PACKAGE.five);
    await choose('Tarjeta');
    await acceptTerms();
    await typeCard({ number });
    await userEvent.click(payButton());
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toBe(text);
    expect(purchasesOfNueva(result)).toEqual([]);
    expect(result.location().pathname).toBe(`/checkout/${PACKAGE.five}`);
  });

  it('checks the card form before tokenising: a malformed number, a bad expiry, a short CVC', async () => {
    const result = await openCheckout(PACKAGE.five);
    await choose('Tarjeta');
    await acceptTerms();
    await typeCard({ number: '4242 42', expiry: '13/30', cvc: '1' });
    await userEvent.click(payButton());
    expect(screen.getByText('El formato de la tarjeta no es válido, revisa los datos que ingresaste por favor.')).toBeTruthy();
    expect(screen.getByText('Escribe la fecha de vencimiento como MM/AAAA.')).toBeTruthy();
    expect(screen.getByText('Lo sentimos. El CVV de tu tarjeta es incorrecto')).toBeTruthy();
    // Only the demo's saved card holds a token: the form tokenised nothing.
    expect(Object.keys(result.services.fakes.api.state.cardTokens)).toEqual([DEMO_SAVED_CARD_TOKEN]);
  });

  it('buys once on a double click', async () => {
    const result = await openCheckout(PACKAGE.five);
    await acceptTerms();
    await userEvent.dblClick(payButton());
    expect(await screen.findByText('¡Compra exitosa!')).toBeTruthy();
    expect(purchasesOfNueva(result)).toHaveLength(1);
  });

  it('retries a lost answer with the same key, so the purchase is made once', async () => {
    const result = await openCheckout(PACKAGE.five, {
      prepare: ({ api }) => api.failNext('checkout.attempt', appError('network', 'No pudimos conectar con el servidor.')),
    });
    await acceptTerms();
    await userEvent.click(payButton());
    expect((await screen.findByRole('alert')).textContent).toBe('No pudimos conectar con el servidor.');
    await userEvent.click(payButton());
    expect(await screen.findByText('¡Compra exitosa!')).toBeTruthy();
    expect(purchasesOfNueva(result)).toHaveLength(1);
  });

  it.each([
    [409, 'Lo sentimos, ya has alcanzado el límite de compras de este paquete.'],
    [412, 'Lo sentimos, se ha alcanzado el límite de personas para este paquete.'],
    [400, 'No has seleccionado un método de pago.'],
    [404, 'Lo sentimos, no encontramos el paquete que quieres comprar.'],
    [500, 'Hubo un error al procesar tu compra. Inténtalo más tarde.'],
  ])('words a %i refusal of a cash purchase as spec 8 does', async (status, text) => {
    await openCheckout(PACKAGE.five, {
      prepare: ({ api }) => api.failNext('checkout.attempt', appError('http-error', 'Lo sentimos, ocurrió un error. Inténtalo de nuevo.', status)),
    });
    await acceptTerms();
    await userEvent.click(payButton());
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('refuses a second free trial with the purchase limit text', async () => {
    const result = await openCheckout(PACKAGE.trial);
    await result.services.fakes.api.checkout.attempt({ class_package_id: PACKAGE.trial, payment_method: 'free', idempotency_key: 'primera-prueba' });
    await acceptTerms();
    await userEvent.click(payButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Lo sentimos, ya has alcanzado el límite de compras de este paquete.');
    expect(purchasesOfNueva(result)).toHaveLength(1);
  });

  it('goes to checkout_redirect_url after a purchase when it is set', async () => {
    const result = await openCheckout(PACKAGE.five, { config: { checkout_redirect_url: '/avisos' } });
    await acceptTerms();
    await userEvent.click(payButton());
    await waitFor(() => expect(result.location().pathname).toBe('/avisos'));
  });

  it("pays on the provider's page in 'session' mode: no card form", async () => {
    await openCheckout(PACKAGE.five, { config: { card_checkout_mode: 'session' } });
    await choose('Tarjeta');
    await acceptTerms();
    expect(screen.queryByRole('textbox', { name: /Número de tarjeta/ })).toBeNull();
    expect(payButton().hasAttribute('disabled')).toBe(false);
  });
});

describe('/checkout/{id}: discounts', { timeout: PAGE_TIMEOUT }, () => {
  it('applies BIENVENIDA: the summary shows the discount and the total, and the purchase is charged it', async () => {
    const result = await openCheckout(PACKAGE.five);
    await userEvent.type(screen.getByRole('textbox', { name: 'Código de descuento' }), 'BIENVENIDA');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    const summary = screen.getByRole('region', { name: 'Tu compra' });
    expect(await within(summary).findByText('Descuento (BIENVENIDA)')).toBeTruthy();
    expect(within(summary).getByText('- $75.00')).toBeTruthy();
    expect(within(summary).getByText('$675.00')).toBeTruthy();
    await acceptTerms();
    await userEvent.click(payButton());
    expect(await screen.findByText('¡Compra exitosa!')).toBeTruthy();
    expect(purchasesOfNueva(result)).toMatchObject([{ total_payment: 675 }]);
  });

  it('says why a code is refused: not valid, or used up', async () => {
    await openCheckout(PACKAGE.five, {
      prepare: ({ api }) => {
        const fixed = api.state.discounts.find((d) => d.code === 'FIJO100');
        if (fixed) Object.assign(fixed, { max_uses: 1, uses: 1 });
      },
    });
    const box = screen.getByRole('textbox', { name: 'Código de descuento' });
    await userEvent.type(box, 'NOEXISTE');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Lo sentimos, ese descuento no es válido.');
    await userEvent.clear(box);
    await userEvent.type(box, 'FIJO100');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Lo sentimos, ya has agotado este descuento.'));
  });

  it('has no discount box with discounts off', async () => {
    await openCheckout(PACKAGE.five, { config: { discounts_enabled: 'false' } });
    expect(screen.queryByRole('textbox', { name: 'Código de descuento' })).toBeNull();
  });
});

describe('/checkout/{id}: settings and the sign-up fee', { timeout: PAGE_TIMEOUT }, () => {
  it('shows a notice instead of any way to pay with checkout_disabled, and the WhatsApp link when offered', async () => {
    await openCheckout(PACKAGE.five, { config: { checkout_disabled: 'true', whatsapp_checkout_enabled: 'true' } });
    expect(screen.getByText(/Por ahora no es posible comprar en línea/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pagar Ahora' })).toBeNull();
    expect(screen.getByRole('link', { name: /Comprar por WhatsApp/ }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/525512345678\?text=/);
  });

  it("offers a studio's own cash method by its name ('Transferencia', kind cash) and buys with it, pending", async () => {
    const transfer = { payment_method_id: 9, name: 'Transferencia', description: 'SPEI a nuestra cuenta', instructions: '<p>Envía tu comprobante.</p>', kind: 'cash', available: true };
    const result = await openCheckout(PACKAGE.five, {
      config: { cash_checkout_enabled: 'false' },
      prepare: ({ api }) => {
        api.state.paymentMethods = [transfer];
      },
    });
    const radio = screen.getByRole('radio', { name: /^Transferencia/ }) as HTMLInputElement;
    expect(radio.checked).toBe(true);
    expect(screen.getByText('SPEI a nuestra cuenta')).toBeTruthy();
    await acceptTerms();
    await userEvent.click(payButton());
    expect(await screen.findByText('¡Compra exitosa!')).toBeTruthy();
    expect(purchasesOfNueva(result)).toMatchObject([{ class_package_id: PACKAGE.five, status: 'pending', payment_method: { name: 'Transferencia', kind: 'cash' } }]);
  });

  it('says buying online is not possible, instead of a pay button that never works, when the studio offers no way to pay', async () => {
    const result = await openCheckout(PACKAGE.five, {
      config: { cash_checkout_enabled: 'false' },
      prepare: ({ api }) => {
        api.state.paymentMethods = [];
      },
    });
    expect(screen.getByText(/Por ahora no es posible comprar en línea/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pagar Ahora' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(purchasesOfNueva(result)).toEqual([]);
  });

  it("offers 'Comprar por WhatsApp' beside paying only with whatsapp_checkout_enabled", async () => {
    const first = await openCheckout(PACKAGE.five, { config: { whatsapp_checkout_enabled: 'true' } });
    const link = screen.getByRole('link', { name: /Comprar por WhatsApp/ });
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain('Paquete 5 clases');
    expect(link.getAttribute('target')).toBe('_blank');
    first.unmount();
    await openCheckout(PACKAGE.five, { config: { whatsapp_checkout_enabled: 'false' } });
    expect(screen.queryByRole('link', { name: /Comprar por WhatsApp/ })).toBeNull();
  });

  it("asks for the sign-up fee first ('Completar Inscripción'), except on the fee itself and on a trial", async () => {
    const first = await openCheckout(PACKAGE.ten, { config: { signup_fee: String(PACKAGE.five) } });
    const modal = await screen.findByRole('dialog', { name: 'Completar Inscripción' });
    expect(within(modal).getByText('Antes de comprar un paquete de clases debes pagar tu inscripción.')).toBeTruthy();
    expect(within(modal).getByRole('link', { name: 'Pagar inscripción' }).getAttribute('href')).toBe(`/checkout/${PACKAGE.five}`);
    first.unmount();
    const second = await openCheckout(PACKAGE.five, { config: { signup_fee: String(PACKAGE.five) } });
    expect(screen.queryByRole('dialog')).toBeNull();
    second.unmount();
    await openCheckout(PACKAGE.trial, { config: { signup_fee: String(PACKAGE.five) } });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each(['999', 'abc'])('says so for /checkout/%s: no such package', async (id) => {
    renderWithServices(null, { route: `/checkout/${id}`, routes: publicRoutes });
    expect(await screen.findByText('Lo sentimos, no encontramos el paquete que quieres comprar.', {}, { timeout: 5000 })).toBeTruthy();
  });
});

