/** The server code that means the ID token expired (spec 4, Session). */
export const ID_TOKEN_EXPIRED = 'auth/id-token-expired';
