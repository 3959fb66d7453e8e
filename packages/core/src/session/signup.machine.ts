import { assign, fromPromise, setup } from 'xstate';
import type { Customer, CustomerSignupBody } from '../api/schemas/customer.schemas.js';
import type { IdentityUser } from '../ports/identity.ports.js';
import { err, ok, type AppError, type Result } from '../shared/result.js';
import {
  customerSignupBody,
  duplicatePhoneError,
  identitySignUpError,
  isSignUpConflict,
  signUpEmail,
  toAppError,
} from './session.rules.js';
import type { SignUpForm } from './session.types.js';

/** What the session machine hands to a sign-up. */
export interface SignUpInput {
  readonly form: SignUpForm;
}

/** What a sign-up remembers while it runs. */
export interface SignUpContext {
  readonly form: SignUpForm;
  readonly user: IdentityUser | null;
  readonly error: AppError | null;
}

/** The identity user of the new account, or the failure to show. */
export type SignUpOutput = Result<IdentityUser>;

const unprovided = (name: string) => (): Promise<never> =>
  Promise.reject(new Error(`The sign-up actor '${name}' is provided by createSessionMachine.`));

/**
 * Spec 4 and 5, Sign-up: validate the form, check that the phone is free,
 * create the identity account, then the customer record. Every failure ends
 * in `failed` with its message; once an identity account exists, a failure
 * signs it out first so nobody is left half registered.
 */
export const signupMachine = setup({
  types: {} as { input: SignUpInput; context: SignUpContext; output: SignUpOutput },
  actors: {
    /** Rejects with the first failure of the form (passwords, terms, phone, password policy). */
    checkForm: fromPromise<void, SignUpForm>(unprovided('checkForm')),
    /** True when no customer uses the phone yet. */
    checkPhone: fromPromise<boolean, { phone: string }>(unprovided('checkPhone')),
    createIdentity: fromPromise<IdentityUser, { email: string; password: string }>(unprovided('createIdentity')),
    createCustomer: fromPromise<Customer, CustomerSignupBody>(unprovided('createCustomer')),
    signOut: fromPromise<void>(unprovided('signOut')),
  },
  actions: {
    fail: assign((_, params: { error: AppError }) => ({ error: params.error })),
  },
  guards: {
    identityConflict: (_, params: { error: unknown }) => isSignUpConflict(toAppError(params.error)),
  },
}).createMachine({
  id: 'signup',
  context: ({ input }) => ({ form: input.form, user: null, error: null }),
  initial: 'validating',
  states: {
    validating: {
      invoke: {
        src: 'checkForm',
        input: ({ context }) => context.form,
        onDone: 'checkingPhone',
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: toAppError(event.error) }) } },
      },
    },
    checkingPhone: {
      invoke: {
        src: 'checkPhone',
        input: ({ context }) => ({ phone: context.form.phone.trim() }),
        onDone: [
          { guard: ({ event }) => event.output, target: 'creatingAccount' },
          { target: 'failed', actions: { type: 'fail', params: () => ({ error: duplicatePhoneError() }) } },
        ],
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: toAppError(event.error) }) } },
      },
    },
    creatingAccount: {
      invoke: {
        src: 'createIdentity',
        input: ({ context }) => ({ email: signUpEmail(context.form), password: context.form.password }),
        onDone: { target: 'creatingCustomer', actions: assign({ user: ({ event }) => event.output }) },
        onError: [
          // The e-mail already has an account: nothing was created, so nothing to sign out.
          {
            guard: { type: 'identityConflict', params: ({ event }) => ({ error: event.error }) },
            target: 'failed',
            actions: { type: 'fail', params: ({ event }) => ({ error: identitySignUpError(toAppError(event.error)) }) },
          },
          { target: 'signingOut', actions: { type: 'fail', params: ({ event }) => ({ error: toAppError(event.error) }) } },
        ],
      },
    },
    creatingCustomer: {
      invoke: {
        src: 'createCustomer',
        input: ({ context }) => customerSignupBody(context.form),
        onDone: 'done',
        onError: { target: 'signingOut', actions: { type: 'fail', params: ({ event }) => ({ error: toAppError(event.error) }) } },
      },
    },
    signingOut: {
      invoke: { src: 'signOut', onDone: 'failed', onError: 'failed' },
    },
    done: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }): SignUpOutput =>
    context.error === null && context.user !== null
      ? ok(context.user)
      : err(context.error ?? toAppError(null)),
});

/** The sign-up machine's type, with or without real actors provided. */
export type SignupMachine = typeof signupMachine;
