import type { Meta, StoryObj } from '@storybook/react-vite';
import { Outlet, useLocation } from 'react-router';
import { userEvent, within } from 'storybook/test';
import { demoFixtures, demoImage } from '@estudio/core/testing';
import { MemberGate } from '../../packages/web-react/src/features/member/MemberGate.js';
import { memberRoutes } from '../../packages/web-react/src/features/member/routes.js';
import type { StudioParameters } from '../.storybook/studio.js';
import { mobile } from '../.storybook/mobile.js';
import { desktop } from '../reservations/helpers.js';

const socia = demoFixtures.accounts.socia.email;

/** Where the gate or 'Salir' led. */
const Elsewhere = () => {
  const { pathname, search } = useLocation();
  return <p style={{ padding: 24 }}>Pantalla {`${pathname}${search}`}</p>;
};

const studio = (parameters: StudioParameters) => ({ studio: { route: '/mystudio', routes: memberRoutes, ...parameters } });

const meta = { title: 'Member/Area', render: () => <Elsewhere /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = { name: '/mystudio', parameters: studio({ signedInAs: socia }) };
/** At 1280 px with every flag on: four links and 'Mi Cuenta' on one line (spec 2: nine links would wrap). */
export const Desktop: Story = {
  name: '/mystudio (1280 px, todas las opciones)',
  parameters: studio({ signedInAs: socia, config: { subscriptions_enabled: 'true', allow_restricted_class_types: 'true', payment_sources_enabled: 'true' } }),
  globals: desktop,
};
/** 'Mi Cuenta' open: the account pages the flags allow, then 'Salir'. */
export const AccountMenuOpen: Story = {
  ...Desktop,
  name: "/mystudio (1280 px, 'Mi Cuenta' abierto)",
  play: async ({ canvasElement }) => {
    const navbar = within(await within(canvasElement).findByRole('navigation', { name: 'Navegación de tu cuenta' }));
    await userEvent.click(navbar.getByRole('button', { name: 'Mi Cuenta' }));
  },
};
/** 'Mi Cuenta' with its flags off: Mi Información and Mis Compras only. */
export const AccountMenuFlagsOff: Story = {
  ...AccountMenuOpen,
  name: "/mystudio (1280 px, 'Mi Cuenta' sin cargos, créditos ni tarjetas)",
  parameters: studio({ signedInAs: socia, config: { subscriptions_enabled: 'false', allow_restricted_class_types: 'false', payment_sources_enabled: 'false' } }),
};
/** Spec 2's chrome in the member area: the banner above the navbar and the floating WhatsApp button. */
export const BannerAndWhatsApp: Story = {
  name: '/mystudio (banner y WhatsApp)',
  parameters: studio({
    signedInAs: socia,
    config: { banner_enabled: 'true', banner_text: 'Este sábado: clase doble de aniversario', banner_link: '/mystudio/paquetes', whatsapp_widget: 'true', whatsapp: '5512345678' },
  }),
  globals: desktop,
};
export const WithoutBannerOrWhatsApp: Story = {
  name: '/mystudio (sin banner ni WhatsApp)',
  parameters: studio({ signedInAs: socia, config: { banner_enabled: 'false', whatsapp_widget: 'false' } }),
};
/** Without a phone or a birthdate: the profile warning lists them, and 'Completar Información' (not closable) asks for both. */
export const IncompleteProfile: Story = {
  name: '/mystudio (perfil incompleto)',
  parameters: studio({
    signedInAs: socia,
    prepare: ({ api }) => {
      const customer = api.state.customers.find((c) => c.email === socia);
      if (customer) Object.assign(customer, { phone: null, birthdate: null });
    },
  }),
};
export const Branded: Story = {
  name: '/mystudio (logo de navbar)',
  parameters: studio({ signedInAs: socia, config: { navbar_logo: demoImage('Estudio Demo', '#2f3e46') } }),
};
export const SingleClassesOff: Story = { name: '/mystudio (sin clases presenciales)', parameters: studio({ signedInAs: socia, config: { single_class_enabled: 'false' } }) };
/** Spec 4: a required page not yet accepted, in a modal that cannot be closed. */
export const RequiredPage: Story = {
  name: '/mystudio (términos pendientes)',
  parameters: studio({ signedInAs: socia, prepare: ({ api }) => (api.state.acceptedPages = []) }),
};
export const RequiredPageUnticked: Story = {
  ...RequiredPage,
  name: '/mystudio (términos sin aceptar)',
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Aceptar' }));
  },
};
/** The profile never arrives: 'Accediendo'. */
export const Accessing: Story = { name: '/mystudio (accediendo)', parameters: studio({ signedInAs: socia, pending: ['customer.current'] }) };
/** The same, once the wait for the link to sign in is over (30 s in the app). */
export const AccessingTooLong: Story = {
  name: '/mystudio (accediendo, 30 s después)',
  parameters: studio({
    signedInAs: socia,
    pending: ['customer.current'],
    routes: [{ path: '/mystudio', element: <MemberGate fallbackAfterMs={0} />, children: [{ index: true, element: <Outlet /> }] }],
  }),
};
/** Signed out: straight to /entrar, which comes back afterwards. */
export const SignedOut: Story = { name: '/mystudio (sin sesión → /entrar)', parameters: studio({}) };
export const Mobile: Story = { name: '/mystudio (móvil)', parameters: studio({ signedInAs: socia }), globals: mobile };
export const MobileDrawer: Story = {
  name: '/mystudio (móvil, menú abierto)',
  parameters: studio({ signedInAs: socia }),
  globals: mobile,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Menú' }));
  },
};
