import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { connectSession, createSessionMachine, type SessionView } from '@estudio/core';
import { useServices } from './services.js';

type SessionActor = ReturnType<typeof useActorRef<ReturnType<typeof createSessionMachine>>>;

const SessionContext = createContext<SessionActor | null>(null);

/** Runs the session machine of core for the whole app. */
export const SessionProvider = ({ children }: { children: ReactNode }) => {
  const { identity, api, sessionExpired } = useServices();
  const machine = useMemo(() => createSessionMachine({ identity, api }), [identity, api]);
  const actor = useActorRef(machine);
  useEffect(() => sessionExpired.subscribe(() => connectSession(actor.getSnapshot(), actor.send).sessionExpired()), [actor, sessionExpired]);
  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>;
};

/** The session as a plain view (status, customer, actions). */
export const useSession = (): SessionView => {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('useSession needs a <SessionProvider>');
  const snapshot = useSelector(actor, (s) => s);
  return useMemo(() => connectSession(snapshot, actor.send), [snapshot, actor]);
};
