import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages/index.js';
import { appError } from '../shared/result.js';
import {
  customerSignupBody,
  identitySignUpError,
  isMissingCustomer,
  pendingRequiredPage,
  requiredPageIds,
  signInError,
  signUpEmail,
  signUpFormError,
} from './session.rules.js';
import type { SignUpForm } from './session.types.js';

const form = (changes: Partial<SignUpForm> = {}): SignUpForm => ({
  name: ' Valeria ',
  last_name: 'Ortiz',
  email: ' Valeria@Estudio.TEST',
  phone: '551 234 9999',
  password: 'secreto1',
  password_confirm: 'secreto1',
  signup_reason: 'Instagram',
  other: 'ignorado',
  birthdate: '',
  instagram: '  ',
  accepted_terms: true,
  required_page_ids: [1],
  ...changes,
});

describe('signInError', () => {
  it('gives the spec texts of the two provider codes', () => {
    expect(signInError(appError('auth/user-not-found', 'x', 401)).message).toBe(messages.auth.userNotFound);
    expect(signInError(appError('auth/wrong-password', 'x', 401)).message).toBe(messages.auth.wrongPassword);
  });

  it('keeps any other error as it came', () => {
    const other = appError('auth/too-many-requests', 'Demasiados intentos', 429);
    expect(signInError(other)).toEqual(other);
  });
});

describe('identitySignUpError', () => {
  it('maps a 409 or an e-mail in use to the sign-in hint', () => {
    expect(identitySignUpError(appError('whatever', 'x', 409)).message).toBe(messages.auth.signupConflict);
    expect(identitySignUpError(appError('auth/email-already-in-use', 'x')).message).toBe(messages.auth.signupConflict);
  });

  it('keeps other failures', () => {
    expect(identitySignUpError(appError('auth/weak-password', 'débil', 400)).message).toBe('débil');
  });
});

describe('pendingRequiredPage', () => {
  const pages = [
    { page_id: 1, required: false },
    { page_id: 2, required: true },
    { page_id: 3, required: true },
  ];

  it('returns the first required page not accepted', () => {
    expect(pendingRequiredPage(pages, [])?.page_id).toBe(2);
    expect(pendingRequiredPage(pages, [{ page_id: 2 }])?.page_id).toBe(3);
    expect(pendingRequiredPage(pages, [{ page_id: 2 }, { page_id: 3 }])).toBeNull();
  });

  it('is a required, unaccepted page, and null exactly when every required page is accepted', () => {
    const page = fc.record({ page_id: fc.integer({ min: 1, max: 20 }), required: fc.boolean() });
    fc.assert(
      fc.property(fc.array(page), fc.array(fc.integer({ min: 1, max: 20 })), (all, acceptedIds) => {
        const accepted = acceptedIds.map((page_id) => ({ page_id }));
        const pending = pendingRequiredPage(all, accepted);
        const allAccepted = all.every((p) => !p.required || acceptedIds.includes(p.page_id));
        if (pending === null) return allAccepted;
        return pending.required && !acceptedIds.includes(pending.page_id) && all.includes(pending);
      }),
    );
  });

  it('lists the ids the terms checkbox accepts', () => {
    expect(requiredPageIds(pages)).toEqual([2, 3]);
  });
});

describe('customerSignupBody', () => {
  it('trims, turns blanks into null and drops other unless the reason is Otro', () => {
    expect(customerSignupBody(form())).toEqual({
      name: 'Valeria',
      last_name: 'Ortiz',
      phone: '551 234 9999',
      birthdate: null,
      instagram: null,
      signup_reason: 'Instagram',
      other: null,
      accepted_pages: [1],
    });
    expect(customerSignupBody(form({ signup_reason: 'Otro', other: ' Una amiga ' })).other).toBe('Una amiga');
  });

  it('sends the e-mail trimmed and in lower case', () => {
    expect(signUpEmail(form())).toBe('valeria@estudio.test');
  });
});

describe('isMissingCustomer', () => {
  it('tells a missing customer record from other profile failures', () => {
    expect(isMissingCustomer(appError('customer/not-found', messages.profile.notFound, 404))).toBe(true);
    expect(isMissingCustomer(appError('not-found', messages.common.notFound, 404))).toBe(false);
    expect(isMissingCustomer(appError('server/down', 'El servidor no responde', 500))).toBe(false);
  });
});

describe('signUpFormError', () => {
  const policy = { minLength: 6 };

  it('accepts a complete form', () => {
    expect(signUpFormError(form(), policy)).toBeNull();
  });

  it('says what to fix, with the spec texts', () => {
    expect(signUpFormError(form({ phone: '123' }), policy)?.message).toBe(messages.forms.phoneFormat);
    expect(signUpFormError(form({ password_confirm: 'otro' }), policy)?.message).toBe(messages.auth.passwordsDontMatch);
    expect(signUpFormError(form({ accepted_terms: false }), policy)?.message).toBe(messages.auth.mustAcceptTerms);
    expect(signUpFormError(form({ password: '123', password_confirm: '123' }), policy)?.message).toBe(
      'La contraseña debe tener al menos 6 caracteres.',
    );
  });

  it('asks for no password when the identity account exists already', () => {
    const passwordless = form({ password: '', password_confirm: '' });
    expect(signUpFormError(passwordless, policy)?.message).toBe('La contraseña debe tener al menos 6 caracteres.');
    expect(signUpFormError(passwordless, policy, { accountExists: true })).toBeNull();
  });

  it('needs no ticked terms when no page is required', () => {
    expect(signUpFormError(form({ accepted_terms: false, required_page_ids: [] }), policy)).toBeNull();
  });
});
