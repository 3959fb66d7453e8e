import { RESERVE_CODES } from '../api/errors/reserve.codes.js';
import { VALIDATION_CODES } from '../api/errors/validation.codes.js';
import { assign, fromPromise, not, setup } from 'xstate';
import { messages } from '../messages/index.js';
import { toAppError, unprovided, unwrap } from '../shared/failures.js';
import { appError } from '../shared/result.js';
import { validateGuestName } from '../validation/validation.rules.js';
import type { ReserveActors, ReserveContext, ReserveEvent, ReserveFacts, ReserveMode, ReserveOrigin, ReserveRequest } from './reserve.types.js';

export { RESERVE_CODES } from '../api/errors/reserve.codes.js';

/** Spec 9: after a sign-in from the reserve flow, the flow resumes 1 s later. */
export const RESUME_AFTER_SIGN_IN_MS = 1000;

const initialContext = (): ReserveContext => ({
  classId: null, origin: 'calendar', mode: 'self', facts: null, guest: '', withGuest: false, spot: null, error: null,
});

/**
 * Spec 4 'Reserve flow', in its order: a home visitor goes to login; a
 * package-bound class goes to checkout; a signed-out visitor gets the login
 * and sign-up prompt and the flow resumes 1 s after signing in; a full class
 * with the waitlist on opens the waitlist prompt; no credit and no unlimited
 * membership shows the no-credits message; an active penalty opens the
 * penalty notice; a pending required profile opens 'Completar Información';
 * otherwise the reserve dialog (guest and spot) opens. Started in `guest`
 * mode from a reserved card, the same branches book one more place, named
 * for the guest (a full class refuses it rather than offering the
 * waitlist). Its ends carry a tag the view acts on (`toLogin`,
 * `toCheckout`, `reserved`, `waitlisted`) and are not final: the one flow of
 * a calendar serves every class of its page, so START or CLOSE leave them.
 */
