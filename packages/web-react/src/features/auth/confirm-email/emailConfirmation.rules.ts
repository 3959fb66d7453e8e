import { CUSTOMER_EMAIL_CODES, type AppError, type Result } from '@estudio/core';

/** Where the confirmation of a new e-mail stands. */
export type EmailConfirmation =
  | { readonly kind: 'confirming' }
  | { readonly kind: 'done' }
  | { readonly kind: 'invalidLink' }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * What the server's answer means to the customer: done; a link that is
 * unknown, used or expired (she asks for a new one from her profile); or
 * another failure in the server's words (the address taken meanwhile, no
 * connection).
 */
export const confirmationOf = (result: Result<void>): EmailConfirmation => {
  if (result.ok) return { kind: 'done' };
  return isInvalidLink(result.error) ? { kind: 'invalidLink' } : { kind: 'failed', message: result.error.message };
};

const isInvalidLink = (error: AppError): boolean => error.code === CUSTOMER_EMAIL_CODES.invalidEmailToken;
