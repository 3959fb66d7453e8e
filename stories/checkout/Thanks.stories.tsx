import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoFixtures } from '@estudio/core/testing';
import { PublicLayout } from '../../packages/web-react/src/chrome/PublicLayout/index.js';
import { ThanksPage } from '../../packages/web-react/src/features/checkout/thanks/ThanksPage.js';
import type { StudioParameters } from '../.storybook/studio.js';
import { mobile } from '../.storybook/mobile.js';

const socia = demoFixtures.accounts.socia.email;

const order = (id: number, parameters: Partial<StudioParameters> = {}) => ({
  studio: { route: `/gracias/${id}`, path: '/gracias/:purchaseId', signedInAs: socia, ...parameters } satisfies StudioParameters,
});

const meta = {
  title: 'Checkout/Orden (gracias)',
  render: () => (
    <PublicLayout>
      <ThanksPage />
    </PublicLayout>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card purchase: 'Orden #001', its lines and 'Tus beneficios vencen en 60 días.' */
export const CardOrder: Story = { name: 'Pagada con tarjeta', parameters: order(1) };
export const CardOrderMobile: Story = { ...CardOrder, name: 'Pagada con tarjeta (móvil)', globals: mobile };
/** A cash purchase: pending, with the method's instructions and the studio's bank details. */
export const CashOrder: Story = {
  name: 'En efectivo (datos bancarios)',
  parameters: order(1, {
    prepare: ({ api }) => {
      const purchase = api.state.purchases[0];
      const cash = api.state.paymentMethods[0];
      if (purchase && cash) {
        Object.assign(purchase, {
          status: 'pending',
          payment_method: { name: cash.name, instructions: cash.instructions, kind: cash.kind },
          payment_method_id: cash.payment_method_id,
        });
      }
    },
  }),
};
/** A subscription: it renews, with its next charge. */
export const Subscription: Story = {
  name: 'Suscripción',
  parameters: order(1, {
    prepare: ({ api }) => {
      const purchase = api.state.purchases[0];
      if (purchase) Object.assign(purchase, { status: 'active', title: 'Ilimitado mensual', class_amount: -1, subscription_period: 'month', subscription_interval: 1, subscription_id: 'sub_demo' });
    },
  }),
};
/** A free trial: 'Total Pagado: $0' and the charge after the trial. */
export const FreeTrial: Story = {
  name: 'Prueba gratis de suscripción',
  parameters: order(1, {
    prepare: ({ api }) => {
      const purchase = api.state.purchases[0];
      if (purchase) {
        Object.assign(purchase, {
          status: 'active', title: 'Ilimitado mensual', class_amount: -1, total_payment: 0,
          subscription_period: 'month', subscription_interval: 1, subscription_id: 'sub_demo', free_trial_length: 7, free_trial_period: 'day',
        });
      }
    },
  }),
};
export const SignedOut: Story = { name: 'Sin sesión', parameters: order(1, { signedInAs: undefined }) };
export const NotFound: Story = { name: 'Orden inexistente', parameters: order(99) };
export const Loading: Story = { name: 'Cargando', parameters: order(1, { pending: ['purchases.one'] }) };
