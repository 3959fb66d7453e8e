import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { toAppError, unprovided } from '../shared/failures.js';
import type { AppError } from '../shared/result.js';
import { cancelDecision, cancelRefusal } from './cancel.rules.js';
import type { CancelDecision, CancelInput, CancelSettings } from './reservations.model.js';

/** The reservation a customer asks to cancel. */
export interface CancelTarget extends CancelInput {
  readonly reservationId: number;
  /** Earlier cancellations made with the same credit, for max_cancels_per_available_class. */
  readonly cancelsSoFar?: number;
}

/** What the cancel machine starts with. */
export interface CancelMachineInput {
  readonly settings: CancelSettings;
}

/** The cancel machine's context. */
export interface CancelContext {
  readonly settings: CancelSettings;
  readonly reservationId: number | null;
  /** The decision taken when the modal opened: it says whether to warn and whether the credit returns. */
  readonly decision: CancelDecision | null;
  readonly error: AppError | null;
}

/** The cancel machine's events. `now` comes from the caller's ClockPort. */
export type CancelEvent =
  | { readonly type: 'OPEN'; readonly reservation: CancelTarget; readonly now: number }
  | { readonly type: 'CONFIRM' }
  | { readonly type: 'BACK' };

const refusalOf = (context: CancelContext, event: CancelEvent): AppError | null => {
  assertEvent(event, 'OPEN');
  const { reservation, now } = event;
  return cancelRefusal(reservation, now, context.settings, reservation.cancelsSoFar ?? 0);
};

/**
 * Spec 2 'Cancelar Clase' and spec 4 'Cancel': idle → confirming (the modal,
 * with the decision of `cancelDecision`) → cancelling → done | failed. BACK
 * closes the modal from any state but cancelling. A reservation the rules
 * refuse never reaches the modal: the refusal lands in `error`.
 */
export const cancelMachine = setup({
  types: {} as { context: CancelContext; events: CancelEvent; input: CancelMachineInput },
  actors: {
    cancelReservation: fromPromise<void, { reservationId: number }>(unprovided('cancelReservation', 'cancelMachine.provide')),
  },
  actions: {
    open: assign(({ context, event }) => {
      assertEvent(event, 'OPEN');
      const { reservation, now } = event;
      return { reservationId: reservation.reservationId, decision: cancelDecision(reservation, now, context.settings), error: null };
    }),
    refuse: assign(({ context, event }) => ({ error: refusalOf(context, event) })),
    reset: assign({ reservationId: null, decision: null, error: null }),
  },
  guards: {
    allowed: ({ context, event }) => refusalOf(context, event) === null,
  },
}).createMachine({
  id: 'cancelReservation',
  context: ({ input }) => ({ settings: input.settings, reservationId: null, decision: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        OPEN: [{ guard: 'allowed', target: 'confirming', actions: 'open' }, { actions: 'refuse' }],
        BACK: { actions: 'reset' },
      },
    },
    confirming: {
      on: { CONFIRM: 'cancelling', BACK: { target: 'idle', actions: 'reset' } },
    },
    cancelling: {
      tags: 'busy',
      invoke: {
        src: 'cancelReservation',
        input: ({ context }) => ({ reservationId: context.reservationId ?? 0 }),
        onDone: 'done',
        // Spec 8: cancel errors show the server message.
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toAppError(event.error) }) },
      },
    },
    done: {
      on: { BACK: { target: 'idle', actions: 'reset' } },
    },
    failed: {
      on: { BACK: { target: 'idle', actions: 'reset' } },
    },
  },
});

/** The cancel machine's type. */
export type CancelMachine = typeof cancelMachine;

/** A snapshot of the cancel machine. */
export type CancelSnapshot = SnapshotFrom<typeof cancelMachine>;
