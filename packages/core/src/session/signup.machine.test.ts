import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { messages } from '../messages/index.js';
import type { ApiPort } from '../ports/api.ports.js';
import { appError } from '../shared/result.js';
import { createDemoPorts, demoAccounts, demoFixtures, holdCalls } from '../testing/index.js';
import { createSessionMachine, createSignupMachine } from './session.actors.js';
import { connectSession } from './session.connect.js';
import type { SignUpForm, SignUpValidator } from './session.types.js';

const form = (changes: Partial<SignUpForm> = {}): SignUpForm => ({
  name: 'Valeria',
  last_name: 'Ortiz',
  email: 'Valeria@Estudio.test ',
  phone: '(551) 234-9999',
  password: 'secreto1',
  password_confirm: 'secreto1',
  signup_reason: 'Otro',
  other: 'Me lo contó una amiga',
  birthdate: '1995-04-12',
  instagram: '',
  accepted_terms: true,
  required_page_ids: [1],
  ...changes,
});

const startSignUp = (options: { validate?: SignUpValidator; api?: (api: ApiPort) => ApiPort } = {}) => {
  const ports = createDemoPorts();
  const api = options.api?.(ports.api) ?? ports.api;
  const deps = { identity: ports.identity, api, ...(options.validate ? { validate: options.validate } : {}) };
  const actor = createActor(createSessionMachine(deps)).start();
  const view = () => connectSession(actor.getSnapshot(), actor.send);
  const signUp = async (signUpForm: SignUpForm) => {
    await waitFor(actor, (s) => s.matches('signedOut'));
    view().signUp(signUpForm);
    await waitFor(actor, (s) => !s.hasTag('busy'));
    return view();
  };
  return { ...ports, actor, view, signUp, accountsBefore: ports.identity.accountCount };
};

