import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { DEMO_SAVED_CARD_TOKEN, demoFixtures } from '@estudio/core/testing';
import { PublicLayout } from '../../packages/web-react/src/chrome/PublicLayout/index.js';
import { CheckoutPage } from '../../packages/web-react/src/features/checkout/CheckoutPage.js';
import type { StudioParameters } from '../.storybook/studio.js';
import { mobile } from '../.storybook/mobile.js';
import { standInCard, standInPayPal } from './providerStandIns.js';

const nueva = demoFixtures.accounts.nueva.email;
/** The demo customer who keeps a saved Visa ending 4242. */
const socia = demoFixtures.accounts.socia.email;

/** /checkout/{id} of a demo package, signed in as the customer with nothing bought unless told otherwise. */
const checkout = (id: number, parameters: Partial<StudioParameters> = {}) => ({
  studio: { route: `/checkout/${id}`, path: '/checkout/:packageId', signedInAs: nueva, ...parameters } satisfies StudioParameters,
});

type Canvas = { canvasElement: HTMLElement };
const canvasOf = ({ canvasElement }: Canvas) => within(canvasElement);

/** Chooses the card, ticks the terms and types a sandbox card. */
const payByCard = (number: string, pay = true) => async (context: Canvas) => {
  const canvas = canvasOf(context);
  await userEvent.click(await canvas.findByRole('radio', { name: /^Tarjeta/ }, { timeout: 5000 }));
  await userEvent.click(canvas.getByRole('checkbox', { name: /Acepto/ }));
  await userEvent.type(canvas.getByRole('textbox', { name: /Número de tarjeta/ }), number);
  await userEvent.type(canvas.getByRole('textbox', { name: /Nombre en la tarjeta/ }), 'Lucía Navarro');
  await userEvent.type(canvas.getByRole('textbox', { name: /Vencimiento/ }), '12/2030');
  await userEvent.type(canvas.getByRole('textbox', { name: /CVC/ }), '123');
  if (pay) await userEvent.click(canvas.getByRole('button', { name: 'Pagar Ahora' }));
};

