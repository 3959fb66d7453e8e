import type { Meta, StoryObj } from '@storybook/react-vite';
import { appError, err, messages, ok } from '@estudio/core';
import { PublicLayout } from '../../packages/web-react/src/chrome/PublicLayout/index.js';
import { RecoverPage } from '../../packages/web-react/src/features/auth/RecoverPage.js';
import { ResetPasswordPage } from '../../packages/web-react/src/features/auth/ResetPasswordPage.js';
import type { StudioParameters } from '../.storybook/studio.js';
import { mobile } from '../.storybook/mobile.js';
import { press, typeInto } from './helpers.js';

const studio = (parameters: StudioParameters) => ({ studio: parameters });

const meta = { title: 'Auth/Recovery' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Recuperar: Story = {
  name: '/recuperar',
  render: () => (
    <PublicLayout>
      <RecoverPage />
    </PublicLayout>
  ),
  parameters: studio({ route: '/recuperar' }),
};
/** Known or unknown, the address reads as sent. */
export const RecuperarSent: Story = {
  ...Recuperar,
  name: '/recuperar (enviado)',
  play: async ({ canvasElement }) => {
    await typeInto(canvasElement, /Correo electrónico/, 'nadie@estudio.test');
    await press(canvasElement, 'Recuperar');
  },
};
export const RecuperarInvalid: Story = {
  ...Recuperar,
  name: '/recuperar (correo inválido)',
  play: async ({ canvasElement }) => {
    await typeInto(canvasElement, /Correo electrónico/, 'no-es-correo');
    await press(canvasElement, 'Recuperar');
  },
};
export const RecuperarMobile: Story = { ...Recuperar, name: '/recuperar (móvil)', globals: mobile };

const TOKEN = 'demo-token-0123456789abcdef';
const accepts = { confirmPasswordReset: async () => ok(undefined) };
const refuses = {
  confirmPasswordReset: async () => err(appError('auth/invalid-reset-token', messages.auth.resetLinkInvalid, 401)),
};

const choose = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await typeInto(canvasElement, /^Nueva contraseña/, 'nueva-clave');
  await typeInto(canvasElement, /^Confirmar contraseña/, 'nueva-clave');
  await press(canvasElement, 'Guardar contraseña');
};

export const Nueva: Story = {
  name: '/recuperar/nueva',
  render: () => (
    <PublicLayout>
      <ResetPasswordPage />
    </PublicLayout>
  ),
  parameters: studio({ route: `/recuperar/nueva?token=${TOKEN}`, services: accepts }),
};
export const NuevaDone: Story = { ...Nueva, name: '/recuperar/nueva (actualizada)', play: choose };
export const NuevaExpired: Story = {
  ...Nueva,
  name: '/recuperar/nueva (enlace vencido)',
  parameters: studio({ route: `/recuperar/nueva?token=${TOKEN}`, services: refuses }),
  play: choose,
};
export const NuevaWithoutToken: Story = { ...Nueva, name: '/recuperar/nueva (sin token)', parameters: studio({ route: '/recuperar/nueva' }) };
export const NuevaMobile: Story = { ...Nueva, name: '/recuperar/nueva (móvil)', globals: mobile };
