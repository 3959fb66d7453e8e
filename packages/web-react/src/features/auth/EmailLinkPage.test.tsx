import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { appError, messages } from '@estudio/core';
import { demoFixtures, type DemoPorts } from '@estudio/core/testing';
import { renderWithServices } from '../../testing/index.js';
import { EmailLinkPage } from './EmailLinkPage.js';
import { EMAIL_FOR_LINK_KEY } from './firebaseSignIn.rules.js';
import { fakeFirebase, FIREBASE_SETTINGS } from '../../testing/fakeFirebaseIdentity.js';
import { SignUpPage } from './SignUpPage.js';

const text = messages.authScreens;
const socia = demoFixtures.accounts.socia.email;

const Where = () => <p>Pantalla {useLocation().pathname}</p>;
const elsewhere = [
  { path: '/mystudio/*', element: <Where /> },
  { path: '/registro', element: <SignUpPage /> },
];

/** How the link of {@link openLink} was sent and opened. */
interface LinkCase {
  /** The address this device kept when it asked for the link (none when opened on another device). */
  readonly stored?: string;
  /** Opens this address instead of the issued link. */
  readonly link?: string;
  readonly expired?: boolean;
  /** Steers the fakes further, e.g. a failing profile load. */
  readonly prepare?: (fakes: DemoPorts) => void;
}

/** Opens /entrar/enlace from a link sent to `sentTo`, on a studio whose identity is Firebase. */
const openLink = (sentTo: string, { stored, link, expired = false, prepare }: LinkCase = {}) => {
  const firebase = fakeFirebase();
  const issued = firebase.identity.issueLink(sentTo);
  if (expired) firebase.identity.expire(issued);
  return renderWithServices(<EmailLinkPage />, {
    route: link ?? issued,
    routes: elsewhere,
    config: FIREBASE_SETTINGS,
    services: firebase.services,
    prepare: (fakes) => {
      firebase.prepare(fakes);
      if (stored !== undefined) fakes.storage.set(EMAIL_FOR_LINK_KEY, stored);
      prepare?.(fakes);
    },
  });
};

const confirmEmail = async (email: string) => {
  await userEvent.type(await screen.findByLabelText(/Correo electrónico/), email);
  await userEvent.click(screen.getByRole('button', { name: text.signInButton }));
};

describe('/entrar/enlace', () => {
  it('signs in with the address stored on this device, forgets it, and goes to /mystudio', async () => {
    const { services } = openLink(socia, { stored: socia });
    expect(await screen.findByText('Pantalla /mystudio')).toBeTruthy();
    expect(services.storage.get(EMAIL_FOR_LINK_KEY)).toBeNull();
    expect(services.fakes.identity.currentUser()?.email).toBe(socia);
  });

  it('asks for the address when this device has none, then signs in', async () => {
    openLink(socia);
    expect(await screen.findByText(text.emailLinkConfirm)).toBeTruthy();
    await confirmEmail(socia);
    expect(await screen.findByText('Pantalla /mystudio')).toBeTruthy();
  });

  it('asks again when the address is not the one the link was sent to', async () => {
    openLink(socia);
    await confirmEmail('otra@estudio.test');
    expect(await screen.findByText(messages.auth.invalidEmail)).toBeTruthy();
    expect(screen.queryByText(/Pantalla/)).toBeNull();
  });

  it('says an expired link no longer works, with the way back to /entrar', async () => {
    openLink(socia, { stored: socia, expired: true });
    expect(await screen.findByText(text.emailLinkInvalid)).toBeTruthy();
    expect(screen.getByRole('link', { name: text.backToSignIn }).getAttribute('href')).toBe('/entrar');
    expect(screen.queryByText(/Pantalla/)).toBeNull();
  });

  it('says a link that is not a sign-in link does not work', async () => {
    openLink(socia, { stored: socia, link: '/entrar/enlace?oobCode=otro' });
    expect(await screen.findByText(text.emailLinkInvalid)).toBeTruthy();
  });

  it('says a link already used does not work', async () => {
    openLink(socia, { stored: socia, link: '/entrar/enlace?mode=signIn&oobCode=desconocido' });
    expect(await screen.findByText(text.emailLinkInvalid)).toBeTruthy();
    expect(screen.queryByText(/Pantalla/)).toBeNull();
  });

  it('reads every link as invalid with the server provider', async () => {
    renderWithServices(<EmailLinkPage />, { route: '/entrar/enlace?mode=signIn&oobCode=codigo-1' });
    expect(await screen.findByText(text.emailLinkInvalid)).toBeTruthy();
  });

  it('sends a new address without a customer record to /registro to complete it', async () => {
    openLink('valeria@gmail.test', { stored: 'valeria@gmail.test' });
    const email = await screen.findByLabelText(/^Correo electrónico/);
    expect((email as HTMLInputElement).value).toBe('valeria@gmail.test');
    expect(screen.getByText(text.completeSignUpIntro)).toBeTruthy();
  });

  it('shows why when the profile cannot load, with the way back to /entrar', async () => {
    openLink(socia, {
      stored: socia,
      prepare: (fakes) => fakes.api.failNext('customer.current', appError('server/down', 'El servidor no responde', 500)),
    });
    expect((await screen.findAllByText('El servidor no responde')).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: text.backToSignIn })).toBeTruthy();
  });
});
