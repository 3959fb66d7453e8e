import { describe, expect, it } from 'vitest';
import { appError, messages, validateSignUpForm } from '@estudio/core';
import { EMPTY_SIGN_UP, failureField, toSignUpForm, validationErrors, wantsOther } from './signUp.model.js';

const filled = {
  ...EMPTY_SIGN_UP,
  name: 'Ana',
  last_name: 'López',
  email: 'ana@estudio.test',
  phone: '55 1234 5678',
  password: 'secreta1',
  password_confirm: 'secreta1',
};

describe('toSignUpForm', () => {
  it('turns blank optional fields into null and lists the required pages', () => {
    const form = toSignUpForm({ ...filled, accepted_terms: true }, [{ page_id: 1 }, { page_id: 4 }]);
    expect(form).toMatchObject({ birthdate: null, instagram: null, signup_reason: null, other: null, accepted_terms: true });
    expect(form.required_page_ids).toEqual([1, 4]);
  });

  it("keeps 'other' only when the reason is 'Otro'", () => {
    expect(toSignUpForm({ ...filled, signup_reason: 'Google', other: 'algo' }, []).other).toBeNull();
    expect(toSignUpForm({ ...filled, signup_reason: 'Otro', other: 'Un volante' }, []).other).toBe('Un volante');
    expect(wantsOther({ signup_reason: 'Otro' })).toBe(true);
  });
});

describe('validationErrors', () => {
  it('gives each failing field its spec text', () => {
    const errors = validationErrors(
      validateSignUpForm({ ...filled, phone: '12', password_confirm: 'otra' }, { termsRequired: true }),
    );
    expect(errors).toEqual({
      phone: messages.forms.phoneFormat,
      password_confirm: messages.auth.passwordsDontMatch,
      terms: messages.auth.mustAcceptTerms,
    });
  });
});

describe('failureField', () => {
  it('puts a duplicate phone under the phone field', () => {
    expect(failureField(appError('customer/duplicate-phone', messages.auth.duplicatePhone, 409))).toBe('phone');
    expect(failureField(appError('auth/email-already-in-use', messages.auth.signupConflict, 409))).toBeNull();
    expect(failureField(null)).toBeNull();
  });
});
