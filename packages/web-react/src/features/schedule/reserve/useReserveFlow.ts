import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import {
  createReserveMachine,
  messages,
  type AppError,
  type ReserveContext,
  type ReserveEvent,
  type ReserveFacts,
  type ReserveMode,
  type ReserveOrigin,
} from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { useSession } from '../../../app/session.js';
import { useAlerts } from '../../../ui/Alerts/index.js';
import { signInPathFor } from '../../auth/nextPath.js';
import { publicAvailability } from '../../public/available.js';
import type { ReserveDetails } from './reserveActors.js';
import { reserveActors } from './reserveActors.js';

/** The reserve machine's states, as the modals read them. */
export type ReserveStatus =
  | 'idle'
  | 'routing'
  | 'assessing'
  | 'deciding'
  | 'toLogin'
  | 'toCheckout'
  | 'authPrompt'
  | 'resuming'
  | 'waitlistPrompt'
  | 'joiningWaitlist'
  | 'waitlisted'
  | 'noCredits'
  | 'penalty'
  | 'profileRequired'
  | 'choosing'
  | 'reserving'
  | 'reserved'
  | 'failed';

/** The reserve flow as the calendar uses it: where it stands and what a view may send. */
export interface ReserveFlow {
  readonly status: ReserveStatus;
  /** The class being reserved, while the flow runs. */
  readonly classId: number | null;
  /** `guest`: one more place, for a guest, in a class the customer holds. */
  readonly mode: ReserveMode;
  readonly facts: ReserveFacts | null;
  readonly details: ReserveDetails | null;
  readonly withGuest: boolean;
  readonly guest: string;
  readonly spot: string | null;
  readonly error: AppError | null;
  start(classId: number, mode?: ReserveMode): void;
  close(): void;
  confirm(): void;
  joinWaitlist(): void;
  toggleGuest(on: boolean): void;
  setGuest(name: string): void;
  setSpot(spot: string | null): void;
  /** Her own place just booked, for 'Agregar a mi calendario' (issue 17): null until she books and once she closes it; a later booking replaces it. */
  readonly booked?: { readonly reservationId: number | null; readonly close: () => void };
}

/** Where a flow that ends away from the calendar goes: spec 4, a home visitor to login (then the member calendar). */
const LOGIN_PATH = signInPathFor('/mystudio');

/** The reserve flow as a plain API over a snapshot (zag.js `connect` style). */
const connectReserve = (
  snapshot: { readonly value: unknown; readonly context: ReserveContext },
  send: (event: ReserveEvent) => void,
  details: ReserveDetails | null,
  origin: ReserveOrigin,
): ReserveFlow => {
  const { context } = snapshot;
  return {
    status: snapshot.value as ReserveStatus,
    classId: context.classId,
    mode: context.mode,
    facts: context.facts,
    // Details of an earlier class never show in this one's dialog.
    details: context.classId !== null && details?.cls.single_class_id === context.classId ? details : null,
    withGuest: context.withGuest,
    guest: context.guest,
    spot: context.spot,
    error: context.error,
    start: (classId, mode = 'self') => send({ type: 'START', classId, origin, mode }),
    close: () => send({ type: 'CLOSE' }),
    confirm: () => send({ type: 'CONFIRM' }),
    joinWaitlist: () => send({ type: 'JOIN_WAITLIST' }),
    toggleGuest: (on) => send({ type: 'TOGGLE_GUEST', on }),
    setGuest: (name) => send({ type: 'SET_GUEST', name }),
    setSpot: (spot) => send({ type: 'SET_SPOT', spot }),
  };
};

/**
 * Runs core's reserve flow (spec 4 'Reserve flow') for a calendar, with its
 * actors over the ports (reserveActors.ts). The flow's
 * ends are acted on here: a reservation or a waitlist entry reloads the week
 * (`onChanged`) with the spec's success text, a refusal goes to the alert
 * display, a home visitor goes to login. A sign-in while the login prompt is
 * open tells the flow, which resumes 1 s later.
 */
export const useReserveFlow = (origin: ReserveOrigin, onChanged: () => void): ReserveFlow => {
  const { api, config, clock } = useServices();
  const session = useSession({ start: false });
  const alerts = useAlerts();
  const navigate = useNavigate();
  const signedIn = useRef(session.signedIn);
  useEffect(() => {
    signedIn.current = session.signedIn;
  }, [session.signedIn]);
  const [details, setDetails] = useState<ReserveDetails | null>(null);
  const [booked, setBooked] = useState<number | null>(null);

  const [machine] = useState(() =>
    createReserveMachine(
      reserveActors({
        api,
        config,
        now: () => clock.now(),
        signedIn: () => signedIn.current,
        onDetails: setDetails,
        onGuestRefused: (message) => alerts.error(message),
        onReserved: setBooked,
      }),
    ),
  );
  const actor = useActorRef(machine);
  const snapshot = useSelector(actor, (s) => s);
  const status = snapshot.value as ReserveStatus;
  const { context } = snapshot;

  useEffect(() => {
    if (status === 'authPrompt' && session.signedIn) actor.send({ type: 'SIGNED_IN' });
  }, [status, session.signedIn, actor]);

  // Each end is acted on once, when the flow reaches it, and the flow is closed at once.
  const actOnEnd = useEffectEvent((reached: ReserveStatus) => {
    const done = () => actor.send({ type: 'CLOSE' });
    if (reached === 'reserved' || reached === 'waitlisted') {
      const saved = context.mode === 'guest' ? messages.booking.guestAdded : messages.reservations.saved;
      alerts.success(reached === 'reserved' ? saved : messages.waitlist.joined);
      onChanged();
      done();
    } else if (reached === 'failed') {
      alerts.error(context.error?.message ?? messages.common.genericError);
      done();
    } else if (reached === 'toLogin') {
      done();
      void navigate(LOGIN_PATH);
    } else if (reached === 'toCheckout') {
      const packageId = context.facts?.packageId;
      done();
      if (publicAvailability.checkoutPage && packageId != null) void navigate(`/checkout/${packageId}`);
    }
  });
  useEffect(() => actOnEnd(status), [status]);

  return { ...connectReserve(snapshot, actor.send, details, origin), booked: { reservationId: booked, close: () => setBooked(null) } };
};
