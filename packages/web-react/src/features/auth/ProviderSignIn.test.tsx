import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { appError, messages } from '@estudio/core';
import { demoFixtures } from '@estudio/core/testing';
import { renderWithServices, type RenderWithServicesOptions } from '../../testing/index.js';
import { EMAIL_FOR_LINK_KEY } from './firebaseSignIn.rules.js';
import { fakeFirebase, FIREBASE_SETTINGS, type FakeFirebaseOptions } from '../../testing/fakeFirebaseIdentity.js';
import { LoginPage } from './LoginPage.js';
import { SignInPage } from './SignInPage.js';
import { SignUpPage } from './SignUpPage.js';

const text = messages.authScreens;
const socia = demoFixtures.accounts.socia.email;

const Where = () => {
  const { pathname } = useLocation();
  return <p>Pantalla {pathname}</p>;
};

const elsewhere = [
  { path: '/mystudio/*', element: <Where /> },
  { path: '/registro', element: <SignUpPage /> },
];

/** /entrar on a studio whose identity is Firebase, with `settings` over Google and the e-mail link on. */
const renderFirebase = (options: FakeFirebaseOptions = {}, extra: RenderWithServicesOptions = {}) => {
  const { identity, prepare, services } = fakeFirebase(options);
  const rendered = renderWithServices(<SignInPage />, {
    route: '/entrar',
    routes: elsewhere,
    prepare,
    services,
    ...extra,
    config: { ...FIREBASE_SETTINGS, ...extra.config },
  });
  return { ...rendered, identity };
};

const googleButton = () => screen.findByRole('button', { name: text.continueWithGoogle });

/** Waits until the session has answered, so a click is not refused while it restores. */
const clickGoogle = async () => {
  const button = await googleButton();
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  await userEvent.click(button);
  return button;
};

describe('/entrar with Firebase', () => {
  it("offers Google and the e-mail link under the password form, after an 'o'", async () => {
    renderFirebase();
    expect(await googleButton()).toBeTruthy();
    expect(screen.getByText(text.orSeparator)).toBeTruthy();
    expect(screen.getByRole('button', { name: text.emailLinkOption })).toBeTruthy();
    expect(await screen.findByRole('button', { name: text.signInButton })).toBeTruthy();
  });

  it('shows only what the configuration turns on', async () => {
    const onlyLink = JSON.stringify({ ...JSON.parse(FIREBASE_SETTINGS.identity_provider), social: [] });
    renderFirebase({}, { config: { identity_provider: onlyLink } });
    expect(await screen.findByRole('button', { name: text.emailLinkOption })).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.continueWithGoogle })).toBeNull();
  });

  it('signs in with Google and goes to /mystudio', async () => {
    renderFirebase({ google: { email: socia } });
    await clickGoogle();
    expect(await screen.findByText('Pantalla /mystudio')).toBeTruthy();
  });

  it('goes back to an internal next path after Google, like after a password', async () => {
    renderFirebase({ google: { email: socia } }, { route: '/entrar?next=%2Fmystudio%2Freservaciones' });
    await clickGoogle();
    expect(await screen.findByText('Pantalla /mystudio/reservaciones')).toBeTruthy();
  });

  it('says nothing when the person closes the popup', async () => {
    renderFirebase({ google: appError('auth/popup-closed-by-user', messages.common.genericError) });
    const button = await clickGoogle();
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(screen.queryAllByRole('alert')).toEqual([]);
    expect(screen.queryByText(messages.common.genericError)).toBeNull();
    expect(screen.queryByText(/Pantalla/)).toBeNull();
  });

  it('shows any other Google failure with its text, inline and as an alert', async () => {
    renderFirebase({ google: appError('auth/network-request-failed', messages.common.networkError) });
    await clickGoogle();
    expect(await screen.findAllByText(messages.common.networkError)).toHaveLength(2);
    expect(screen.queryByText(/Pantalla/)).toBeNull();
  });

  it('sends a Google account without a customer record to /registro to complete it', async () => {
    const { services } = renderFirebase({ google: { email: 'valeria@gmail.test' } });
    await clickGoogle();
    const email = await screen.findByLabelText(/^Correo electrónico/);
    expect((email as HTMLInputElement).value).toBe('valeria@gmail.test');
    expect(email.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(text.completeSignUpIntro)).toBeTruthy();
    expect(screen.queryByLabelText(/^Contraseña/)).toBeNull();
    expect(services.fakes.identity.currentUser()?.email).toBe('valeria@gmail.test');
  });

  it('works on /login too', async () => {
    const { prepare, services } = fakeFirebase({ google: { email: socia } });
    renderWithServices(<LoginPage />, { route: '/login', routes: elsewhere, prepare, services, config: FIREBASE_SETTINGS });
    await clickGoogle();
    expect(await screen.findByText('Pantalla /mystudio')).toBeTruthy();
  });
});

