import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useSession } from '../../app/session.js';
import { safeNextPath } from './nextPath.js';

/**
 * Sign-in, /login and sign-up are for visitors: a signed-in customer goes to
 * /mystudio, or to the internal `?next=` path they were sent from. This is
 * also how a successful sign-in or sign-up leaves the screen.
 */
export const RedirectWhenSignedIn = ({ children }: { children: ReactNode }) => {
  const session = useSession({ start: 'onIntent' });
  const [params] = useSearchParams();
  if (session.signedIn) return <Navigate to={safeNextPath(params.get('next'))} replace />;
  return <>{children}</>;
};
