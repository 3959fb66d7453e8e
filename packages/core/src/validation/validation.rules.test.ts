import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PasswordPolicy } from '../ports/identity.ports.js';
import type { Result } from '../shared/result.js';
import {
  PASSWORD_CLASSES,
  VALIDATION_CODES,
  addressErrors,
  isValidPhone,
  passwordIssues,
  phoneDigits,
  phoneSearchDigits,
  validateAddress,
  validateCancelReason,
  validateEmail,
  validateGuestName,
  validatePageAcceptance,
  validatePassword,
  validatePasswordsMatch,
  validatePhone,
  validateTerms,
} from './validation.rules.js';

const message = <T>(result: Result<T>): string | null => (result.ok ? null : result.error.message);

describe('phone (spec 5)', () => {
  it.each(['5512345678', '551 234 5678', '(551) 234-5678', '+551.234.5678', '551-234-567890', '+525512345678'])(
    'accepts %s',
    (phone) => {
      expect(isValidPhone(phone)).toBe(true);
    },
  );

  it.each(['', '12345', '55123456', '551 234 567', '55 1234 5678', '551 234 5678 ext', '551_234_5678', '5512345678901234'])(
    'refuses %j with the spec message',
    (phone) => {
      expect(message(validatePhone(phone))).toBe('El formato del teléfono no es correcto.');
    },
  );

  it('stores digits only, at most 10', () => {
    expect(validatePhone('(551) 234-5678')).toEqual({ ok: true, value: '5512345678' });
    expect(phoneDigits('+52 1 55 1234 5678')).toBe('5512345678');
  });

  it('searches phones only with a text that reads as one, of at least 3 digits', () => {
    expect(phoneSearchDigits('+52 (55) 1234-56.78')).toBe('5512345678');
    expect(phoneSearchDigits('551')).toBe('551');
    expect(phoneSearchDigits('55')).toBeNull();
    expect(phoneSearchDigits('e2e-4k9123@estudio.test')).toBeNull();
    expect(phoneSearchDigits('ana2019')).toBeNull();
  });
});

describe('e-mail', () => {
  it('accepts an address, trimmed and in lower case', () => {
    expect(validateEmail('  Socia@Estudio.Test ')).toEqual({ ok: true, value: 'socia@estudio.test' });
  });

  it.each(['', 'socia', 'socia@estudio', 'so cia@estudio.test', '@estudio.test'])('refuses %j', (email) => {
    expect(message(validateEmail(email))).toBe('Ingresa un correo electrónico válido.');
  });
});

describe('password policy (spec 5)', () => {
  it('defaults to at least 6 characters', () => {
    expect(message(validatePassword('12345'))).toBe('La contraseña debe tener al menos 6 caracteres.');
    expect(validatePassword('123456')).toEqual({ ok: true, value: '123456' });
  });

  it('checks every requirement the provider adds', () => {
    const policy: PasswordPolicy = {
      minLength: 8,
      maxLength: 12,
      requireLowercase: true,
      requireUppercase: true,
      requireNumeric: true,
      requireNonAlphanumeric: true,
    };
    expect(passwordIssues('ABCDEFGHIJKLMN', policy).map((e) => e.code)).toEqual([
      VALIDATION_CODES.passwordTooLong,
      VALIDATION_CODES.passwordLowercase,
      VALIDATION_CODES.passwordNumeric,
      VALIDATION_CODES.passwordSymbol,
    ]);
    expect(message(validatePassword('abcdefgh', policy))).toBe('La contraseña debe incluir una letra mayúscula.');
    expect(message(validatePassword('Abcdefg1', policy))).toBe('La contraseña debe incluir un carácter especial.');
    expect(message(validatePassword('Ab1!', policy))).toBe('La contraseña debe tener al menos 8 caracteres.');
    expect(message(validatePassword('Abcdefg1!xyz+', policy))).toBe('La contraseña debe tener como máximo 12 caracteres.');
    expect(validatePassword('Añoñuevo1!', policy).ok).toBe(true);
  });

  it('requires the passwords to match', () => {
    expect(message(validatePasswordsMatch('secreto1', 'secreto2'))).toBe('Las contraseñas no coinciden');
    expect(validatePasswordsMatch('secreto1', 'secreto1').ok).toBe(true);
  });
});

describe('pages and terms', () => {
  it('asks to accept a page by name', () => {
    expect(message(validatePageAcceptance(false, 'Términos y Condiciones'))).toBe(
      'Debes aceptar Términos y Condiciones para continuar',
    );
    expect(validatePageAcceptance(true, 'Términos y Condiciones').ok).toBe(true);
  });

  it('requires the terms checkbox only when a page is required', () => {
    expect(message(validateTerms(false, true))).toBe('Debes aceptar los términos y condiciones antes de continuar.');
    expect(validateTerms(false, false).ok).toBe(true);
    expect(validateTerms(true, true).ok).toBe(true);
  });
});

