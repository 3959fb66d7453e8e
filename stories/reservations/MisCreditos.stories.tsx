import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoCustomerIds } from '@estudio/core/testing';
import { mobile } from '../.storybook/mobile.js';
import { desktop, Elsewhere, memberScreen, nueva } from './helpers.js';

const ROUTE = '/mystudio/creditos';

const meta = { title: 'Reservations/Mis Créditos', render: () => <Elsewhere /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The socia's two credits, the one expiring first leading. */
export const Default: Story = { name: 'Créditos', parameters: memberScreen(ROUTE), globals: mobile };
/** A credit restricted to two class types and weekday mornings, unlimited, never expiring; and an expired one. */
export const Restricted: Story = {
  name: 'Restringidos, ilimitado y vencido',
  parameters: memberScreen(ROUTE, {
    prepare: ({ api }) => {
      const base = { customer_id: demoCustomerIds.socia, purchase_id: null, class_types: null, allowed_times: null };
      api.state.credits.push(
        { ...base, available_class_id: 30, class_type_id: 2, class_types: '4', allowed_times: '1-5@06:00-12:00', available_classes: -1, expiration_date: null },
        { ...base, available_class_id: 31, class_type_id: 1, available_classes: 3, expiration_date: '2024-12-20' },
      );
    },
  }),
  globals: desktop,
};
export const Empty: Story = { name: 'Sin créditos', parameters: memberScreen(ROUTE, { signedInAs: nueva }), globals: mobile };
export const Loading: Story = { name: 'Cargando', parameters: memberScreen(ROUTE, { pending: ['credits.mine'] }), globals: mobile };
