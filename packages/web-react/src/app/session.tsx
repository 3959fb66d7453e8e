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
   * Starts the session if nothing has yet (`true`, the default): what every
   * screen that reads the customer wants. The public chrome passes false:
   * it only shows whether someone is signed in, and must not cost a
   * first-time visitor the session's code. The sign-in and sign-up forms
   * pass 'onIntent' (issue 18): a stored session is restored at once (the
   * provider starts it), but a first-time visitor's session starts when
   * she first touches the page (a press, a key, a focus) or sends the form,
   * so its code does not weigh on the page's load.
   */
  readonly start?: boolean | 'onIntent';
}

/** What starts an 'onIntent' session: the visitor reaching for the page. */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * The session as a plain view (status, customer, actions). A screen that
 * starts it reads 'restoring' until the machine has answered; a reader that
 * does not start it reads signed out, with nothing pending, until someone
 * does. An 'onIntent' screen reads 'restoring' in the server's HTML and
 * while it hydrates (its buttons wait for the script), then signed out
 * until the session runs, also while its code loads: the press that
 * started it must still reach the button it pressed.
 */
export const useSession = ({ start = true }: UseSessionOptions = {}): SessionView => {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSession needs a <SessionProvider>');
  const read = start === true ? store.getStartingView : start === 'onIntent' ? store.getQuietView : store.getView;
  const view = useSyncExternalStore(store.subscribe, read, start === false ? read : store.getStartingView);
  useEffect(() => {
    if (start === true) store.start();
    if (start !== 'onIntent' || store.started) return undefined;
    const begin = () => store.start();
    for (const type of INTENT_EVENTS) document.addEventListener(type, begin, { capture: true, passive: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, begin, { capture: true });
    };
  }, [store, start]);
  return view;
};
