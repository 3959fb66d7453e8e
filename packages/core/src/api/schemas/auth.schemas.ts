import { z } from 'zod';
import { ROLES } from '../access.rules.js';
import { Email, limits } from './common.schemas.js';

/** Contract: POST /api/auth/signin. */
export const SignInBody = z.object({ email: Email, password: z.string().min(1).max(limits.password) });
export type SignInBody = z.infer<typeof SignInBody>;

/** Contract: POST /api/auth/signup. */
export const AuthSignUpBody = z.object({ email: Email, password: z.string().min(1).max(limits.password) });
export type AuthSignUpBody = z.infer<typeof AuthSignUpBody>;

/** Contract: POST /api/auth/refresh. */
export const RefreshBody = z.object({ refresh_token: z.string().min(1).max(512) });
export type RefreshBody = z.infer<typeof RefreshBody>;

/** Contract: POST /api/auth/signout, the refresh token whose family ends. */
export const SignOutBody = RefreshBody;
export type SignOutBody = z.infer<typeof SignOutBody>;

/** Contract: POST /api/auth/reset. */
export const ResetBody = z.object({ email: Email });
export type ResetBody = z.infer<typeof ResetBody>;

/** Contract: tokens answered by signin, signup and refresh. `expires_in` is in seconds. */
export const TokenResponse = z.object({
  token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int().positive(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

/** The claims of the server's own ID token. */
export const TokenClaims = z.object({
  sub: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});
export type TokenClaims = z.infer<typeof TokenClaims>;

/** POST /api/auth/reset/confirm: the token from the reset e-mail and the new password. */
export const ResetConfirmBody = z.object({
  token: z.string().min(16).max(256),
  password: z.string().min(1).max(limits.password),
});
export type ResetConfirmBody = z.infer<typeof ResetConfirmBody>;