describe('sign-up', () => {
  it('checks the phone, creates the account and the customer, then ends signed in', async () => {
    const session = startSignUp();
    const view = await session.signUp(form());
    expect(view.status).toBe('signedIn');
    expect(view.error).toBeNull();
    expect(view.user?.email).toBe('valeria@estudio.test');
    expect(view.customer).toMatchObject({
      name: 'Valeria',
      last_name: 'Ortiz',
      email: 'valeria@estudio.test',
      phone: '5512349999',
      other: 'Me lo contó una amiga',
      instagram: null,
      accepted_pages: [{ page_id: 1 }],
    });
    expect(session.identity.hasAccount('valeria@estudio.test')).toBe(true);
  });

  it('stops before creating an identity account when the phone is taken', async () => {
    const session = startSignUp();
    const view = await session.signUp(form({ phone: '551 234 0001' }));
    expect(view.status).toBe('signedOut');
    expect(view.error?.message).toBe(messages.auth.duplicatePhone);
    expect(session.identity.accountCount).toBe(session.accountsBefore);
    expect(session.api.state.customers).toHaveLength(demoFixtures.customers.length);
  });

  it('refuses mismatched passwords without calling anything', async () => {
    const session = startSignUp();
    const view = await session.signUp(form({ password_confirm: 'secreto2' }));
    expect(view.error?.message).toBe(messages.auth.passwordsDontMatch);
    expect(session.identity.accountCount).toBe(session.accountsBefore);
  });

  it('needs the terms ticked when a page is required for sign-up', async () => {
    const session = startSignUp();
    const view = await session.signUp(form({ accepted_terms: false }));
    expect(view.error?.message).toBe(messages.auth.mustAcceptTerms);
    expect(session.identity.accountCount).toBe(session.accountsBefore);
  });

  it('does not ask for the terms when no page is required', async () => {
    const session = startSignUp();
    const view = await session.signUp(form({ accepted_terms: false, required_page_ids: [] }));
    expect(view.status).toBe('signedIn');
    expect(view.customer?.accepted_pages).toEqual([]);
  });

  it('refuses a malformed phone', async () => {
    const session = startSignUp();
    const view = await session.signUp(form({ phone: '12-34' }));
    expect(view.error?.message).toBe(messages.forms.phoneFormat);
  });

  it('refuses a password shorter than the provider allows', async () => {
    const session = startSignUp();
    const view = await session.signUp(form({ password: 'abc', password_confirm: 'abc' }));
    expect(view.error?.message).toBe('La contraseña debe tener al menos 6 caracteres.');
  });

  it('tells an existing e-mail to sign in (identity 409)', async () => {
    const session = startSignUp();
    const view = await session.signUp(form({ email: demoAccounts.socia.email }));
    expect(view.status).toBe('signedOut');
    expect(view.error?.message).toBe(messages.auth.signupConflict);
    expect(session.api.state.customers).toHaveLength(demoFixtures.customers.length);
  });

  it('signs out and shows the provider text on any other identity failure', async () => {
    // Skip the form checks so the provider itself refuses the password.
    const session = startSignUp({ validate: () => null });
    const view = await session.signUp(form({ password: 'abc', password_confirm: 'abc' }));
    expect(view.status).toBe('signedOut');
    expect(view.error?.code).toBe('auth/weak-password');
    expect(view.error?.message).toBe('La contraseña debe tener al menos 6 caracteres.');
    expect(session.identity.currentUser()).toBeNull();
  });

  it('signs the new identity out and shows the server message when the customer record fails', async () => {
    const session = startSignUp();
    session.api.failNext('customer.signup', appError('customer/duplicate-phone', messages.auth.duplicatePhone, 409));
    const view = await session.signUp(form());
    expect(view.status).toBe('signedOut');
    expect(view.error?.message).toBe(messages.auth.duplicatePhone);
    expect(view.user).toBeNull();
    expect(session.identity.currentUser()).toBeNull();
  });

  it('shows a phone check failure and creates nothing', async () => {
    const session = startSignUp();
    session.api.failNext('customer.phoneAvailable', appError('server/down', 'El servidor no responde', 500));
    const view = await session.signUp(form());
    expect(view.error?.message).toBe('El servidor no responde');
    expect(session.identity.accountCount).toBe(session.accountsBefore);
  });

  it('uses the injected form checks', async () => {
    const session = startSignUp({ validate: () => appError('custom', 'Revisa tu nombre') });
    const view = await session.signUp(form());
    expect(view.error?.message).toBe('Revisa tu nombre');
  });

  it('is busy from the first check until signed in', async () => {
    let held: ReturnType<typeof holdCalls<ApiPort['customer'], 'signup'>> | undefined;
    const session = startSignUp({
      api: (api) => {
        held = holdCalls(api.customer, 'signup');
        return { ...api, customer: held.port };
      },
    });
    await waitFor(session.actor, (s) => s.matches('signedOut'));
    session.view().signUp(form());
    expect(session.view()).toMatchObject({ status: 'signingUp', busy: true });
    await vi.waitFor(() => expect(held?.waiting).toBe(1));
    expect(session.view().busy).toBe(true);
    held?.release();
    const snapshot = await waitFor(session.actor, (s) => s.matches('signedIn'));
    expect(snapshot.hasTag('busy')).toBe(false);
  });
});

describe('sign-up machine on its own', () => {
  it('outputs the new identity user', async () => {
    const ports = createDemoPorts();
    const actor = createActor(createSignupMachine(ports), { input: { form: form() } }).start();
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.output).toEqual({ ok: true, value: { uid: expect.any(String), email: 'valeria@estudio.test' } });
  });

  it('outputs the failure to show', async () => {
    const ports = createDemoPorts();
    const actor = createActor(createSignupMachine(ports), { input: { form: form({ password_confirm: 'x' }) } }).start();
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.output).toMatchObject({ ok: false, error: { message: messages.auth.passwordsDontMatch } });
  });
});
