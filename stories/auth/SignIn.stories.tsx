import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoFixtures, DEMO_PASSWORD, demoImage } from '@estudio/core/testing';
import { PublicLayout } from '../../packages/web-react/src/chrome/PublicLayout/index.js';
import { LoginPage } from '../../packages/web-react/src/features/auth/LoginPage.js';
import { SignInPage } from '../../packages/web-react/src/features/auth/SignInPage.js';
import type { StudioParameters } from '../.storybook/studio.js';
import { mobile } from '../.storybook/mobile.js';
import { memberStandIn, press, typeInto } from './helpers.js';

const studio = (parameters: StudioParameters) => ({ studio: { routes: memberStandIn, ...parameters } });
const socia = demoFixtures.accounts.socia.email;

const signIn = (email: string, password: string) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await typeInto(canvasElement, /Correo electrónico/, email);
  await typeInto(canvasElement, /^Contraseña/, password);
  await press(canvasElement, 'Entrar');
};

const meta = { title: 'Auth/Sign in' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Entrar: Story = {
  name: '/entrar',
  render: () => (
    <PublicLayout>
      <SignInPage />
    </PublicLayout>
  ),
  parameters: studio({ route: '/entrar' }),
};
/** A restored session still loading its profile: the button shows the spinner. */
export const EntrarBusy: Story = { ...Entrar, name: '/entrar (cargando)', parameters: studio({ route: '/entrar', signedInAs: socia, pending: ['customer.current'] }) };
export const EntrarWrongPassword: Story = { ...Entrar, name: '/entrar (contraseña incorrecta)', play: signIn(socia, 'otra-clave') };
export const EntrarUnknownEmail: Story = { ...Entrar, name: '/entrar (correo sin cuenta)', play: signIn('nadie@estudio.test', DEMO_PASSWORD) };
export const EntrarInvalid: Story = { ...Entrar, name: '/entrar (campos inválidos)', play: signIn('no-es-correo', ' ') };
export const EntrarSuccess: Story = { ...Entrar, name: '/entrar (éxito → /mystudio)', play: signIn(socia, DEMO_PASSWORD) };
/** Signed in already: straight to /mystudio. */
export const EntrarSignedIn: Story = { ...Entrar, name: '/entrar (con sesión)', parameters: studio({ route: '/entrar', signedInAs: socia }) };
export const EntrarMobile: Story = { ...Entrar, name: '/entrar (móvil)', globals: mobile };

const branded = { logo: demoImage('Estudio Demo', '#2f3e46'), bg_login: demoImage('', '#b07d62') };

export const Login: Story = { name: '/login', render: () => <LoginPage />, parameters: studio({ route: '/login' }) };
export const LoginBranded: Story = { ...Login, name: '/login (logo y fondo)', parameters: studio({ route: '/login', config: branded }) };
export const LoginWrongPassword: Story = { ...LoginBranded, name: '/login (contraseña incorrecta)', play: signIn(socia, 'otra-clave') };
export const LoginSignedIn: Story = { ...Login, name: '/login (con sesión)', parameters: studio({ route: '/login', signedInAs: socia }) };
export const LoginMobile: Story = { ...LoginBranded, name: '/login (móvil)', globals: mobile };
