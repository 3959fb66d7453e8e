import type { AppError } from '../shared/result.js';
import type { CancelEvent, CancelSnapshot, CancelTarget } from './cancel.machine.js';
import type { CancelDecision } from './reservations.model.js';

/** The cancel machine's top-level states. */
export type CancelStatus = 'idle' | 'confirming' | 'cancelling' | 'done' | 'failed';

/** A plain API over the cancel machine for any view. */
export interface CancelView {
  readonly status: CancelStatus;
  /** The 'Cancelar Clase' modal shows while confirming, cancelling or failed. */
  readonly modalOpen: boolean;
  readonly busy: boolean;
  readonly decision: CancelDecision | null;
  readonly error: AppError | null;
  readonly open: (reservation: CancelTarget, now: number) => void;
  readonly confirm: () => void;
  readonly back: () => void;
}

/** What `connectCancel` reads of a snapshot. */
export type CancelSnapshotLike = Pick<CancelSnapshot, 'value' | 'context' | 'hasTag'>;

/** Turns a cancel snapshot into derived flags and callbacks (zag.js style). */
export const connectCancel = (snapshot: CancelSnapshotLike, send: (event: CancelEvent) => void): CancelView => {
  const status = snapshot.value as CancelStatus;
  return {
    status,
    modalOpen: status === 'confirming' || status === 'cancelling' || status === 'failed',
    busy: snapshot.hasTag('busy'),
    decision: snapshot.context.decision,
    error: snapshot.context.error,
    open: (reservation, now) => send({ type: 'OPEN', reservation, now }),
    confirm: () => send({ type: 'CONFIRM' }),
    back: () => send({ type: 'BACK' }),
  };
};
