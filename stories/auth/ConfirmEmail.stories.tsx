import type { Meta, StoryObj } from '@storybook/react-vite';
import { appError, messages } from '@estudio/core';
import { demoCustomerIds, type DemoPorts } from '@estudio/core/testing';
import { PublicLayout } from '../../packages/web-react/src/chrome/PublicLayout/index.js';
import { ConfirmEmailPage } from '../../packages/web-react/src/features/auth/confirm-email/ConfirmEmailPage.js';
import type { StudioParameters } from '../.storybook/studio.js';
import { mobile } from '../.storybook/mobile.js';

const studio = (parameters: StudioParameters) => ({ studio: parameters });

const meta = { title: 'Auth/Confirm e-mail' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const TOKEN = 'cambio-de-correo-demo-0123456789';
const route = `/confirmar-correo?token=${TOKEN}`;

/** Socia asked to change her e-mail; the link she opened carries this token. */
const pending = (used: boolean) => (fakes: DemoPorts) => {
  fakes.api.state.emailChanges.push({ token: TOKEN, customer_id: demoCustomerIds.socia, email: 'mariana.nueva@estudio.test', used });
};

export const Confirmed: Story = {
  name: '/confirmar-correo (confirmado)',
  render: () => (
    <PublicLayout>
      <ConfirmEmailPage />
    </PublicLayout>
  ),
  parameters: studio({ route, prepare: pending(false) }),
};
export const Confirming: Story = {
  ...Confirmed,
  name: '/confirmar-correo (confirmando)',
  parameters: studio({ route, pending: ['customer.confirmEmail'] }),
};
export const UsedLink: Story = { ...Confirmed, name: '/confirmar-correo (enlace usado)', parameters: studio({ route, prepare: pending(true) }) };
export const WithoutToken: Story = { ...Confirmed, name: '/confirmar-correo (sin token)', parameters: studio({ route: '/confirmar-correo' }) };
export const Taken: Story = {
  ...Confirmed,
  name: '/confirmar-correo (correo ocupado)',
  parameters: studio({
    route,
    prepare: (fakes) => {
      pending(false)(fakes);
      fakes.api.failNext('customer.confirmEmail', appError('customer/email-taken', messages.customerAdmin.emailTaken, 409));
    },
  }),
};
export const ConfirmedMobile: Story = { ...Confirmed, name: '/confirmar-correo (móvil)', globals: mobile };
