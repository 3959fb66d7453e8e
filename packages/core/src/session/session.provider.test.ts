import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { messages } from '../messages/index.js';
import { appError } from '../shared/result.js';
import { createDemoPorts, demoAccounts } from '../testing/index.js';
import { createSessionMachine } from './session.actors.js';
import { connectSession } from './session.connect.js';
import type { SignUpForm } from './session.types.js';

const GOOGLE_EMAIL = 'valeria@gmail.test';

/** What /registro sends to complete the record of an identity that exists: no password. */
const completion = (changes: Partial<SignUpForm> = {}): SignUpForm => ({
  name: 'Valeria',
  last_name: 'Ortiz',
  email: GOOGLE_EMAIL,
  phone: '551 234 9999',
  password: '',
  password_confirm: '',
  signup_reason: null,
  other: null,
  birthdate: null,
  instagram: null,
  accepted_terms: true,
  required_page_ids: [1],
  ...changes,
});

/**
 * A session over the demo ports, signed out, and a provider sign-in made
 * outside the machine (as a Google popup or an e-mail link is) then told
 * to the session.
 */
const startSession = async () => {
  const ports = createDemoPorts();
  const actor = createActor(createSessionMachine({ identity: ports.identity, api: ports.api })).start();
  const view = () => connectSession(actor.getSnapshot(), actor.send);
  const settled = async () => {
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    return view();
  };
  await settled();
  const providerSignIn = async (email: string, password: string) => {
    if (!ports.identity.hasAccount(email)) ports.identity.addAccount(email, password);
    const signedIn = await ports.identity.signIn(email, password);
    if (!signedIn.ok) throw new Error(signedIn.error.message);
    view().providerSignedIn(signedIn.value);
    return settled();
  };
  return { ...ports, actor, view, settled, providerSignIn };
};

describe('session: a sign-in the provider made by itself', () => {
  it('loads the customer and ends signed in', async () => {
    const session = await startSession();
    const view = await session.providerSignIn(demoAccounts.socia.email, demoAccounts.socia.password);
    expect(view).toMatchObject({ status: 'signedIn', error: null });
    expect(view.customer?.name).toBe('Mariana');
  });

  it('is busy while it checks the customer record', async () => {
    const session = await startSession();
    await session.identity.signIn(demoAccounts.socia.email, demoAccounts.socia.password);
    session.view().providerSignedIn({ uid: 'demo-socia', email: demoAccounts.socia.email });
    expect(session.view()).toMatchObject({ status: 'checkingCustomer', busy: true });
    expect((await session.settled()).signedIn).toBe(true);
  });

  it('keeps an identity without a customer record, waiting for sign-up to complete it', async () => {
    const session = await startSession();
    const view = await session.providerSignIn(GOOGLE_EMAIL, 'google');
    expect(view).toMatchObject({ status: 'needsCustomer', signedIn: false, customer: null, error: null });
    expect(view.user?.email).toBe(GOOGLE_EMAIL);
    expect(session.identity.currentUser()?.email).toBe(GOOGLE_EMAIL);
  });

  it('signs out on any other profile failure, keeping the reason', async () => {
    const session = await startSession();
    session.api.failNext('customer.current', appError('server/down', 'El servidor no responde', 500));
    const view = await session.providerSignIn(demoAccounts.socia.email, demoAccounts.socia.password);
    expect(view).toMatchObject({ status: 'signedOut', user: null });
    expect(view.error?.message).toBe('El servidor no responde');
    expect(session.identity.currentUser()).toBeNull();
  });

  it('is ignored while someone is signed in', async () => {
    const session = await startSession();
    await session.providerSignIn(demoAccounts.socia.email, demoAccounts.socia.password);
    session.view().providerSignedIn({ uid: 'otro', email: GOOGLE_EMAIL });
    expect(session.view()).toMatchObject({ status: 'signedIn', user: { email: demoAccounts.socia.email } });
  });
});

describe('session: completing the customer record of a provider account', () => {
  it('creates only the customer record, without a password or a new identity account', async () => {
    const session = await startSession();
    await session.providerSignIn(GOOGLE_EMAIL, 'google');
    const accounts = session.identity.accountCount;
    session.view().signUp(completion());
    const view = await session.settled();
    expect(view.status).toBe('signedIn');
    expect(view.customer).toMatchObject({ name: 'Valeria', email: GOOGLE_EMAIL, phone: '5512349999', accepted_pages: [{ page_id: 1 }] });
    expect(session.identity.accountCount).toBe(accounts);
  });

  it('still checks the form and the phone', async () => {
    const session = await startSession();
    await session.providerSignIn(GOOGLE_EMAIL, 'google');
    session.view().signUp(completion({ accepted_terms: false }));
    expect((await session.settled()).error?.message).toBe(messages.auth.mustAcceptTerms);
    session.view().signUp(completion({ phone: '551 234 0001' }));
    const view = await session.settled();
    expect(view.error?.message).toBe(messages.auth.duplicatePhone);
    expect(view.status).toBe('needsCustomer');
  });

  it('keeps the provider account signed in when the customer record fails, so the form can be sent again', async () => {
    const session = await startSession();
    await session.providerSignIn(GOOGLE_EMAIL, 'google');
    session.api.failNext('customer.signup', appError('server/down', 'El servidor no responde', 500));
    session.view().signUp(completion());
    const failed = await session.settled();
    expect(failed).toMatchObject({ status: 'needsCustomer', user: { email: GOOGLE_EMAIL } });
    expect(failed.error?.message).toBe('El servidor no responde');
    expect(session.identity.currentUser()?.email).toBe(GOOGLE_EMAIL);
    session.view().signUp(completion());
    expect((await session.settled()).status).toBe('signedIn');
  });

  it('can sign out instead, forgetting the identity', async () => {
    const session = await startSession();
    await session.providerSignIn(GOOGLE_EMAIL, 'google');
    session.view().signOut();
    const view = await session.settled();
    expect(view).toMatchObject({ status: 'signedOut', user: null, customer: null, error: null });
    expect(session.identity.currentUser()).toBeNull();
  });

  it('can take another provider sign-in, with a registered account', async () => {
    const session = await startSession();
    await session.providerSignIn(GOOGLE_EMAIL, 'google');
    const view = await session.providerSignIn(demoAccounts.nueva.email, demoAccounts.nueva.password);
    expect(view.status).toBe('signedIn');
    expect(view.customer?.email).toBe(demoAccounts.nueva.email);
  });

  it('leaves a fresh sign-up as it was: a failed customer record still signs the new account out', async () => {
    const session = await startSession();
    session.api.failNext('customer.signup', appError('server/down', 'El servidor no responde', 500));
    session.view().signUp(completion({ email: 'otra@estudio.test', password: 'secreto1', password_confirm: 'secreto1' }));
    const view = await session.settled();
    expect(view.status).toBe('signedOut');
    expect(session.identity.currentUser()).toBeNull();
  });
});
