import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { DemoPorts } from '@estudio/core/testing';
import { mobile } from '../.storybook/mobile.js';
import { desktop, Elsewhere, memberScreen, nueva } from '../reservations/helpers.js';

const ROUTE = '/mystudio/membresias';

/** The socia also holds an active monthly subscription, so the cancel button and next charge show. */
const withSubscription = ({ api }: DemoPorts) => {
  const [first] = api.state.purchases;
  if (!first) return;
  api.state.purchases.push({
    ...first,
    purchase_id: 2,
    title: 'Membresía mensual',
    total_payment: 1500,
    status: 'active',
    subscription_id: 'sub_demo',
    subscription_period: 'month',
    subscription_interval: 1,
  });
};

const meta = { title: 'Purchases/Mis Compras', render: () => <Elsewhere /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A completed pack and an active subscription: total, badge, next charge, 'Cancelar Suscripción'. */
export const Desktop: Story = { name: 'Escritorio', parameters: memberScreen(ROUTE, { prepare: withSubscription }), globals: desktop };
export const Mobile: Story = { name: 'Móvil', parameters: memberScreen(ROUTE, { prepare: withSubscription }), globals: mobile };
/** Cancelling asks for a reason in the 'Precaución' dialog; sending it empty shows the field's error. */
export const CancelWithoutReason: Story = {
  name: "Cancelar sin motivo ('Precaución')",
  parameters: memberScreen(ROUTE, { prepare: withSubscription }),
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Cancelar Suscripción de/ }, { timeout: 5000 }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Cancelar Suscripción' }));
  },
};
export const Empty: Story = { name: 'Sin compras', parameters: memberScreen(ROUTE, { signedInAs: nueva }), globals: mobile };
export const Loading: Story = { name: 'Cargando', parameters: memberScreen(ROUTE, { pending: ['purchases.mine'] }), globals: desktop };
export const LoadError: Story = {
  name: 'Error al cargar',
  parameters: memberScreen(ROUTE, {
    prepare: ({ api }) => api.failNext('purchases.mine', { code: 'network', message: 'Sin conexión', status: 0 }),
  }),
  globals: desktop,
};
