import { AUTH_ERRORS, PASSWORD_MIN_DEFAULT, fill } from '@estudio/core';
import { failure, type ApiFailure } from '../http/errors.js';

/** Spec 5: the server's own provider asks for at least 6 characters; nothing else. */
export const checkPasswordPolicy = (password: string): ApiFailure | null =>
  [...password].length < PASSWORD_MIN_DEFAULT
    ? failure(AUTH_ERRORS.weakPassword, fill(AUTH_ERRORS.weakPassword.message, { min: PASSWORD_MIN_DEFAULT }))
    : null;