const meta = {
  title: 'Checkout/Checkout',
  render: () => (
    <PublicLayout>
      <CheckoutPage />
    </PublicLayout>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in: 'Efectivo' by default (cash checkout on), the card, the discount box, the terms gating 'Pagar Ahora'. */
export const SignedIn: Story = { name: 'Efectivo por omisión', parameters: checkout(2) };
export const SignedInMobile: Story = { ...SignedIn, name: 'Efectivo por omisión (móvil)', globals: mobile };
/** Signed out: the sign-in/sign-up toggle instead of the payment (spec 4). */
export const SignedOut: Story = { name: 'Sin sesión: iniciar sesión o registrarse', parameters: checkout(3, { signedInAs: undefined }) };
export const SignedOutSignUp: Story = {
  ...SignedOut,
  name: 'Sin sesión: registrarse',
  play: async (context) => userEvent.click(await canvasOf(context).findByRole('button', { name: 'Registrarme' }, { timeout: 5000 })),
};
/** The sandbox card form: brand from the first digit, MM/AAAA, CVC. */
export const CardForm: Story = { name: 'Tarjeta: formulario', parameters: checkout(3), play: payByCard('4242 4242 4242 4242', false) };
/** The card refused by the sandbox: spec 8's text in an alert by the button. */
export const CardDeclined: Story = { name: 'Tarjeta rechazada (fondos insuficientes)', parameters: checkout(3), play: payByCard('4000 0000 0000 9995') };
export const CardStolen: Story = { name: 'Tarjeta robada', parameters: checkout(3), play: payByCard('4000 0000 0000 9979') };
export const CardSuspicious: Story = { name: 'Tarjeta rechazada por el procesador', parameters: checkout(3), play: payByCard('4100 0000 0000 0019') };
/** The form's own checks, before tokenising. */
export const CardInvalid: Story = { name: 'Tarjeta: datos inválidos', parameters: checkout(3), play: payByCard('4242 42') };
/** Paying: the spinner while the attempt is pending. */
export const Paying: Story = {
  name: 'Procesando el pago',
  parameters: checkout(2, { pending: ['checkout.attempt'] }),
  play: async (context) => {
    const canvas = canvasOf(context);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Acepto/ }, { timeout: 5000 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar Ahora' }));
  },
};
/** A discount applied: the summary shows it and the total after it. */
export const WithDiscount: Story = {
  name: 'Con descuento BIENVENIDA',
  parameters: checkout(3),
  play: async (context) => {
    const canvas = canvasOf(context);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Código de descuento' }, { timeout: 5000 }), 'BIENVENIDA');
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar' }));
  },
};
export const DiscountRefused: Story = {
  name: 'Descuento no válido',
  parameters: checkout(3),
  play: async (context) => {
    const canvas = canvasOf(context);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Código de descuento' }, { timeout: 5000 }), 'NOEXISTE');
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar' }));
  },
};
/** A free offer (the trial class): nothing to choose, 'Pagar Ahora' for $0.00. */
export const FreeTrial: Story = { name: 'Clase de prueba gratis', parameters: checkout(1) };
/** Cash checkout off: the card is the default. */
export const CardDefault: Story = { name: 'Tarjeta por omisión (sin efectivo)', parameters: checkout(2, { config: { cash_checkout_enabled: 'false' } }) };
/** whatsapp_checkout_enabled: 'Comprar por WhatsApp'. */
export const WhatsApp: Story = { name: 'Comprar por WhatsApp', parameters: checkout(2, { config: { whatsapp_checkout_enabled: 'true' } }) };
/** checkout_disabled: a notice instead of any way to pay. */
export const Disabled: Story = {
  name: 'Compras desactivadas',
  parameters: checkout(2, { config: { checkout_disabled: 'true', whatsapp_checkout_enabled: 'true' } }),
};
/** A studio's own cash method, named as it likes (kind cash): offered by its name, the purchase waits for 'Marcar como pagado'. */
export const StudioTransfer: Story = {
  name: 'Transferencia del estudio',
  parameters: checkout(2, {
    config: { cash_checkout_enabled: 'false' },
    prepare: ({ api }) => {
      api.state.paymentMethods = [{ payment_method_id: 9, name: 'Transferencia', description: 'SPEI a la cuenta del estudio', instructions: null, kind: 'cash', available: true }];
    },
  }),
};
/** A studio with no way to pay on offer yet (a new one): the notice, never a pay button that cannot work. */
export const NoWayToPay: Story = {
  name: 'Sin formas de pago',
  parameters: checkout(2, {
    config: { cash_checkout_enabled: 'false' },
    prepare: ({ api }) => {
      api.state.paymentMethods = [];
    },
  }),
};
/** Spec 4 'Signup fee': 'Completar Inscripción'. */
export const SignupFee: Story = { name: "Modal 'Completar Inscripción'", parameters: checkout(3, { config: { signup_fee: '2' } }) };
export const Loading: Story = { name: 'Cargando', parameters: checkout(2, { pending: ['packages.one'] }) };
export const NotFound: Story = { name: 'Paquete inexistente', parameters: checkout(999) };
/** Spec 4: with payment_sources_enabled a signed-in buyer's saved cards are offered, one choice per card. */
export const SavedCard: Story = {
  name: 'Tarjeta guardada',
  parameters: checkout(2, { signedInAs: socia }),
  play: async (context) => {
    const canvas = canvasOf(context);
    await userEvent.click(await canvas.findByRole('radio', { name: /^Visa terminación 4242/ }, { timeout: 5000 }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Acepto/ }));
  },
};
export const SavedCardMobile: Story = { ...SavedCard, name: 'Tarjeta guardada (móvil)', globals: mobile };
/** The saved card the processor now refuses: spec 8's member-flow text by the button. */
export const SavedCardDeclined: Story = {
  name: 'Tarjeta guardada rechazada',
  parameters: checkout(2, {
    signedInAs: socia,
    prepare: ({ api }) => {
      api.state.cardTokens[DEMO_SAVED_CARD_TOKEN] = '4000000000009995';
    },
  }),
  play: async (context) => {
    await SavedCard.play?.(context as never);
    await userEvent.click(canvasOf(context).getByRole('button', { name: 'Pagar Ahora' }));
  },
};

/** With a card provider (Stripe): its own field instead of the sandbox form (a stand-in here: Storybook is offline). */
export const StripeField: Story = {
  name: 'Tarjeta con Stripe',
  parameters: checkout(3, {
    config: { cash_checkout_enabled: 'false', card_public_key: 'pk_test_story' },
    services: { paymentProviders: { card: standInCard, subscription: null } },
  }),
};
/** PayPal chosen: its buttons instead of 'Pagar Ahora', shown once the terms are ticked. */
export const PayPalButtons: Story = {
  name: 'PayPal',
  parameters: checkout(4, {
    config: { subscription_provider_enabled: 'true', subscription_provider_client_id: 'AV-story' },
    services: { paymentProviders: { card: null, subscription: standInPayPal } },
  }),
  play: async (context) => {
    const canvas = canvasOf(context);
    await userEvent.click(await canvas.findByRole('radio', { name: /^PayPal/ }, { timeout: 5000 }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Acepto/ }));
  },
};
