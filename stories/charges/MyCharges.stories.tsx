import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoCustomerIds, type DemoPorts } from '@estudio/core/testing';
import { mobile } from '../.storybook/mobile.js';
import { desktop, Elsewhere, memberScreen, nueva } from '../reservations/helpers.js';

const ROUTE = '/mystudio/pagos';
const DAY = 86_400_000;

/** The socia's monthly subscription, charged 40 and 10 days ago and still active, beside her 10-class pack. */
const withSubscription = ({ api }: DemoPorts) => {
  const charge = (invoice_id: number, daysAgo: number) => {
    const at = new Date(api.clock.now() - daysAgo * DAY).toISOString();
    return {
      invoice_id, customer_id: demoCustomerIds.socia, purchase_id: 2, title: 'Membresía mensual', total_payment: 1500, status: 'completed',
      created_at: at, createdAt: at, subscription_period: 'month' as const, subscription_interval: 1, purchase_status: 'active',
    };
  };
  api.state.invoices.push(charge(2, 40), charge(3, 10));
};

const meta = { title: 'Purchases/Mis Cargos', render: () => <Elsewhere /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each charge with its badge; the latest charge of the active subscription dates the next one. */
export const Desktop: Story = { name: 'Escritorio', parameters: memberScreen(ROUTE, { prepare: withSubscription }), globals: desktop };
export const Mobile: Story = { name: 'Móvil', parameters: memberScreen(ROUTE, { prepare: withSubscription }), globals: mobile };
export const Empty: Story = { name: 'Sin cargos', parameters: memberScreen(ROUTE, { signedInAs: nueva }), globals: mobile };
export const Loading: Story = { name: 'Cargando', parameters: memberScreen(ROUTE, { pending: ['purchases.invoices'] }), globals: desktop };
export const LoadError: Story = {
  name: 'Error al cargar',
  parameters: memberScreen(ROUTE, {
    prepare: ({ api }) => api.failNext('purchases.invoices', { code: 'network', message: 'Sin conexión', status: 0 }),
  }),
  globals: desktop,
};
