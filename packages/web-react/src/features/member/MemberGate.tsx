import { useMemo, useState } from 'react';
import { Link, Outlet, useLocation, useOutletContext } from 'react-router';
import { messages, type SessionStatus } from '@estudio/core';
import { useServices } from '../../app/services.js';
import { useSession } from '../../app/session.js';
import { LOADING_FALLBACK_MS, LoadingScreen } from '../../ui/LoadingScreen/index.js';
import { useHydrated } from '../../ui/useHydrated.js';
import { signInPathFor } from '../auth/nextPath.js';

/** Props of {@link MemberAccessing}. */
interface MemberAccessingProps {
  /**
   * When the gate opened (Date.now()): the link shows 30 s after it,
   * wherever 'Accediendo' stands by then. Inside the gate (the member
   * area's frame, or its code loading) the gate's own time by default.
   */
  readonly since?: number | undefined;
  /** Overrides the wait before the link, for stories. */
  readonly fallbackAfterMs?: number | undefined;
}

/**
 * The gate's 'Accediendo' screen (spec 2, Member area), with a link to sign
 * in 30 s after the gate opened, which brings her back here.
 */
export const MemberAccessing = ({ since: given, fallbackAfterMs }: MemberAccessingProps) => {
  const gateOpenedAt = useOutletContext<AccessingSince | undefined>();
  const since = given ?? gateOpenedAt;
  const { pathname, search } = useLocation();
  const signIn = signInPathFor(`${pathname}${search}`);
  // One element per address: the loading screen restarts its 30 s wait when its fallback changes.
  const fallback = useMemo(() => <Link to={signIn}>{messages.chrome.goToSignIn}</Link>, [signIn]);
  const wait = fallbackAfterMs ?? (since === undefined ? LOADING_FALLBACK_MS : Math.max(0, since + LOADING_FALLBACK_MS - Date.now()));
  return <LoadingScreen label={messages.common.accessing} fallback={fallback} fallbackAfterMs={wait} />;
};

/** The steps of restoring a kept session: her token, then her customer record. */
const RESTORING: ReadonlySet<SessionStatus> = new Set(['restoring', 'loadingProfile', 'checkingCustomer']);

/**
 * The door of /mystudio (spec 2, Member area): signed in, the member area;
 * otherwise the 'Accediendo' screen. `fallbackAfterMs` shortens the 30 s
 * wait for its link, for stories. The spec shows it for every visitor who
 * is not signed in, so a signed-out visitor stays on it too. While a session
 * kept from an earlier visit is being restored, the member area's frame
 * (banner, navbar) opens at once around the same 'Accediendo' (issue 18:
 * the page paints her studio, not a bare loading screen, while the server
 * answers); if the session is refused, the frame goes and the gate stays.
 * The server renders that frame for everyone (a kept session is the
 * browser's to know), and the browser hydrates it before it looks.
 */
export const MemberGate = ({ fallbackAfterMs }: { fallbackAfterMs?: number }) => {
  const session = useSession();
  const { identity } = useServices();
  const [openedAt] = useState(Date.now);
  const hydrated = useHydrated();
  // The server renders the frame (it cannot see a kept session), and the browser hydrates the same before it looks,
  // whatever the session has come to meanwhile (a refused token may already read signed out).
  const restoringHers = RESTORING.has(session.status) && identity.hasStoredSession?.() === true;
  // The frame's own 'Accediendo' (MemberLayout, or its code loading) reads when the gate opened, so its link keeps the gate's 30 s.
  // One element for every render: a session change re-renders the gate, not the frame, which may still be hydrating
  // (a change reaching a part React has not hydrated yet makes it throw the server's HTML away and paint it again).
  const frame = useMemo(() => <Outlet context={openedAt satisfies AccessingSince} />, [openedAt]);
  if (!hydrated || session.signedIn || restoringHers) return frame;
  return <MemberAccessing since={openedAt} fallbackAfterMs={fallbackAfterMs} />;
};

/** What the gate hands the member area's frame (`useOutletContext`): when it opened. */
export type AccessingSince = number;
