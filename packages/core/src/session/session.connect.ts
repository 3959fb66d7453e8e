import type { SessionSnapshot } from './session.machine.js';
import type { SessionEvent, SessionStatus, SessionView } from './session.types.js';

/** The view's status: the top-level state (signedIn stays signedIn while its profile reloads). */
export const sessionStatus = (snapshot: Pick<SessionSnapshot, 'value'>): SessionStatus =>
  typeof snapshot.value === 'string' ? snapshot.value : 'signedIn';

/**
 * What `connectSession` reads of a snapshot. A view can also describe a
 * session whose machine is not running yet (an app that starts it on
 * demand) with a plain object of this shape.
 */
export type SessionSnapshotLike = Pick<SessionSnapshot, 'value' | 'context' | 'hasTag'>;

/**
 * Turns a session snapshot into a plain API for any view (zag.js style):
 * derived flags to render and callbacks that send the machine's events.
 * Free of any framework, so React, tests and stories read it alike.
 */
export const connectSession = (snapshot: SessionSnapshotLike, send: (event: SessionEvent) => void): SessionView => {
  const { user, customer, error } = snapshot.context;
  const status = sessionStatus(snapshot);
  return {
    status,
    signedIn: status === 'signedIn',
    busy: snapshot.hasTag('busy'),
    customer,
    user,
    isAdmin: customer?.role === 'admin',
    error,
    signIn: (email, password) => send({ type: 'SIGN_IN', email, password }),
    providerSignedIn: (user) => send({ type: 'PROVIDER_SIGNED_IN', user }),
    signUp: (form) => send({ type: 'SIGN_UP', form }),
    signOut: () => send({ type: 'SIGN_OUT' }),
    reloadProfile: () => send({ type: 'PROFILE_RELOAD' }),
    sessionExpired: () => send({ type: 'SESSION_EXPIRED' }),
    clearError: () => send({ type: 'CLEAR_ERROR' }),
  };
};
