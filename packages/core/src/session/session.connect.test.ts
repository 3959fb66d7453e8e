import { describe, expect, it } from 'vitest';
import type { Customer } from '../api/schemas/customer.schemas.js';
import { demoFixtures } from '../testing/index.js';
import { connectSession } from './session.connect.js';
import { sessionMachine } from './session.machine.js';
import type { SessionContext, SessionEvent, SignUpForm } from './session.types.js';

const admin = demoFixtures.customers.find((c) => c.role === 'admin') as Customer;
const user = { uid: admin.uid, email: admin.email };

const viewOf = (value: Parameters<typeof sessionMachine.resolveState>[0]['value'], context: SessionContext) => {
  const sent: SessionEvent[] = [];
  const view = connectSession(sessionMachine.resolveState({ value, context }), (event) => sent.push(event));
  return { view, sent };
};

describe('connectSession', () => {
  it('reads a signed-in snapshot', () => {
    const { view } = viewOf({ signedIn: 'idle' }, { user, customer: admin, error: null });
    expect(view).toMatchObject({ status: 'signedIn', signedIn: true, busy: false, isAdmin: true, user, customer: admin });
  });

  it('stays signedIn, and busy, while the profile reloads', () => {
    const { view } = viewOf({ signedIn: 'reloading' }, { user, customer: admin, error: null });
    expect(view).toMatchObject({ status: 'signedIn', signedIn: true, busy: true });
  });

  it('reads a signed-out snapshot with its error', () => {
    const error = { code: 'auth/wrong-password', message: 'x' };
    const { view } = viewOf('signedOut', { user: null, customer: null, error });
    expect(view).toMatchObject({ status: 'signedOut', signedIn: false, busy: false, isAdmin: false, error });
  });

  it('reads an identity waiting for its customer record as neither signed in nor busy', () => {
    const { view } = viewOf('needsCustomer', { user, customer: null, error: null });
    expect(view).toMatchObject({ status: 'needsCustomer', signedIn: false, busy: false, user, customer: null });
  });

  it.each(['restoring', 'signingIn', 'loadingProfile', 'checkingCustomer', 'signingUp', 'signingOut'] as const)(
    'is busy while %s',
    (status) => {
      const { view } = viewOf(status, { user: null, customer: null, error: null });
      expect(view.status).toBe(status);
      expect(view.busy).toBe(true);
    },
  );

  it('sends the machine events', () => {
    const { view, sent } = viewOf('signedOut', { user: null, customer: null, error: null });
    const form = { email: 'a@b.co' } as SignUpForm;
    view.signIn('a@b.co', 'secreto');
    view.providerSignedIn(user);
    view.signUp(form);
    view.signOut();
    view.reloadProfile();
    view.sessionExpired();
    view.clearError();
    expect(sent).toEqual([
      { type: 'SIGN_IN', email: 'a@b.co', password: 'secreto' },
      { type: 'PROVIDER_SIGNED_IN', user },
      { type: 'SIGN_UP', form },
      { type: 'SIGN_OUT' },
      { type: 'PROFILE_RELOAD' },
      { type: 'SESSION_EXPIRED' },
      { type: 'CLEAR_ERROR' },
    ]);
  });
});
