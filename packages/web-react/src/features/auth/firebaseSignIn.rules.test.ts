import { describe, expect, it } from 'vitest';
import { appError, messages } from '@estudio/core';
import {
  currentHref,
  emailLinkUrl,
  isInvalidSignInLink,
  providerFailureText,
  providerOptions,
} from './firebaseSignIn.rules.js';

const firebase = { provider: 'firebase', apiKey: 'k', authDomain: 'd', projectId: 'p' } as const;

describe('providerOptions', () => {
  it('offers nothing besides the password with the server provider', () => {
    expect(providerOptions({ provider: 'server' })).toEqual({ google: false, emailLink: false });
  });

  it('offers what the Firebase configuration enables', () => {
    expect(providerOptions({ ...firebase, emailLink: true, social: ['google'] })).toEqual({ google: true, emailLink: true });
    expect(providerOptions({ ...firebase, emailLink: false, social: ['facebook'] })).toEqual({ google: false, emailLink: false });
  });
});

describe('e-mail link addresses', () => {
  it('sends the link back to /entrar/enlace on this site', () => {
    expect(emailLinkUrl('https://estudio.test')).toBe('https://estudio.test/entrar/enlace');
  });

  it('rebuilds the address the link opened, query included', () => {
    expect(currentHref('https://estudio.test', { pathname: '/entrar/enlace', search: '?mode=signIn&oobCode=abc', hash: '' })).toBe(
      'https://estudio.test/entrar/enlace?mode=signIn&oobCode=abc',
    );
  });
});

describe('providerFailureText', () => {
  it('says nothing when the person closed the popup', () => {
    expect(providerFailureText(appError('auth/popup-closed-by-user', messages.common.genericError))).toBeNull();
    expect(providerFailureText(appError('auth/cancelled-popup-request', messages.common.genericError))).toBeNull();
  });

  it('explains a blocked popup, and shows any other failure with its own text or the generic one', () => {
    expect(providerFailureText(appError('auth/popup-blocked', 'x'))).toBe(messages.authScreens.popupBlocked);
    expect(providerFailureText(appError('network', messages.common.networkError))).toBe(messages.common.networkError);
    expect(providerFailureText(appError('auth/internal-error', ' '))).toBe(messages.common.genericError);
  });
});

describe('isInvalidSignInLink', () => {
  it('tells a used or expired link from other failures', () => {
    expect(isInvalidSignInLink(appError('auth/expired-action-code', 'x'))).toBe(true);
    expect(isInvalidSignInLink(appError('auth/invalid-action-code', 'x'))).toBe(true);
    expect(isInvalidSignInLink(appError('auth/invalid-email', messages.auth.invalidEmail))).toBe(false);
  });
});