describe('/entrar: the e-mail link option', () => {
  const openLinkForm = async () => {
    await userEvent.click(await screen.findByRole('button', { name: text.emailLinkOption }));
    return screen.getByRole('form', { name: text.emailLinkOption });
  };

  it('sends a link back to /entrar/enlace, keeps the address and says to check the mail', async () => {
    const { services, identity } = renderFirebase();
    const form = await openLinkForm();
    await userEvent.type(within(form).getByLabelText(/Correo electrónico/), ' Socia@Estudio.test ');
    await userEvent.click(within(form).getByRole('button', { name: text.emailLinkButton }));
    expect((await screen.findAllByText(text.emailLinkSent)).length).toBeGreaterThan(0);
    expect(text.emailLinkSent).toBe('Te enviamos un enlace para entrar. Revisa tu correo.');
    expect(services.storage.get(EMAIL_FOR_LINK_KEY)).toBe(socia);
    expect(identity.sentLinks).toEqual([{ email: socia, url: `${window.location.origin}/entrar/enlace`, link: expect.any(String) }]);
  });

  it('sends nothing to an invalid address', async () => {
    const { services, identity } = renderFirebase();
    const form = await openLinkForm();
    await userEvent.type(within(form).getByLabelText(/Correo electrónico/), 'no-es-correo');
    await userEvent.click(within(form).getByRole('button', { name: text.emailLinkButton }));
    expect(within(form).getByText(messages.auth.invalidEmail)).toBeTruthy();
    expect(identity.sentLinks).toEqual([]);
    expect(services.storage.get(EMAIL_FOR_LINK_KEY)).toBeNull();
  });

  it("shows the provider's failure and keeps nothing", async () => {
    const { services } = renderFirebase({ sendLinkFailure: appError('auth/quota-exceeded', messages.common.genericError) });
    const form = await openLinkForm();
    await userEvent.type(within(form).getByLabelText(/Correo electrónico/), socia);
    await userEvent.click(within(form).getByRole('button', { name: text.emailLinkButton }));
    expect((await screen.findAllByText(messages.common.genericError)).length).toBeGreaterThan(0);
    expect(services.storage.get(EMAIL_FOR_LINK_KEY)).toBeNull();
  });
});

describe('/entrar with the server provider', () => {
  it('shows the password form alone (the default)', async () => {
    renderWithServices(<SignInPage />, { route: '/entrar' });
    expect(await screen.findByRole('button', { name: text.signInButton })).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.continueWithGoogle })).toBeNull();
    expect(screen.queryByRole('button', { name: text.emailLinkOption })).toBeNull();
    expect(screen.queryByText(text.orSeparator)).toBeNull();
  });

  it('offers neither even when the settings name Firebase but the identity is the server one', async () => {
    renderWithServices(<SignInPage />, { route: '/entrar', config: FIREBASE_SETTINGS });
    expect(await screen.findByRole('button', { name: text.signInButton })).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.continueWithGoogle })).toBeNull();
    expect(screen.queryByRole('button', { name: text.emailLinkOption })).toBeNull();
  });
});
