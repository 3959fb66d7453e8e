import { useMemo } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { messages } from '@estudio/core';
import { useSession } from '../../app/session.js';
import { LoadingScreen } from '../../ui/LoadingScreen/index.js';
import { signInPathFor } from '../auth/nextPath.js';

/**
 * The door of /mystudio (spec 2, Member area): signed in, the member area;
 * otherwise the 'Accediendo' screen, with a link to sign in after 30 s. The
 * spec shows this screen for every visitor who is not signed in, so a signed-out
 * visitor stays on it too (the link then brings them back here after signing in).
 * `fallbackAfterMs` shortens the 30 s wait for stories.
 */
export const MemberGate = ({ fallbackAfterMs }: { fallbackAfterMs?: number }) => {
  const session = useSession();
  const { pathname, search } = useLocation();
  const signIn = signInPathFor(`${pathname}${search}`);
  // One element per address: the loading screen restarts its 30 s wait when its fallback changes.
  const fallback = useMemo(() => <Link to={signIn}>{messages.chrome.goToSignIn}</Link>, [signIn]);
  if (session.signedIn) return <Outlet />;
  return <LoadingScreen label={messages.common.accessing} fallback={fallback} {...(fallbackAfterMs === undefined ? {} : { fallbackAfterMs })} />;
};
