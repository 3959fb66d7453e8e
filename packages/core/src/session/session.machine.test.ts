import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, waitFor } from 'xstate';
import { messages } from '../messages/index.js';
import type { ApiPort } from '../ports/api.ports.js';
import type { IdentityPort, IdentityUser } from '../ports/identity.ports.js';
import { appError, err } from '../shared/result.js';
import { createDemoPorts, demoAccounts, holdCalls, type DemoPortsOptions } from '../testing/index.js';
import { createSessionMachine } from './session.actors.js';
import { connectSession } from './session.connect.js';
import { sessionMachine } from './session.machine.js';
import { ID_TOKEN_EXPIRED } from './token-refresh.rules.js';

const { socia, admin, nueva } = demoAccounts;

/** `target` with some members replaced; the rest still run on `target` itself. */
const overriding = <T extends object>(target: T, overrides: Partial<T>): T =>
  new Proxy(target, {
    get: (object, property) => {
      if (Object.prototype.hasOwnProperty.call(overrides, property)) return overrides[property as keyof T];
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value;
    },
  });

/** Starts a session over the demo ports; `wrap` may swap a port for a held or failing one. */
const startSession = (
  options: DemoPortsOptions = {},
  wrap: { identity?: (i: IdentityPort) => IdentityPort; api?: (a: ApiPort) => ApiPort } = {},
) => {
  const ports = createDemoPorts(options);
  const identity = wrap.identity?.(ports.identity) ?? ports.identity;
  const api = wrap.api?.(ports.api) ?? ports.api;
  const actor = createActor(createSessionMachine({ identity, api })).start();
  const view = () => connectSession(actor.getSnapshot(), actor.send);
  const settled = async () => {
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    return view();
  };
  return { ...ports, actor, view, settled };
};

const signedInAs = async (account: { email: string; password: string }) => {
  const session = startSession();
  await session.settled();
  session.view().signIn(account.email, account.password);
  await session.settled();
  return session;
};

describe('session: restoring', () => {
  it('waits for the identity provider, then is signed out when it knows nobody', async () => {
    const session = startSession();
    expect(session.view().status).toBe('restoring');
    expect(session.view().busy).toBe(true);
    const view = await session.settled();
    expect(view.status).toBe('signedOut');
    expect(view.signedIn).toBe(false);
    expect(view.error).toBeNull();
  });

  it('restores an existing identity and loads its customer', async () => {
    const session = startSession({ signedInAs: socia.email });
    const view = await session.settled();
    expect(view.status).toBe('signedIn');
    expect(view.user?.email).toBe(socia.email);
    expect(view.customer?.name).toBe('Mariana');
  });

  it('signs out a restored identity without a customer record, keeping the reason', async () => {
    const session = startSession({ signedInAs: socia.email });
    session.api.state.customers.splice(0);
    const view = await session.settled();
    expect(view.status).toBe('signedOut');
    expect(view.error?.message).toBe(messages.profile.notFound);
    expect(session.identity.currentUser()).toBeNull();
  });

  it('restores when the provider answers during the subscription itself', async () => {
    const user: IdentityUser = { uid: 'demo-socia', email: socia.email };
    const ports = createDemoPorts({ signedInAs: socia.email });
    const machine = createSessionMachine({ identity: ports.identity, api: ports.api }).provide({
      actors: {
        watchIdentity: fromCallback(({ sendBack }) => {
          sendBack({ type: 'IDENTITY_RESOLVED', user });
          return () => undefined;
        }),
      },
    });
    const actor = createActor(machine).start();
    const snapshot = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(snapshot.context.customer?.customer_id).toBe(2);
  });

  it('is signed out, quietly, when the provider cannot restore', async () => {
    const actor = createActor(sessionMachine).start();
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context.error).toBeNull();
  });
});

