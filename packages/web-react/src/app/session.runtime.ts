import { createActor } from 'xstate';
import { connectSession, createSessionMachine, type SessionDeps, type SessionEvent, type SessionView } from '@estudio/core';

/** A running session machine, as the session store drives it. */
export interface RunningSession {
  send(event: SessionEvent): void;
  stop(): void;
}

/**
 * Starts core's session machine over the app's ports and reports each of its
 * views, the first one at once. This module is the only one of the app that
 * imports XState for the session; the session store loads it with `import()`
 * when a screen needs the session, so a first visit to '/' carries none of it.
 */
export const runSession = (deps: SessionDeps, onView: (view: SessionView) => void): RunningSession => {
  const actor = createActor(createSessionMachine(deps));
  actor.subscribe((snapshot) => onView(connectSession(snapshot, actor.send)));
  actor.start();
  return { send: (event) => actor.send(event), stop: () => actor.stop() };
};
