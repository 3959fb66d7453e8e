import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { SessionView } from '@estudio/core';
import { useServices } from './services.js';
import { createSessionStore, type SessionStore } from './session.store.js';

const SessionContext = createContext<SessionStore | null>(null);

/**
 * Holds core's session machine for the whole app, started on demand: by
 * the first screen that needs it (sign-in, sign-up, the member area), or at
 * once when the identity provider keeps a session from an earlier visit (or
 * cannot tell). A first-time visitor of '/' downloads none of its code.
 */
export const SessionProvider = ({ children }: { children: ReactNode }) => {
  const { identity, api, sessionExpired } = useServices();
  const store = useMemo(() => createSessionStore({ identity, api }), [identity, api]);
  useEffect(() => {
    if (identity.hasStoredSession?.() ?? true) store.start();
    return () => store.stop();
  }, [store, identity]);
  // Only a restored session can expire: one never started has no token to lose, and one being restored gets a fresh token.
  useEffect(
    () =>
      sessionExpired.subscribe(() => {
        if (store.started && store.getView().status !== 'restoring') store.send({ type: 'SESSION_EXPIRED' });
      }),
    [store, sessionExpired],
  );
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
};

/** Options of {@link useSession}. */
export interface UseSessionOptions {
  /**
   * Starts the session if nothing has yet (the default): what every screen
   * that signs in or reads the customer wants. The public chrome passes
   * false: it only shows whether someone is signed in, and must not cost a
   * first-time visitor the session's code.
   */
  readonly start?: boolean;
}

/**
 * The session as a plain view (status, customer, actions). A screen that
 * starts it reads 'restoring' until the machine has answered; a reader that
 * does not start it reads signed out, with nothing pending, until someone does.
 */
export const useSession = ({ start = true }: UseSessionOptions = {}): SessionView => {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSession needs a <SessionProvider>');
  const read = start ? store.getStartingView : store.getView;
  const view = useSyncExternalStore(store.subscribe, read, read);
  useEffect(() => {
    if (start) store.start();
  }, [store, start]);
  return view;
};
