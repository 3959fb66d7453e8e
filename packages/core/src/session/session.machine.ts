import { assertEvent, assign, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Customer } from '../api/schemas/customer.schemas.js';
import type { IdentityUser } from '../ports/identity.ports.js';
import { toAppError, unprovided } from '../shared/failures.js';
import { isMissingCustomer, sessionExpiredError, signInError } from './session.rules.js';
import type { SessionContext, SessionEvent } from './session.types.js';
import { signupMachine } from './signup.machine.js';

/**
 * Spec 4, Session. The base machine: its effects are named actors that
 * `createSessionMachine` provides over the real ports and tests replace.
 *
 * Invariants (docs/contexts/session.md): `signedIn` always holds a user and
 * a customer; entering `signedOut` always clears both; a failed profile load
 * signs the identity out, except a missing customer record after a provider
 * sign-in (popup, e-mail link), which waits in `needsCustomer` for sign-up
 * to complete it. States tagged `busy` have a call pending.
 */
export const sessionMachine = setup({
  types: {} as { context: SessionContext; events: SessionEvent },
  actors: {
    /** Subscribes to the identity provider and sends IDENTITY_RESOLVED with its first answer. */
    watchIdentity: fromCallback(unprovided('watchIdentity', 'createSessionMachine')),
    signIn: fromPromise<IdentityUser, { email: string; password: string }>(unprovided('signIn', 'createSessionMachine')),
    loadProfile: fromPromise<Customer>(unprovided('loadProfile', 'createSessionMachine')),
    signOut: fromPromise<void>(unprovided('signOut', 'createSessionMachine')),
    signUp: signupMachine,
  },
  actions: {
    clearError: assign({ error: null }),
    clearSession: assign({ user: null, customer: null }),
    expire: assign({ error: () => sessionExpiredError() }),
    failWith: assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
    adoptProviderUser: assign(({ event }) => {
      assertEvent(event, 'PROVIDER_SIGNED_IN');
      return { user: event.user, error: null };
    }),
  },
  guards: {
    customerMissing: (_, params: { error: unknown }) => isMissingCustomer(toAppError(params.error)),
    /** A sign-up that started from `needsCustomer`: its identity stays signed in when it fails. */
    completingCustomer: ({ context }) => context.user !== null,
  },
}).createMachine({
  id: 'session',
  context: { user: null, customer: null, error: null },
  initial: 'restoring',
  on: {
    CLEAR_ERROR: { actions: 'clearError' },
  },
  states: {
    restoring: {
      tags: 'busy',
      invoke: {
        src: 'watchIdentity',
        // A provider that cannot restore leaves the visitor signed out, quietly: nothing they did failed.
        onError: 'signedOut',
      },
      on: {
        IDENTITY_RESOLVED: [
          {
            guard: ({ event }) => event.user !== null,
            target: 'loadingProfile',
            actions: assign({ user: ({ event }) => event.user }),
          },
          { target: 'signedOut' },
        ],
      },
    },
    signedOut: {
      entry: 'clearSession',
      on: {
        SIGN_IN: { target: 'signingIn', actions: 'clearError' },
        SIGN_UP: { target: 'signingUp', actions: 'clearError' },
        PROVIDER_SIGNED_IN: { target: 'checkingCustomer', actions: 'adoptProviderUser' },
      },
    },
    checkingCustomer: {
      tags: 'busy',
      invoke: {
        src: 'loadProfile',
        onDone: { target: 'signedIn', actions: assign({ customer: ({ event }) => event.output }) },
        onError: [
          // A provider account nobody has registered yet: keep it, so sign-up completes its customer record.
          { guard: { type: 'customerMissing', params: ({ event }) => ({ error: event.error }) }, target: 'needsCustomer' },
          { target: 'signingOut', actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
      on: {
        SIGN_OUT: { target: 'signingOut', actions: 'clearError' },
        SESSION_EXPIRED: { target: 'signingOut', actions: 'expire' },
      },
    },
    needsCustomer: {
      on: {
        SIGN_UP: { target: 'signingUp', actions: 'clearError' },
        PROVIDER_SIGNED_IN: { target: 'checkingCustomer', actions: 'adoptProviderUser' },
        SIGN_OUT: { target: 'signingOut', actions: 'clearError' },
        SESSION_EXPIRED: { target: 'signingOut', actions: 'expire' },
      },
    },
    signingIn: {
      tags: 'busy',
      invoke: {
        src: 'signIn',
        input: ({ event }) => {
          assertEvent(event, 'SIGN_IN');
          return { email: event.email.trim(), password: event.password };
        },
        onDone: { target: 'loadingProfile', actions: assign({ user: ({ event }) => event.output }) },
        onError: {
          target: 'signedOut',
          actions: assign({ error: ({ event }) => signInError(toAppError(event.error)) }),
        },
      },
    },
    loadingProfile: {
      tags: 'busy',
      invoke: {
        src: 'loadProfile',
        onDone: { target: 'signedIn', actions: assign({ customer: ({ event }) => event.output }) },
        // Spec 4: an identity without a loadable profile is signed out, and the reason kept.
        onError: { target: 'signingOut', actions: assign({ error: ({ event }) => toAppError(event.error) }) },
      },
      on: {
        SIGN_OUT: { target: 'signingOut', actions: 'clearError' },
        SESSION_EXPIRED: { target: 'signingOut', actions: 'expire' },
      },
    },
    signedIn: {
      initial: 'idle',
      states: {
        idle: {
          on: { PROFILE_RELOAD: 'reloading' },
        },
        reloading: {
          tags: 'busy',
          invoke: {
            src: 'loadProfile',
            onDone: { target: 'idle', actions: assign({ customer: ({ event }) => event.output }) },
            // The customer already shown stays valid; an expired token arrives as SESSION_EXPIRED.
            onError: { target: 'idle', actions: assign({ error: ({ event }) => toAppError(event.error) }) },
          },
        },
      },
      on: {
        SIGN_OUT: { target: 'signingOut', actions: 'clearError' },
        SESSION_EXPIRED: { target: 'signingOut', actions: 'expire' },
      },
    },
    signingUp: {
      tags: 'busy',
      invoke: {
        src: 'signUp',
        input: ({ context, event }) => {
          assertEvent(event, 'SIGN_UP');
          return { form: event.form, user: context.user };
        },
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'loadingProfile',
            actions: assign({ user: ({ event }) => (event.output.ok ? event.output.value : null) }),
          },
          {
            guard: 'completingCustomer',
            target: 'needsCustomer',
            actions: assign({ error: ({ event }) => (event.output.ok ? null : event.output.error) }),
          },
          {
            target: 'signedOut',
            actions: assign({ error: ({ event }) => (event.output.ok ? null : event.output.error) }),
          },
        ],
        onError: [
          {
            guard: 'completingCustomer',
            target: 'needsCustomer',
            actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'signedOut', actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    signingOut: {
      tags: 'busy',
      invoke: {
        src: 'signOut',
        onDone: 'signedOut',
        // Whatever the provider says, this session is over.
        onError: 'signedOut',
      },
    },
  },
});

/** The session machine's type, with or without real actors provided. */
export type SessionMachine = typeof sessionMachine;

/** A snapshot of the session machine. */
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
