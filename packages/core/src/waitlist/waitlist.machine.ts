import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { messages } from '../messages/index.js';
import { toAppError, unprovided } from '../shared/failures.js';
import type { AppError } from '../shared/result.js';

/** Spec 9: the remove confirmation opens 500 ms after it is asked for. */
export const WAITLIST_CONFIRM_DELAY_MS = 500;

/** What the waitlist machine starts with: the class, and the customer's entry when already listed. */
export interface WaitlistMachineInput {
  readonly singleClassId: number;
  readonly waitlistId?: number | null;
}

/** The waitlist machine's context. */
export interface WaitlistContext {
  readonly singleClassId: number;
  readonly waitlistId: number | null;
  /** The server's message of the last failure. */
  readonly error: AppError | null;
  /** The success text of the last join or removal. */
  readonly notice: string | null;
}

/** The waitlist machine's events. */
export type WaitlistEvent =
  | { readonly type: 'OFFER' }
  | { readonly type: 'JOIN' }
  | { readonly type: 'REMOVE' }
  | { readonly type: 'CONFIRM' }
  | { readonly type: 'BACK' };

/**
 * Spec 4, Waitlist, for one class: notListed → joining ('Anotarme') →
 * listed → awaitingConfirm (500 ms) → confirmingRemove ('Precaución') →
 * removing → notListed. OFFER opens the full-class modal first. A failed
 * join or removal returns to where it started with the server's message.
 */
export const waitlistMachine = setup({
  types: {} as { context: WaitlistContext; events: WaitlistEvent; input: WaitlistMachineInput },
  actors: {
    joinWaitlist: fromPromise<{ readonly waitlist_id: number }, { singleClassId: number }>(unprovided('joinWaitlist', 'waitlistMachine.provide')),
    leaveWaitlist: fromPromise<void, { waitlistId: number }>(unprovided('leaveWaitlist', 'waitlistMachine.provide')),
  },
  actions: {
    clearMessages: assign({ error: null, notice: null }),
  },
  guards: {
    listed: ({ context }) => context.waitlistId !== null,
  },
}).createMachine({
  id: 'waitlist',
  context: ({ input }) => ({
    singleClassId: input.singleClassId,
    waitlistId: input.waitlistId ?? null,
    error: null,
    notice: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'listed', target: 'listed' }, { target: 'notListed' }],
    },
    notListed: {
      on: {
        OFFER: { target: 'offering', actions: 'clearMessages' },
        JOIN: { target: 'joining', actions: 'clearMessages' },
      },
    },
    offering: {
      on: { JOIN: 'joining', BACK: 'notListed' },
    },
    joining: {
      tags: 'busy',
      invoke: {
        src: 'joinWaitlist',
        input: ({ context }) => ({ singleClassId: context.singleClassId }),
        onDone: {
          target: 'listed',
          actions: assign({ waitlistId: ({ event }) => event.output.waitlist_id, notice: messages.waitlist.joined }),
        },
        onError: { target: 'notListed', actions: assign({ error: ({ event }) => toAppError(event.error) }) },
      },
    },
    listed: {
      on: { REMOVE: { target: 'awaitingConfirm', actions: 'clearMessages' } },
    },
    awaitingConfirm: {
      after: { [WAITLIST_CONFIRM_DELAY_MS]: 'confirmingRemove' },
      on: { BACK: 'listed' },
    },
    confirmingRemove: {
      on: { CONFIRM: 'removing', BACK: 'listed' },
    },
    removing: {
      tags: 'busy',
      invoke: {
        src: 'leaveWaitlist',
        input: ({ context }) => ({ waitlistId: context.waitlistId ?? 0 }),
        onDone: { target: 'notListed', actions: assign({ waitlistId: null, notice: messages.waitlist.removed }) },
        onError: { target: 'listed', actions: assign({ error: ({ event }) => toAppError(event.error) }) },
      },
    },
  },
});

/** The waitlist machine's type. */
export type WaitlistMachine = typeof waitlistMachine;

/** A snapshot of the waitlist machine. */
export type WaitlistSnapshot = SnapshotFrom<typeof waitlistMachine>;
