import type { Endpoint } from '../endpoint.js';

/** The server's own identity provider (contract: sign-in API). */
export const authSignIn = { id: 'authSignIn', method: 'POST', path: '/auth/signin', responseKey: 'token' } as const satisfies Endpoint<'authSignIn'>;
export const authRefresh = { id: 'authRefresh', method: 'POST', path: '/auth/refresh', responseKey: 'token' } as const satisfies Endpoint<'authRefresh'>;
export const authSignUp = { id: 'authSignUp', method: 'POST', path: '/auth/signup', responseKey: 'token' } as const satisfies Endpoint<'authSignUp'>;
export const authReset = { id: 'authReset', method: 'POST', path: '/auth/reset', responseKey: 'ok' } as const satisfies Endpoint<'authReset'>;
export const authResetConfirm = { id: 'authResetConfirm', method: 'POST', path: '/auth/reset/confirm', responseKey: 'ok' } as const satisfies Endpoint<'authResetConfirm'>;
