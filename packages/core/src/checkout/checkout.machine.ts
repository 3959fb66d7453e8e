import { and, assertEvent, assign, fromPromise, not, setup, type SnapshotFrom } from 'xstate';
import { appError } from '../shared/result.js';
import { unprovided, unwrap } from '../shared/failures.js';
import { readCheckoutAnswer } from './answer.rules.js';
import {
  attemptInput,
  discountError,
  firstSavedCard,
  initialCheckoutContext,
  keyAfterFailure,
  paymentError,
  signedInContext,
} from './checkout.context.js';
import type { AppliedDiscount, CheckoutOutcome } from './checkout.model.js';
import { checkoutErrorMessage, PROVIDER_ERROR } from './errors.rules.js';
import type {
  AttemptInput,
  CaptureInput,
  CheckoutActors,
  CheckoutContext,
  CheckoutEvent,
  CheckoutMachineInput,
} from './checkout.types.js';

/** Spec 5: with required legal pages, paying waits for the terms checkbox. */
const termsOk = (context: CheckoutContext): boolean => !context.input.termsRequired || context.termsAccepted;

/** What a buyer may do while the checkout is open, with or without an error on screen. */
const editing = {
  APPLY_DISCOUNT: { guard: 'canApplyDiscount', target: '#checkout.open.validatingDiscount' },
  PAY: { guard: 'canPay', target: '#checkout.paying' },
  PROVIDER_APPROVED: { guard: 'canCapture', target: '#checkout.capturing' },
  PROVIDER_FAILED: { target: '#checkout.open.failed', actions: 'providerFailed' },
} as const;

/**
 * Spec 4 'Checkout payment choice' and spec 5 'Checkout': the buyer picks
 * cash, card, the subscription provider or a saved card (cash or card by
 * default, by spec 4's rule); signs in or up first when signed out; ticks
 * the terms when legal pages are required; may apply a discount code when
 * signed in and discounts are enabled. 'Pagar Ahora' runs the attempt,
 * which answers a purchase (→ paid, the view goes to /gracias/{id}), a
 * provider-hosted page ('session' mode → redirecting), or a clientSecret to
 * confirm in the browser. The provider's own button ends in its approval,
 * which is captured. A failure lands in `open.failed` with the text of
 * spec 8. Every attempt of one checkout carries the same idempotency key
 * until the server refuses one, so a double click or a retry after a lost
 * answer never buys twice.
 */
