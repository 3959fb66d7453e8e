import { fromCallback, fromPromise } from 'xstate';
import type { Customer, CustomerSignupBody } from '../api/schemas/customer.schemas.js';
import type { ApiPort } from '../ports/api.ports.js';
import type { IdentityPort, IdentityUser } from '../ports/identity.ports.js';
import { PortFailure, unwrap } from '../shared/failures.js';
import { sessionMachine, type SessionMachine } from './session.machine.js';
import { signUpFormError } from './session.rules.js';
import type { SignUpValidator } from './session.types.js';
import { signupMachine, type SignUpCheckInput, type SignupMachine } from './signup.machine.js';

/** The ports the session needs, given at the composition root. */
export interface SessionDeps {
  readonly identity: IdentityPort;
  readonly api: ApiPort;
  /** The sign-up form checks; the rules of spec 5 unless a test or a studio swaps them. */
  readonly validate?: SignUpValidator;
}

/** The sign-up machine with its effects running over the real ports. */
export const createSignupMachine = ({ identity, api, validate = signUpFormError }: SessionDeps): SignupMachine =>
  signupMachine.provide({
    actors: {
      checkForm: fromPromise<void, SignUpCheckInput>(async ({ input: { form, ...options } }) => {
        const error = validate(form, await identity.passwordPolicy(), options);
        if (error !== null) throw new PortFailure(error);
      }),
      checkPhone: fromPromise<boolean, { phone: string }>(async ({ input }) =>
        unwrap(await api.customer.phoneAvailable(input.phone)),
      ),
      createIdentity: fromPromise<IdentityUser, { email: string; password: string }>(async ({ input }) =>
        unwrap(await identity.signUp(input.email, input.password)),
      ),
      createCustomer: fromPromise<Customer, CustomerSignupBody>(async ({ input }) =>
        unwrap(await api.customer.signup(input)),
      ),
      signOut: fromPromise<void>(() => identity.signOut()),
    },
  });

/**
 * The session machine of spec 4 with its effects running over the real
 * ports: what the composition root starts with `createActor`.
 */
export const createSessionMachine = (deps: SessionDeps): SessionMachine => {
  const { identity, api } = deps;
  return sessionMachine.provide({
    actors: {
      // The provider calls back once it knows the restored user; leaving `restoring` unsubscribes.
      watchIdentity: fromCallback(({ sendBack }) =>
        identity.onChange((user) => sendBack({ type: 'IDENTITY_RESOLVED', user })),
      ),
      signIn: fromPromise<IdentityUser, { email: string; password: string }>(async ({ input }) =>
        unwrap(await identity.signIn(input.email, input.password)),
      ),
      loadProfile: fromPromise<Customer>(async () => unwrap(await api.customer.current())),
      signOut: fromPromise<void>(() => identity.signOut()),
      signUp: createSignupMachine(deps),
    },
  });
};
