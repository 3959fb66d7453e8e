import { describe, expect, it } from 'vitest';
import { fill, messages } from '@estudio/core';
import { firebaseError, policyFromFirebase, userFromFirebase } from './firebase-mapping.js';

const firebaseLike = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('firebaseError', () => {
  it.each([
    ['auth/user-not-found', 'auth/user-not-found', messages.auth.userNotFound],
    ['auth/wrong-password', 'auth/wrong-password', messages.auth.wrongPassword],
    ['auth/invalid-credential', 'auth/wrong-password', messages.auth.wrongPassword],
    ['auth/invalid-login-credentials', 'auth/wrong-password', messages.auth.wrongPassword],
    ['auth/email-already-in-use', 'auth/email-already-in-use', messages.auth.signupConflict],
    ['auth/weak-password', 'auth/weak-password', fill(messages.auth.passwordTooShort, { min: 6 })],
    ['auth/invalid-email', 'auth/invalid-email', messages.auth.invalidEmail],
    ['auth/too-many-requests', 'auth/too-many-requests', messages.auth.tooManyAttempts],
    ['auth/network-request-failed', 'network', messages.common.networkError],
    ['auth/popup-closed-by-user', 'auth/popup-closed-by-user', messages.common.genericError],
  ])('maps %s to %s in Spanish', (code, expectedCode, message) => {
    expect(firebaseError(firebaseLike(code))).toEqual({ code: expectedCode, message });
  });

  it('maps anything without a code to a generic error', () => {
    expect(firebaseError(new Error('boom'))).toEqual({ code: 'auth/unknown', message: messages.common.genericError });
    expect(firebaseError(null)).toEqual({ code: 'auth/unknown', message: messages.common.genericError });
  });
});

describe('policyFromFirebase', () => {
  it('defaults to a minimum of 6 (spec 5)', () => {
    expect(policyFromFirebase(undefined)).toEqual({ minLength: 6 });
    expect(policyFromFirebase({})).toEqual({ minLength: 6 });
  });

  it('carries every requirement the project sets', () => {
    expect(
      policyFromFirebase({
        minPasswordLength: 8,
        maxPasswordLength: 30,
        containsLowercaseLetter: true,
        containsUppercaseLetter: true,
        containsNumericCharacter: true,
        containsNonAlphanumericCharacter: false,
      }),
    ).toEqual({ minLength: 8, maxLength: 30, requireLowercase: true, requireUppercase: true, requireNumeric: true });
  });
});

describe('userFromFirebase', () => {
  it('keeps uid and e-mail; an account without e-mail has an empty one', () => {
    expect(userFromFirebase({ uid: 'u', email: 'a@b.c' })).toEqual({ uid: 'u', email: 'a@b.c' });
    expect(userFromFirebase({ uid: 'u', email: null })).toEqual({ uid: 'u', email: '' });
  });
});
