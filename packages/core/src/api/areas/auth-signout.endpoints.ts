import type { Endpoint } from '../endpoint.js';

/**
 * POST /auth/signout (contract: sign-in API), apart from `authEndpoints` (in
 * the first load) for the sign-out module the identity loads when she signs
 * out. Answers 204 with no body, so its `responseKey` is empty.
 */
export const authSignOut = { id: 'authSignOut', method: 'POST', path: '/auth/signout', responseKey: '' } as const satisfies Endpoint<'authSignOut'>;
