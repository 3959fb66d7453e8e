import { messages } from '../messages/index.js';
import type { AppError } from '../shared/result.js';
import type { WaitlistEvent, WaitlistSnapshot } from './waitlist.machine.js';

/** The waitlist machine's states, as a view sees them. */
export type WaitlistStatus =
  | 'checking'
  | 'notListed'
  | 'offering'
  | 'joining'
  | 'listed'
  | 'awaitingConfirm'
  | 'confirmingRemove'
  | 'removing';

/** A plain API over the waitlist machine for any view. */
export interface WaitlistView {
  readonly status: WaitlistStatus;
  /** On the list, including while a removal is being confirmed or sent. */
  readonly listed: boolean;
  readonly busy: boolean;
  /** The full-class modal ('Lista de Espera'). */
  readonly offerOpen: boolean;
  /** The 'Precaución' dialog asking to confirm the removal. */
  readonly confirmOpen: boolean;
  readonly error: AppError | null;
  readonly notice: string | null;
  readonly offer: () => void;
  readonly join: () => void;
  readonly remove: () => void;
  readonly confirm: () => void;
  readonly back: () => void;
}

/** What `connectWaitlist` reads of a snapshot. */
export type WaitlistSnapshotLike = Pick<WaitlistSnapshot, 'value' | 'context' | 'hasTag'>;

const LISTED: readonly WaitlistStatus[] = ['listed', 'awaitingConfirm', 'confirmingRemove', 'removing'];

/** Turns a waitlist snapshot into derived flags and callbacks (zag.js style). */
export const connectWaitlist = (snapshot: WaitlistSnapshotLike, send: (event: WaitlistEvent) => void): WaitlistView => {
  const status = snapshot.value as WaitlistStatus;
  return {
    status,
    listed: LISTED.includes(status),
    busy: snapshot.hasTag('busy'),
    offerOpen: status === 'offering',
    confirmOpen: status === 'confirmingRemove',
    error: snapshot.context.error,
    notice: snapshot.context.notice,
    offer: () => send({ type: 'OFFER' }),
    join: () => send({ type: 'JOIN' }),
    remove: () => send({ type: 'REMOVE' }),
    confirm: () => send({ type: 'CONFIRM' }),
    back: () => send({ type: 'BACK' }),
  };
};

/** Every text of the waitlist's modals. */
export const waitlistModalCopy = {
  offer: {
    title: messages.waitlist.fullTitle,
    body: messages.waitlist.fullBody,
    confirm: messages.waitlist.join,
    back: messages.waitlist.back,
  },
  remove: {
    title: messages.common.confirmTitle,
    body: messages.waitlist.removeQuestion,
    confirm: messages.waitlist.removeConfirm,
    back: messages.waitlist.back,
  },
} as const;
