import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, waitFor, within } from 'storybook/test';
import { appError, messages } from '@estudio/core';
import { demoFixtures } from '@estudio/core/testing';
import { PublicLayout } from '../../packages/web-react/src/chrome/PublicLayout/index.js';
import { EmailLinkPage } from '../../packages/web-react/src/features/auth/EmailLinkPage.js';
import { EMAIL_FOR_LINK_KEY } from '../../packages/web-react/src/features/auth/firebaseSignIn.rules.js';
import {
  fakeFirebase,
  FIREBASE_SETTINGS,
  type FakeFirebaseOptions,
} from '../../packages/web-react/src/testing/fakeFirebaseIdentity.js';
import { SignInPage } from '../../packages/web-react/src/features/auth/SignInPage.js';
import { SignUpPage } from '../../packages/web-react/src/features/auth/SignUpPage.js';
import type { StudioParameters } from '../.storybook/studio.js';
import { mobile } from '../.storybook/mobile.js';
import { memberStandIn, press, typeInto } from './helpers.js';

const text = messages.authScreens;
const socia = demoFixtures.accounts.socia.email;

/** Where a Google account without a customer record is sent to complete it. */
const completion = [...memberStandIn, { path: '/registro', element: <SignUpPage /> }];

/** A studio on Firebase with Google and the e-mail link on, over the demo studio's fakes. */
const firebaseStudio = (options: FakeFirebaseOptions = {}, parameters: StudioParameters = {}) => {
  const { prepare, services } = fakeFirebase(options);
  return {
    studio: {
      route: '/entrar',
      routes: completion,
      config: FIREBASE_SETTINGS,
      services,
      ...parameters,
      prepare: (fakes: Parameters<typeof prepare>[0]) => {
        prepare(fakes);
        parameters.prepare?.(fakes);
      },
    },
  };
};

type Canvas = { canvasElement: HTMLElement };

/** Clicks 'Continuar con Google' once the session has answered. */
const continueWithGoogle = async ({ canvasElement }: Canvas) => {
  const button = await within(canvasElement).findByRole('button', { name: text.continueWithGoogle });
  await waitFor(() => {
    if (button.hasAttribute('disabled')) throw new Error('La sesión aún se restaura');
  });
  await userEvent.click(button);
};

const meta = {
  title: 'Auth/Sign in with Firebase',
  render: () => (
    <PublicLayout>
      <SignInPage />
    </PublicLayout>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Google and the e-mail link under the password form. */
export const Entrar: Story = { name: '/entrar (Firebase)', parameters: firebaseStudio({ google: { email: socia } }) };
export const EntrarMobile: Story = { ...Entrar, name: '/entrar (Firebase, móvil)', globals: mobile };
export const GoogleSuccess: Story = { ...Entrar, name: '/entrar (Google → /mystudio)', play: continueWithGoogle };
/** The person closed Google's popup: nothing to say. */
export const GoogleClosed: Story = {
  name: '/entrar (ventana de Google cerrada)',
  parameters: firebaseStudio({ google: appError('auth/popup-closed-by-user', messages.common.genericError) }),
  play: continueWithGoogle,
};
export const GoogleFailed: Story = {
  name: '/entrar (Google sin conexión)',
  parameters: firebaseStudio({ google: appError('auth/network-request-failed', messages.common.networkError) }),
  play: continueWithGoogle,
};
/** A Google account nobody registered: /registro completes its customer record, without a password. */
export const GoogleWithoutCustomer: Story = {
  name: '/entrar (Google sin registro → /registro)',
  parameters: firebaseStudio({ google: { email: 'valeria@gmail.test' } }),
  play: continueWithGoogle,
};
export const EmailLinkSent: Story = {
  ...Entrar,
  name: '/entrar (enlace por correo enviado)',
  play: async ({ canvasElement }) => {
    await press(canvasElement, text.emailLinkOption);
    const form = within(canvasElement).getByRole('form', { name: text.emailLinkOption });
    await typeInto(form, /Correo electrónico/, socia);
    await press(form, text.emailLinkButton);
  },
};

const linkSetup = fakeFirebase();
const link = linkSetup.identity.issueLink(socia);
const expiredSetup = fakeFirebase();
const expiredLink = expiredSetup.identity.issueLink(socia);
expiredSetup.identity.expire(expiredLink);

const linkPage = () => (
  <PublicLayout>
    <EmailLinkPage />
  </PublicLayout>
);
const linkStudio = (setup: typeof linkSetup, route: string, stored: string | null) => ({
  studio: {
    route,
    routes: completion,
    config: FIREBASE_SETTINGS,
    services: setup.services,
    prepare: (fakes: Parameters<typeof setup.prepare>[0]) => {
      setup.prepare(fakes);
      if (stored !== null) fakes.storage.set(EMAIL_FOR_LINK_KEY, stored);
    },
  },
});

/** Opened on this device: signs in with the stored address and leaves for /mystudio. */
export const LinkOnThisDevice: Story = { name: '/entrar/enlace (mismo dispositivo)', render: linkPage, parameters: linkStudio(linkSetup, link, socia) };
/** Opened on another device: asks for the address first. */
export const LinkOnAnotherDevice: Story = { name: '/entrar/enlace (otro dispositivo)', render: linkPage, parameters: linkStudio(linkSetup, link, null) };
export const LinkExpired: Story = { name: '/entrar/enlace (vencido)', render: linkPage, parameters: linkStudio(expiredSetup, expiredLink, socia) };