describe('session: sign-in', () => {
  it('signs in and loads the profile', async () => {
    const { view } = await signedInAs(socia);
    expect(view()).toMatchObject({ status: 'signedIn', signedIn: true, busy: false, isAdmin: false, error: null });
    expect(view().customer?.email).toBe(socia.email);
    expect(view().user?.uid).toBe('demo-socia');
  });

  it('knows an admin', async () => {
    const { view } = await signedInAs(admin);
    expect(view().isAdmin).toBe(true);
  });

  it('says the password is wrong', async () => {
    const { view } = await signedInAs({ email: socia.email, password: 'otra-cosa' });
    expect(view().status).toBe('signedOut');
    expect(view().error).toMatchObject({ code: 'auth/wrong-password', message: messages.auth.wrongPassword });
  });

  it('says the e-mail has no account', async () => {
    const { view } = await signedInAs({ email: 'nadie@estudio.test', password: 'demo1234' });
    expect(view().error).toMatchObject({ code: 'auth/user-not-found', message: messages.auth.userNotFound });
  });

  it('shows any other sign-in failure with its own text', async () => {
    const session = startSession(
      {},
      {
        identity: (identity) =>
          overriding(identity, {
            signIn: async () => err(appError('auth/too-many-requests', 'Demasiados intentos', 429)),
          }),
      },
    );
    await session.settled();
    session.view().signIn(socia.email, socia.password);
    const view = await session.settled();
    expect(view.error?.message).toBe('Demasiados intentos');
  });

  it('signs the identity out when the profile cannot load, keeping the error', async () => {
    const session = startSession();
    await session.settled();
    session.api.failNext('customer.current', appError('server/down', 'El servidor no responde', 500));
    session.view().signIn(socia.email, socia.password);
    const view = await session.settled();
    expect(view.status).toBe('signedOut');
    expect(view.user).toBeNull();
    expect(view.customer).toBeNull();
    expect(view.error?.message).toBe('El servidor no responde');
    expect(session.identity.currentUser()).toBeNull();
  });

  it('clears a previous error when signing in again', async () => {
    const session = await signedInAs({ email: socia.email, password: 'mal' });
    session.view().signIn(socia.email, socia.password);
    expect(session.view().error).toBeNull();
    expect((await session.settled()).signedIn).toBe(true);
  });

  it('clears an error on request', async () => {
    const session = await signedInAs({ email: socia.email, password: 'mal' });
    session.view().clearError();
    expect(session.view().error).toBeNull();
  });
});

describe('session: signed in', () => {
  it('signs out and forgets the user and the customer', async () => {
    const session = await signedInAs(socia);
    session.view().signOut();
    const view = await session.settled();
    expect(view).toMatchObject({ status: 'signedOut', user: null, customer: null, error: null });
    expect(session.identity.currentUser()).toBeNull();
  });

  it('signs out with the expired-session message', async () => {
    const session = await signedInAs(socia);
    session.view().sessionExpired();
    const view = await session.settled();
    expect(view.status).toBe('signedOut');
    expect(view.customer).toBeNull();
    expect(view.error).toMatchObject({ code: ID_TOKEN_EXPIRED, message: messages.auth.sessionExpired });
    expect(session.identity.currentUser()).toBeNull();
  });

  it('ignores an expired token when nobody is signed in', async () => {
    const session = startSession();
    await session.settled();
    session.view().sessionExpired();
    expect(session.view().error).toBeNull();
  });

  it('reloads the profile after an edit, staying signed in', async () => {
    const session = await signedInAs(nueva);
    await session.api.customer.update({ name: 'Lucy' });
    session.view().reloadProfile();
    expect(session.view()).toMatchObject({ status: 'signedIn', busy: true });
    const view = await session.settled();
    expect(view.customer?.name).toBe('Lucy');
  });

  it('keeps the customer when a reload fails, and shows why', async () => {
    const session = await signedInAs(nueva);
    session.api.failNext('customer.current', appError('server/down', 'El servidor no responde', 500));
    session.view().reloadProfile();
    const view = await session.settled();
    expect(view.status).toBe('signedIn');
    expect(view.customer?.name).toBe('Lucía');
    expect(view.error?.message).toBe('El servidor no responde');
  });

  it('can sign out while the profile is still loading', async () => {
    const session = startSession({}, { api: (api) => ({ ...api, customer: holdCalls(api.customer, 'current').port }) });
    await waitFor(session.actor, (s) => s.matches('signedOut'));
    session.view().signIn(socia.email, socia.password);
    await waitFor(session.actor, (s) => s.matches('loadingProfile'));
    session.view().signOut();
    const view = await session.settled();
    expect(view).toMatchObject({ status: 'signedOut', user: null, customer: null });
  });
});

describe('session: busy flag', () => {
  it('is on while signing in, loading the profile and signing out, and off otherwise', async () => {
    const ports = createDemoPorts();
    const identityHold = holdCalls(ports.identity, 'signIn');
    const profileHold = holdCalls(ports.api.customer, 'current');
    const signOutHold = holdCalls(ports.identity, 'signOut');
    const identity = overriding<IdentityPort>(ports.identity, {
      signIn: identityHold.port.signIn,
      signOut: signOutHold.port.signOut,
    });
    const api = { ...ports.api, customer: profileHold.port };
    const actor = createActor(createSessionMachine({ identity, api })).start();
    const view = () => connectSession(actor.getSnapshot(), actor.send);
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(view().busy).toBe(false);

    view().signIn(socia.email, socia.password);
    expect(view()).toMatchObject({ status: 'signingIn', busy: true });
    identityHold.release();
    await waitFor(actor, (s) => s.matches('loadingProfile'));
    expect(view().busy).toBe(true);
    profileHold.release();
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(view().busy).toBe(false);

    view().signOut();
    expect(view()).toMatchObject({ status: 'signingOut', busy: true });
    signOutHold.release();
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(view().busy).toBe(false);
  });
});
