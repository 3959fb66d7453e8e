import { useEffect, useEffectEvent, useRef } from 'react';
import type { ReserveMode, ReserveOrigin } from '@estudio/core';
import { ReserveModals } from './ReserveModals.js';
import { useReserveFlow, type ReserveStatus } from './useReserveFlow.js';

/** A click on a card that starts the reserve flow; `seq` tells two clicks on the same class apart. */
export interface ReserveRequest {
  readonly classId: number;
  readonly mode: ReserveMode;
  readonly seq: number;
}

/** What the calendar shows of a running flow: the class whose button is busy, and the place just booked. */
export interface ReserveHostState {
  readonly classId: number | null;
  readonly status: ReserveStatus;
  readonly bookedId: number | null;
  readonly closeBooked: () => void;
}

/** Props of {@link ReserveHost}. */
export interface ReserveHostProps {
  readonly origin: ReserveOrigin;
  readonly request: ReserveRequest;
  readonly showLocation: boolean;
  readonly onChanged: () => void;
  readonly onState: (state: ReserveHostState) => void;
}

/**
 * The reserve flow (useReserveFlow) and its modals, mounted by the calendar
 * on the first click that reserves (useLazyReserve) and kept mounted after:
 * each new request starts the flow, and what the calendar draws of it goes
 * back through `onState`. Its own chunk, with the dialog, the reserve machine
 * and the sign-in prompt, so a calendar paints without them.
 */
export const ReserveHost = ({ origin, request, showLocation, onChanged, onState }: ReserveHostProps) => {
  const flow = useReserveFlow(origin, onChanged);
  const { status, classId, booked } = flow;
  const bookedId = booked?.reservationId ?? null;

  // Each request starts the flow once (StrictMode runs an effect twice in development).
  const started = useRef(0);
  const begin = useEffectEvent((next: ReserveRequest) => {
    if (next.seq === started.current) return;
    started.current = next.seq;
    flow.start(next.classId, next.mode);
  });
  useEffect(() => begin(request), [request]);
  const report = useEffectEvent((id: number | null, now: ReserveStatus, reservationId: number | null) =>
    onState({ classId: id, status: now, bookedId: reservationId, closeBooked: booked?.close ?? (() => undefined) }),
  );
  useEffect(() => report(classId, status, bookedId), [classId, status, bookedId]);

  return <ReserveModals flow={flow} showLocation={showLocation} />;
};
