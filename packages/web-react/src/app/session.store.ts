import { appError, connectSession, messages, type SessionDeps, type SessionEvent, type SessionSnapshotLike, type SessionView } from '@estudio/core';
import type { RunningSession, runSession } from './session.runtime.js';

/** The session runtime module, loaded on demand. */
export type SessionRuntimeLoader = () => Promise<{ readonly runSession: typeof runSession }>;

/**
 * The app's session, started on demand. Until a screen needs it (or a stored
 * session is there to restore), no machine runs and its code is not even
 * downloaded: the view reads signed out, with nothing pending.
 */
export interface SessionStore {
  /** The current view; the same object until the session changes. */
  getView(): SessionView;
  /** The view for a screen about to start the session: 'restoring' rather than signed out while nothing has started yet. */
  getStartingView(): SessionView;
  /**
   * The view for a screen that starts the session on intent: signed out and
   * not busy while its code loads (not 'restoring'), so the tap that started
   * it can still press the form's button; what it sends waits in the queue.
   */
  getQuietView(): SessionView;
  subscribe(listener: () => void): () => void;
  /** Loads the machine's code and starts it; nothing once started. */
  start(): void;
  /** Stops the machine; a later `start` begins afresh. */
  stop(): void;
  /** True from `start` until `stop`, while the code loads too. */
  readonly started: boolean;
  /** Sends an event, starting the session first if needed (the event waits until the session is restored). */
  send(event: SessionEvent): void;
}

const NOBODY = { user: null, customer: null, error: null } as const;

/** A view of a session whose machine does not run (yet). */
const detachedView = (snapshot: Pick<SessionSnapshotLike, 'value' | 'context'> & { busy: boolean }, send: (event: SessionEvent) => void) =>
  connectSession({ value: snapshot.value, context: snapshot.context, hasTag: (tag) => snapshot.busy && tag === 'busy' }, send);

/** Creates the store over the app's ports; `load` is replaced only in tests. */
export const createSessionStore = (
  deps: SessionDeps,
  load: SessionRuntimeLoader = () => import('./session.runtime.js'),
): SessionStore => {
  const listeners = new Set<() => void>();
  // The machine's own state is its view; the store keeps only what no machine can: whether its code is on the way, and the actions sent before it can take them.
  let running: RunningSession | null = null;
  /** The load under way (its number), or null; a stop or a later start leaves an older load stale. */
  let loading: number | null = null;
  let loads = 0;
  let waiting: SessionEvent[] = [];
  const started = (): boolean => loading !== null || running !== null;

  const send = (event: SessionEvent): void => {
    if (running !== null && view.status !== 'restoring') return running.send(event);
    waiting.push(event);
    start();
  };
  const idle = detachedView({ value: 'signedOut', context: NOBODY, busy: false }, send);
  const starting = detachedView({ value: 'restoring', context: NOBODY, busy: true }, send);
  // The code could not be downloaded (offline): signed out, saying why, and the next action tries again.
  const failed = detachedView({ value: 'signedOut', context: { ...NOBODY, error: appError('network', messages.common.networkError) }, busy: false }, send);
  let view = idle;

  const publish = (next: SessionView): void => {
    view = next;
    for (const listener of [...listeners]) listener();
  };

  const deliverWaiting = (): void => {
    const queued = waiting;
    waiting = [];
    for (const event of queued) running?.send(event);
  };

  function start(): void {
    if (started()) return;
    const mine = ++loads;
    loading = mine;
    publish(starting);
    load().then(
      ({ runSession }) => {
        if (loading !== mine) return;
        // Still loading while the machine starts, so its first view (published at once) reads as started.
        running = runSession(deps, (next) => {
          publish(next);
          // The machine takes actions once it knows who is there (it ignores them while restoring).
          if (next.status !== 'restoring') deliverWaiting();
        });
        loading = null;
      },
      () => {
        if (loading !== mine) return;
        loading = null;
        waiting = [];
        publish(failed);
      },
    );
  }

  return {
    getView: () => view,
    // Not started and not failed: nothing has run yet, so a screen about to start it reads 'restoring'.
    getStartingView: () => (started() || view === failed ? view : starting),
    getQuietView: () => (view === starting ? idle : view),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    start,
    stop() {
      loading = null;
      running?.stop();
      running = null;
      waiting = [];
      publish(idle);
    },
    get started() {
      return started();
    },
    send,
  };
};