export const reserveMachine = setup({
  types: {} as { context: ReserveContext; events: ReserveEvent },
  actors: {
    assess: fromPromise<ReserveFacts, { classId: number }>(unprovided('assess', 'createReserveMachine')),
    reserve: fromPromise<unknown, ReserveRequest>(unprovided('reserve', 'createReserveMachine')),
    joinWaitlist: fromPromise<unknown, { classId: number }>(unprovided('joinWaitlist', 'createReserveMachine')),
  },
  actions: {
    start: assign(({ event }) =>
      event.type === 'START'
        ? {
            ...initialContext(),
            classId: event.classId,
            origin: event.origin ?? ('calendar' as ReserveOrigin),
            mode: event.mode ?? ('self' as ReserveMode),
            // A guest's own place always names the guest.
            withGuest: event.mode === 'guest',
          }
        : {},
    ),
    fail: assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
    clearError: assign({ error: null }),
    reset: assign(() => initialContext()),
  },
  guards: {
    fromHome: ({ context }) => context.origin === 'home',
    signedOut: ({ context }) => !context.facts?.signedIn,
    packageBound: ({ context }) => context.facts?.packageId !== null && context.facts?.packageId !== undefined,
    // A guest is not put on a waitlist: a full class refuses her place.
    fullWithWaitlist: ({ context }) => Boolean(context.facts?.full && context.facts.waitlistEnabled && context.mode === 'self'),
    guestMode: ({ context }) => context.mode === 'guest',
    full: ({ context }) => Boolean(context.facts?.full),
    unreachable: ({ context }) => context.facts?.reachable === false,
    cannotPay: ({ context }) => context.facts?.canPay === false,
    penalised: ({ context }) => Boolean(context.facts?.penalty),
    profilePending: ({ context }) => Boolean(context.facts?.profilePending),
  },
}).createMachine({
  id: 'reserve',
  context: initialContext,
  initial: 'idle',
  on: {
    START: { target: '.routing', actions: 'start' },
    CLOSE: { target: '.idle', actions: 'reset' },
  },
  states: {
    idle: {},
    routing: {
      always: [{ guard: 'fromHome', target: 'toLogin' }, { target: 'assessing' }],
    },
    assessing: {
      invoke: {
        src: 'assess',
        input: ({ context }) => ({ classId: context.classId ?? 0 }),
        onDone: { target: 'deciding', actions: assign({ facts: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    deciding: {
      always: [
        { guard: 'packageBound', target: 'toCheckout' },
        { guard: 'signedOut', target: 'authPrompt' },
        { guard: 'fullWithWaitlist', target: 'waitlistPrompt' },
        {
          guard: 'full', target: 'failed',
          actions: assign({ error: () => appError(RESERVE_CODES.full, messages.schedule.classFull) }),
        },
        {
          guard: 'unreachable', target: 'failed',
          actions: assign({ error: () => appError(RESERVE_CODES.unreachable, messages.schedule.bookingClosed) }),
        },
        { guard: 'cannotPay', target: 'noCredits' },
        { guard: 'penalised', target: 'penalty' },
        { guard: 'profilePending', target: 'profileRequired' },
        { target: 'choosing' },
      ],
    },
    toLogin: { tags: 'toLogin' },
    toCheckout: { tags: 'toCheckout' },
    authPrompt: {
      on: { SIGNED_IN: 'resuming' },
    },
    resuming: {
      after: { [RESUME_AFTER_SIGN_IN_MS]: 'assessing' },
    },
    waitlistPrompt: {
      on: { JOIN_WAITLIST: 'joiningWaitlist' },
    },
    joiningWaitlist: {
      invoke: {
        src: 'joinWaitlist',
        input: ({ context }) => ({ classId: context.classId ?? 0 }),
        onDone: 'waitlisted',
        onError: { target: 'waitlistPrompt', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    waitlisted: { tags: 'waitlisted' },
    noCredits: {
      entry: assign({ error: () => appError(RESERVE_CODES.noCredits, messages.reservations.noCredits) }),
    },
    penalty: {},
    profileRequired: {},
    choosing: {
      on: {
        TOGGLE_GUEST: { guard: not('guestMode'), actions: assign({ withGuest: ({ event }) => event.on, error: null }) },
        SET_GUEST: { actions: assign({ guest: ({ event }) => event.name, error: null }) },
        SET_SPOT: { actions: assign({ spot: ({ event }) => event.spot, error: null }) },
        CONFIRM: [
          {
            guard: ({ context }) => context.withGuest && !validateGuestName(context.guest).ok,
            actions: assign({ error: () => appError(VALIDATION_CODES.guestName, messages.reservations.guestNameRequired) }),
          },
          {
            guard: ({ context }) => (context.facts?.freeSpots.length ?? 0) > 0 && context.spot === null,
            actions: assign({ error: () => appError(VALIDATION_CODES.spot, messages.booking.chooseSpot) }),
          },
          { target: 'reserving', actions: 'clearError' },
        ],
      },
    },
    reserving: {
      invoke: {
        src: 'reserve',
        input: ({ context }) => ({
          classId: context.classId ?? 0,
          mode: context.mode,
          guest: context.withGuest ? context.guest.trim() : null,
          spot: context.spot,
        }),
        onDone: 'reserved',
        onError: { target: 'choosing', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    reserved: { tags: 'reserved' },
    failed: {},
  },
});

/** The reserve flow with its actors over the given ports (the web provides them from its services). */
export const createReserveMachine = (actors: ReserveActors) =>
  reserveMachine.provide({
    actors: {
      assess: fromPromise(async ({ input }: { input: { classId: number } }) => unwrap(await actors.assess(input.classId))),
      reserve: fromPromise(async ({ input }: { input: ReserveRequest }) => unwrap(await actors.reserve(input))),
      joinWaitlist: fromPromise(async ({ input }: { input: { classId: number } }) => unwrap(await actors.joinWaitlist(input.classId))),
    },
  });
