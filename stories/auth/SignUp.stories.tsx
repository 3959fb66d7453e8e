import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { demoFixtures, demoImage } from '@estudio/core/testing';
import { PublicLayout } from '../../packages/web-react/src/chrome/PublicLayout/index.js';
import { SignUpPage } from '../../packages/web-react/src/features/auth/SignUpPage.js';
import type { StudioParameters } from '../.storybook/studio.js';
import { mobile } from '../.storybook/mobile.js';
import { memberStandIn, press, typeInto } from './helpers.js';

const studio = (parameters: StudioParameters = {}) => ({
  studio: { route: '/registro', routes: memberStandIn, config: { bg_signup: demoImage('', '#8a8f8c') }, ...parameters },
});

type Canvas = { canvasElement: HTMLElement };

const fill = async ({ canvasElement }: Canvas, phone = '559 876 5432', confirm = 'secreta1') => {
  await typeInto(canvasElement, /^Nombre/, 'Ana');
  await typeInto(canvasElement, /^Apellidos/, 'López');
  await typeInto(canvasElement, /^Correo electrónico/, 'ana@estudio.test');
  await typeInto(canvasElement, /^Teléfono/, phone);
  await typeInto(canvasElement, /^Contraseña/, 'secreta1');
  await typeInto(canvasElement, /^Confirmar contraseña/, confirm);
};

const acceptTerms = async ({ canvasElement }: Canvas) =>
  userEvent.click(await within(canvasElement).findByRole('checkbox', { name: /Acepto/ }));

const meta = {
  title: 'Auth/Sign up',
  render: () => (
    <PublicLayout>
      <SignUpPage />
    </PublicLayout>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Registro: Story = { name: '/registro', parameters: studio() };
export const LoadingPages: Story = { name: '/registro (cargando páginas)', parameters: studio({ pending: ['content.pages'] }) };
export const NoRequiredPages: Story = {
  name: '/registro (sin términos)',
  parameters: studio({ prepare: ({ api }) => (api.state.pages = api.state.pages.map((page) => ({ ...page, required: false }))) }),
};
export const ValidationErrors: Story = {
  name: '/registro (errores de validación)',
  parameters: studio(),
  play: async (context) => {
    await fill(context, '12-34', 'otra');
    await press(context.canvasElement, 'Crear cuenta');
  },
};
export const OtherReason: Story = {
  name: "/registro ('Otro')",
  parameters: studio(),
  play: async ({ canvasElement }) => {
    await userEvent.selectOptions(within(canvasElement).getByLabelText(/¿Cómo nos conociste\?/), 'Otro');
  },
};
export const DuplicatePhone: Story = {
  name: '/registro (teléfono repetido)',
  parameters: studio(),
  play: async (context) => {
    await acceptTerms(context);
    await fill(context, demoFixtures.customers[1]?.phone ?? '');
    await press(context.canvasElement, 'Crear cuenta');
  },
};
export const ExistingEmail: Story = {
  name: '/registro (correo con cuenta, 409)',
  parameters: studio(),
  play: async (context) => {
    await acceptTerms(context);
    await fill(context);
    const email = within(context.canvasElement).getByLabelText(/^Correo electrónico/);
    await userEvent.clear(email);
    await userEvent.type(email, demoFixtures.accounts.socia.email);
    await press(context.canvasElement, 'Crear cuenta');
  },
};
/** Signed in already: straight to /mystudio. */
export const SignedIn: Story = { name: '/registro (con sesión)', parameters: studio({ signedInAs: demoFixtures.accounts.socia.email }) };
export const Mobile: Story = { name: '/registro (móvil)', parameters: studio(), globals: mobile };
