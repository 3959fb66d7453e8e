import { assign, fromPromise, setup } from 'xstate';
import type { Customer, CustomerSignupBody } from '../api/schemas/customer.schemas.js';
import type { IdentityUser } from '../ports/identity.ports.js';
import { toAppError, unprovided } from '../shared/failures.js';
import { err, ok, type AppError, type Result } from '../shared/result.js';
import {
  customerSignupBody,
  duplicatePhoneError,
  identitySignUpError,
  isSignUpConflict,
  signUpEmail,
} from './session.rules.js';
import type { SignUpCheckOptions, SignUpForm } from './session.types.js';

/** What the session machine hands to a sign-up. */
export interface SignUpInput {
  readonly form: SignUpForm;
  /**
   * The identity already signed in without a customer record (a provider
   * sign-in): the sign-up then creates only the customer record.
   */
  readonly user?: IdentityUser | null;
}

/** What a sign-up remembers while it runs. */
export interface SignUpContext {
  readonly form: SignUpForm;
  readonly user: IdentityUser | null;
  /** The identity account existed before this sign-up: it is neither created nor signed out. */
  readonly accountExists: boolean;
  readonly error: AppError | null;
}

/** What the form check receives. */
export interface SignUpCheckInput extends SignUpCheckOptions {
  readonly form: SignUpForm;
}

/** The identity user of the new account, or the failure to show. */
export type SignUpOutput = Result<IdentityUser>;

/**
 * Spec 4 and 5, Sign-up: validate the form, check that the phone is free,
 * create the identity account, then the customer record. Every failure ends
 * in `failed` with its message; once an identity account exists, a failure
 * signs it out first so nobody is left half registered. Given an identity
 * that is already signed in (a provider sign-in without a customer record),
 * it skips the account and creates only the customer record.
 */
export const signupMachine = setup({
  types: {} as { input: SignUpInput; context: SignUpContext; output: SignUpOutput },
  actors: {
    /** Rejects with the first failure of the form (passwords, terms, phone, password policy). */
    checkForm: fromPromise<void, SignUpCheckInput>(unprovided('checkForm', 'createSessionMachine')),
    /** True when no customer uses the phone yet. */
    checkPhone: fromPromise<boolean, { phone: string }>(unprovided('checkPhone', 'createSessionMachine')),
    createIdentity: fromPromise<IdentityUser, { email: string; password: string }>(unprovided('createIdentity', 'createSessionMachine')),
    createCustomer: fromPromise<Customer, CustomerSignupBody>(unprovided('createCustomer', 'createSessionMachine')),
    signOut: fromPromise<void>(unprovided('signOut', 'createSessionMachine')),
  },
  actions: {
    fail: assign((_, params: { error: AppError }) => ({ error: params.error })),
  },
  guards: {
    identityConflict: (_, params: { error: unknown }) => isSignUpConflict(toAppError(params.error)),
    accountExists: ({ context }) => context.accountExists,
  },
}).createMachine({
  id: 'signup',
  context: ({ input }) => {
    const user = input.user ?? null;
    return { form: input.form, user, accountExists: user !== null, error: null };
  },
  initial: 'validating',
  states: {
    validating: {
      invoke: {
        src: 'checkForm',
        input: ({ context }) => ({ form: context.form, accountExists: context.accountExists }),
        onDone: 'checkingPhone',
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: toAppError(event.error) }) } },
      },
    },
    checkingPhone: {
      invoke: {
        src: 'checkPhone',
        input: ({ context }) => ({ phone: context.form.phone.trim() }),
        onDone: [
          { guard: ({ context, event }) => event.output && context.accountExists, target: 'creatingCustomer' },
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
        onError: [
          // The person's own provider account stays signed in: they fix the form and send it again.
          {
            guard: 'accountExists',
            target: 'failed',
            actions: { type: 'fail', params: ({ event }) => ({ error: toAppError(event.error) }) },
          },
          { target: 'signingOut', actions: { type: 'fail', params: ({ event }) => ({ error: toAppError(event.error) }) } },
        ],
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
