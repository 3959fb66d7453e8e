import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { ReserveMode, ReserveOrigin } from '@estudio/core';
import type { ReserveHostState, ReserveRequest } from './ReserveHost.js';

const loadHost = () => import('./ReserveHost.js');
const ReserveHost = lazy(async () => ({ default: (await loadHost()).ReserveHost }));

/** The flow's states in which the class's button shows a spinner. */
const WORKING: ReadonlySet<ReserveHostState['status']> = new Set(['routing', 'assessing', 'deciding', 'resuming']);

/** The reserve flow as the calendar sees it before and after its code has arrived. */
export interface LazyReserve {
  /** Starts the flow for a class (loading its code the first time). */
  readonly start: (classId: number, mode?: ReserveMode) => void;
  /** The class whose button is busy: the flow's code is on its way, or the flow is working on it. */
  readonly busyClassId: number | null;
  /** Her own place just booked ('Agregar a mi calendario'), null otherwise. */
  readonly booked: { readonly reservationId: number | null; readonly close: () => void };
  /** Fetches the flow's code ahead of a click (a pointer or focus on the calendar). */
  readonly prefetch: () => void;
  /** The flow's modals, once a class was opened; rendered by the calendar. */
  readonly modals: ReactNode;
}

/**
 * The reserve flow, loaded on the first click that reserves (issue 18): the
 * calendar paints its week without the dialog, the reserve machine, Radix
 * and the sign-in prompt, and the button of the clicked class is busy while
 * they arrive. The flow then stays mounted (ReserveHost).
 */
export const useLazyReserve = (origin: ReserveOrigin, onChanged: () => void, showLocation: boolean): LazyReserve => {
  const [request, setRequest] = useState<ReserveRequest | null>(null);
  const [state, setState] = useState<ReserveHostState | null>(null);
  const start = (classId: number, mode: ReserveMode = 'self') => setRequest((last) => ({ classId, mode, seq: (last?.seq ?? 0) + 1 }));
  const busyClassId = state === null ? (request?.classId ?? null) : WORKING.has(state.status) ? state.classId : null;
  const modals =
    request === null ? null : (
      <Suspense fallback={null}>
        <ReserveHost origin={origin} request={request} showLocation={showLocation} onChanged={onChanged} onState={setState} />
      </Suspense>
    );
  return {
    start,
    busyClassId,
    booked: { reservationId: state?.bookedId ?? null, close: () => state?.closeBooked() },
    prefetch: () => void loadHost().catch(() => undefined),
    modals,
  };
};
