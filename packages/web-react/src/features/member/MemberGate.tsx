import { useMemo } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { messages } from '@estudio/core';
import { useSession } from '../../app/session.js';
import { LoadingScreen } from '../../ui/LoadingScreen/index.js';
import { signInPathFor } from '../auth/nextPath.js';

/**
 * The door of /mystudio (spec 2, Member area). Signed in: the member area.
 * While the session is restoring or loading the profile: 'Accediendo', with
 * a link to sign in after 30 s in case it never ends. Once the session is
 * known to be signed out: straight to /entrar, which comes back here after.
 * `fallbackAfterMs` shortens the 30 s wait for stories.
 */
export const MemberGate = ({ fallbackAfterMs }: { fallbackAfterMs?: number }) => {
  const session = useSession();
  const { pathname, search } = useLocation();
  const signIn = signInPathFor(`${pathname}${search}`);
  // One element per address: the loading screen restarts its 30 s wait when its fallback changes.
  const fallback = useMemo(() => <Link to={signIn}>{messages.authScreens.goToSignIn}</Link>, [signIn]);
  if (session.signedIn) return <Outlet />;
  if (session.status === 'signedOut') return <Navigate to={signIn} replace />;
  return <LoadingScreen label={messages.common.accessing} fallback={fallback} {...(fallbackAfterMs === undefined ? {} : { fallbackAfterMs })} />;
};