export const checkoutMachine = setup({
  types: {} as { context: CheckoutContext; events: CheckoutEvent; input: CheckoutMachineInput },
  actors: {
    validateDiscount: fromPromise<AppliedDiscount, { code: string; packageId: number }>(unprovided('validateDiscount', 'createCheckoutMachine')),
    attempt: fromPromise<CheckoutOutcome, AttemptInput>(unprovided('attempt', 'createCheckoutMachine')),
    confirmCard: fromPromise<CheckoutOutcome, { clientSecret: string; purchaseId: number | null }>(unprovided('confirmCard', 'createCheckoutMachine')),
    capture: fromPromise<CheckoutOutcome, CaptureInput>(unprovided('capture', 'createCheckoutMachine')),
  },
  actions: {
    choose: assign(({ context, event }) => {
      assertEvent(event, 'CHOOSE');
      const savedCardId = event.choice === 'saved' ? (event.savedCardId ?? firstSavedCard(context.options.savedCards)) : null;
      return { choice: event.choice, savedCardId, error: null };
    }),
    keepOutcome: assign((_, params: { output: CheckoutOutcome }) => ({ outcome: params.output })),
    failPayment: assign(({ context }, params: { error: unknown }) => {
      const error = paymentError(context, params.error);
      return { error, idempotencyKey: keyAfterFailure(context, error) };
    }),
    providerFailed: assign(({ event }) => {
      assertEvent(event, 'PROVIDER_FAILED');
      return { error: appError(PROVIDER_ERROR, checkoutErrorMessage({ code: PROVIDER_ERROR, message: event.message })) };
    }),
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
    termsOk: ({ context }) => termsOk(context),
    offered: ({ context, event }) => {
      assertEvent(event, 'CHOOSE');
      if (!context.choices.includes(event.choice)) return false;
      const id = event.savedCardId;
      return id === undefined || context.options.savedCards.some((card) => card.payment_source_id === id);
    },
    canApplyDiscount: ({ context, event }) => {
      assertEvent(event, 'APPLY_DISCOUNT');
      return context.signedIn && context.input.discountsEnabled && event.code.trim() !== '';
    },
    canPay: ({ context }) => {
      const { choice } = context;
      if (!context.signedIn || choice === null || choice === 'provider') return false;
      if (!termsOk(context)) return false;
      if (choice === 'card') return context.input.cardMode === 'session' || !context.cardEmpty;
      return choice !== 'saved' || context.savedCardId !== null;
    },
    canCapture: and(['signedIn', 'termsOk', ({ context }) => context.choice === 'provider']),
    outcomePaid: ({ context }) => context.outcome?.kind === 'paid',
    outcomeRedirect: ({ context }) => context.outcome?.kind === 'redirect',
    outcomeConfirm: ({ context }) => context.outcome?.kind === 'confirm',
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => initialCheckoutContext(input),
  initial: 'starting',
  states: {
    starting: {
      // Buying switched off, or nothing to pay with (a studio without a method on offer): the same notice, never a dead 'Pagar Ahora'.
      always: [{ guard: ({ context }) => context.input.checkoutDisabled || context.choices.length === 0, target: 'unavailable' }, { target: 'open' }],
    },
    unavailable: {},
    open: {
      initial: 'ready',
      on: {
        CHOOSE: { guard: 'offered', actions: 'choose' },
        CARD_INPUT: { actions: assign({ cardEmpty: ({ event }) => event.empty }) },
        TERMS: { actions: assign({ termsAccepted: ({ event }) => event.accepted }) },
        AUTH_MODE: { guard: not('signedIn'), actions: assign({ authMode: ({ event }) => event.mode }) },
        SIGNED_IN: { actions: assign(({ context, event }) => signedInContext(context, event.savedCards)) },
        CLEAR_DISCOUNT: { actions: assign({ discount: null, discountError: null }) },
        DISMISS: { target: '.ready', actions: assign({ error: null }) },
      },
      states: {
        ready: { on: editing },
        failed: { on: editing },
        validatingDiscount: {
          tags: 'discountBusy',
          invoke: {
            src: 'validateDiscount',
            input: ({ context, event }) => {
              assertEvent(event, 'APPLY_DISCOUNT');
              return { code: event.code.trim(), packageId: context.input.packageId };
            },
            onDone: { target: 'ready', actions: assign({ discount: ({ event }) => event.output, discountError: null }) },
            // The discount spinner clears on failure (spec 4); the code stays unapplied.
            onError: { target: 'ready', actions: assign({ discount: null, discountError: ({ event }) => discountError(event.error) }) },
          },
        },
      },
    },
    paying: {
      tags: 'busy',
      entry: assign({ error: null, discountError: null }),
      invoke: {
        src: 'attempt',
        input: ({ context, event }) => attemptInput(context, event.type === 'PAY' ? (event.card ?? null) : null),
        onDone: { target: 'settling', actions: { type: 'keepOutcome', params: ({ event }) => ({ output: event.output }) } },
        onError: { target: '#checkout.open.failed', actions: { type: 'failPayment', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    confirming: {
      tags: 'busy',
      invoke: {
        src: 'confirmCard',
        input: ({ context }) => {
          const outcome = context.outcome;
          return outcome?.kind === 'confirm'
            ? { clientSecret: outcome.clientSecret, purchaseId: outcome.purchaseId }
            : { clientSecret: '', purchaseId: null };
        },
        onDone: { target: 'settling', actions: { type: 'keepOutcome', params: ({ event }) => ({ output: event.output }) } },
        onError: { target: '#checkout.open.failed', actions: { type: 'failPayment', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    capturing: {
      tags: 'busy',
      entry: assign({ error: null }),
      invoke: {
        src: 'capture',
        input: ({ context, event }) => ({
          packageId: context.input.packageId,
          approval: event.type === 'PROVIDER_APPROVED' ? event.approval : null,
          discountCode: context.discount?.code ?? null,
          idempotencyKey: context.idempotencyKey,
        }),
        onDone: { target: 'settling', actions: { type: 'keepOutcome', params: ({ event }) => ({ output: event.output }) } },
        onError: { target: '#checkout.open.failed', actions: { type: 'failPayment', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    settling: {
      tags: 'busy',
      always: [
        {
          guard: 'outcomePaid', target: 'paid',
          actions: assign({ purchaseId: ({ context }) => (context.outcome?.kind === 'paid' ? context.outcome.purchaseId : null) }),
        },
        {
          guard: 'outcomeRedirect', target: 'redirecting',
          actions: assign({ sessionUrl: ({ context }) => (context.outcome?.kind === 'redirect' ? context.outcome.url : null) }),
        },
        { guard: 'outcomeConfirm', target: 'confirming' },
        {
          target: 'open.failed',
          actions: assign({ error: ({ context }) => (context.outcome?.kind === 'invalid' ? context.outcome.error : null) }),
        },
      ],
    },
    paid: { tags: 'paid' },
    redirecting: { tags: 'redirect' },
  },
});

/** The checkout machine's type. */
export type CheckoutMachine = typeof checkoutMachine;

/** A snapshot of the checkout machine. */
export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/**
 * The checkout with its actors over the given ports. Answers are read here
 * (`readCheckoutAnswer`), so the machine sees outcomes; a confirmation
 * answers only a purchase, never another clientSecret, so it cannot loop.
 */
export const createCheckoutMachine = (actors: CheckoutActors) =>
  checkoutMachine.provide({
    actors: {
      validateDiscount: fromPromise(async ({ input }: { input: { code: string; packageId: number } }) => unwrap(await actors.validateDiscount(input))),
      attempt: fromPromise(async ({ input }: { input: AttemptInput }) => readCheckoutAnswer(unwrap(await actors.attempt(input)))),
      confirmCard: fromPromise(async ({ input }: { input: { clientSecret: string; purchaseId: number | null } }) => {
        const answer = unwrap(await actors.confirmCard(input));
        return readCheckoutAnswer({ purchase_id: answer.purchase_id ?? input.purchaseId, payment_id: answer.payment_id });
      }),
      capture: fromPromise(async ({ input }: { input: CaptureInput }) => readCheckoutAnswer(unwrap(await actors.capture(input)))),
    },
  });