describe('address (spec 5)', () => {
  it('requires city, state and country, in that order', () => {
    expect(message(validateAddress({ city: ' ', state: null, country: 'México' }))).toBe('Debes agregar tu ciudad.');
    expect(message(validateAddress({ city: 'CDMX', country: 'México' }))).toBe('Debes agregar tu estado.');
    expect(message(validateAddress({ city: 'CDMX', state: 'CDMX', country: '' }))).toBe('Debes agregar tu país.');
  });

  it('reports every missing field and accepts a complete address', () => {
    expect(Object.keys(addressErrors({}))).toEqual(['city', 'state', 'country']);
    const address = { street: null, city: 'Puebla', state: 'Puebla', country: 'México' };
    expect(validateAddress(address)).toEqual({ ok: true, value: address });
  });
});

describe('guest name and cancel reason', () => {
  it('needs a guest name of at least 2 characters', () => {
    expect(message(validateGuestName(' A '))).toBe('Debes ingresar un nombre para tu invitado');
    expect(message(validateGuestName(null))).toBe('Debes ingresar un nombre para tu invitado');
    expect(validateGuestName(' Al ')).toEqual({ ok: true, value: 'Al' });
  });

  it('needs a cancellation reason', () => {
    expect(message(validateCancelReason('  '))).toBe('Debes indicar un motivo de cancelación.');
    expect(validateCancelReason(' Me mudé ')).toEqual({ ok: true, value: 'Me mudé' });
  });
});

describe('properties', () => {
  const digit = fc.constantFrom(...'0123456789');
  const digits = (n: number) => fc.array(digit, { minLength: n, maxLength: n }).map((d) => d.join(''));
  const separator = fc.constantFrom('', ' ', '.', '-');

  it('accepts any 10 digits written with separators', () => {
    const phone = fc.tuple(fc.boolean(), fc.boolean(), digits(3), separator, digits(3), separator, digits(4));
    fc.assert(
      fc.property(phone, ([plus, parens, a, s1, b, s2, c]) => {
        const typed = `${plus ? '+' : ''}${parens ? `(${a})` : a}${s1}${b}${s2}${c}`;
        expect(validatePhone(typed)).toEqual({ ok: true, value: `${a}${b}${c}` });
      }),
    );
  });

  it('refuses any phone with a letter', () => {
    const letter = fc.constantFrom(...'abcdefghijklmnñopqrstuvwxyzABCXYZÁé');
    fc.assert(
      fc.property(fc.string(), letter, fc.string(), (before, l, after) => {
        expect(validatePhone(`${before}${l}${after}`).ok).toBe(false);
      }),
    );
  });

  it('stores at most 10 digits and nothing else', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const result = validatePhone(typed);
        if (result.ok) expect(result.value).toMatch(/^\d{1,10}$/);
      }),
    );
  });

  const policy = fc.record(
    {
      minLength: fc.integer({ min: 0, max: 12 }),
      maxLength: fc.integer({ min: 6, max: 30 }),
      requireLowercase: fc.boolean(),
      requireUppercase: fc.boolean(),
      requireNumeric: fc.boolean(),
      requireNonAlphanumeric: fc.boolean(),
    },
    { requiredKeys: ['minLength'] },
  );
  const password = fc.string({ unit: fc.constantFrom(...'abcxyzñABCXYZÑ0189!@ #-_'), maxLength: 32 });

  it('accepts a password only when it meets each requirement of the policy', () => {
    fc.assert(
      fc.property(password, policy, (pw, p) => {
        const length = [...pw].length;
        const meets =
          length >= p.minLength &&
          (p.maxLength === undefined || length <= p.maxLength) &&
          (!p.requireLowercase || /[a-zñ]/.test(pw)) &&
          (!p.requireUppercase || /[A-ZÑ]/.test(pw)) &&
          (!p.requireNumeric || /\d/.test(pw)) &&
          (!p.requireNonAlphanumeric || /[!@ #\-_]/.test(pw));
        expect(validatePassword(pw, p).ok).toBe(meets);
      }),
    );
  });

  it('reports each class requirement exactly when the class is missing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (pw) => {
        const all: PasswordPolicy = {
          minLength: 0,
          requireLowercase: true,
          requireUppercase: true,
          requireNumeric: true,
          requireNonAlphanumeric: true,
        };
        const codes = passwordIssues(pw, all).map((e) => e.code);
        expect(codes.includes(VALIDATION_CODES.passwordLowercase)).toBe(!PASSWORD_CLASSES.lowercase.test(pw));
        expect(codes.includes(VALIDATION_CODES.passwordNumeric)).toBe(!/[0-9]/.test(pw));
      }),
    );
  });

  it('accepts a guest name exactly when it has 2 or more characters once trimmed', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(validateGuestName(name).ok).toBe([...name.trim()].length >= 2);
      }),
    );
  });

  it('accepts an address exactly when city, state and country are all given', () => {
    const part = fc.option(fc.oneof(fc.constant(''), fc.constant('  '), fc.string({ minLength: 1 })));
    fc.assert(
      fc.property(part, part, part, (city, state, country) => {
        const given = [city, state, country].every((v) => v !== null && v.trim() !== '');
        expect(validateAddress({ city, state, country }).ok).toBe(given);
      }),
    );
  });
});
