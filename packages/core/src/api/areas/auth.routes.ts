import { defineRoute } from '../route.js';
import { NoContent, OkResponse } from '../schemas/common.schemas.js';
import { AuthSignUpBody, RefreshBody, ResetBody, ResetConfirmBody, SignInBody, SignOutBody, TokenResponse } from '../schemas/auth.schemas.js';
import * as e from './auth.endpoints.js';
import { authSignOut } from './auth-signout.endpoints.js';

/** The server's own identity provider, with its schemas. */
export const authRoutes = {
  authSignIn: defineRoute({
    ...e.authSignIn, access: 'public', tag: 'auth', errors: [401, 429],
    summary: 'Sign in with e-mail and password',
    body: SignInBody, response: TokenResponse,
  }),
  authRefresh: defineRoute({
    ...e.authRefresh, access: 'public', tag: 'auth', errors: [401],
    summary: 'Rotate a refresh token for a new ID token',
    body: RefreshBody, response: TokenResponse,
  }),
  authSignUp: defineRoute({
    ...e.authSignUp, access: 'public', tag: 'auth', successStatus: 201, errors: [409, 429],
    summary: 'Create an identity account',
    body: AuthSignUpBody, response: TokenResponse,
  }),
  authReset: defineRoute({
    ...e.authReset, access: 'public', tag: 'auth', errors: [429],
    summary: 'Send a password-reset e-mail (answers 200 whether or not the address exists)',
    body: ResetBody, response: OkResponse,
  }),
  authResetConfirm: defineRoute({
    ...e.authResetConfirm, access: 'public', tag: 'auth', errors: [401, 429],
    summary: 'Set a new password with the token of a reset e-mail',
    body: ResetConfirmBody, response: OkResponse,
  }),
  authSignOut: defineRoute({
    ...authSignOut, access: 'public', tag: 'auth', successStatus: 204,
    summary: "Sign out: revoke the refresh token's whole family (204 also for a token already revoked or unknown)",
    body: SignOutBody, response: NoContent,
  }),
} as const;
