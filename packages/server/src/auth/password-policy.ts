import { fill, messages, PASSWORD_MIN_DEFAULT } from '@estudio/core';
import { failure, type ApiFailure } from '../http/errors.js';

/** Spec 5: the server's own provider asks for at least 6 characters; nothing else. */
export const checkPasswordPolicy = (password: string): ApiFailure | null =>
  [...password].length < PASSWORD_MIN_DEFAULT
    ? failure(400, 'auth/weak-password', fill(messages.auth.passwordTooShort, { min: PASSWORD_MIN_DEFAULT }))
    : null;
