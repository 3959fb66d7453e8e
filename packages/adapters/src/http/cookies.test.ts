import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseCookie, readDocumentCookie } from './cookies.js';

describe('parseCookie', () => {
  it('finds a cookie among others, trimming spaces', () => {
    expect(parseCookie('a=1; XSRF-TOKEN=abc ;b=2', 'XSRF-TOKEN')).toBe('abc');
  });

  it('decodes percent-encoded values and keeps undecodable ones', () => {
    expect(parseCookie('XSRF-TOKEN=a%2Bb%3D', 'XSRF-TOKEN')).toBe('a+b=');
    expect(parseCookie('XSRF-TOKEN=100%', 'XSRF-TOKEN')).toBe('100%');
  });

  it('keeps = inside a value and matches whole names only', () => {
    expect(parseCookie('X-XSRF-TOKEN=no; XSRF-TOKEN=a=b', 'XSRF-TOKEN')).toBe('a=b');
  });

  it('answers null when the cookie is missing', () => {
    expect(parseCookie('', 'XSRF-TOKEN')).toBeNull();
    expect(parseCookie('otra=1; sin-valor', 'XSRF-TOKEN')).toBeNull();
  });
});

describe('readDocumentCookie', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads document.cookie in a browser', () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=xyz' });
    expect(readDocumentCookie('XSRF-TOKEN')).toBe('xyz');
  });

  it('answers null where there is no document', () => {
    expect(readDocumentCookie('XSRF-TOKEN')).toBeNull();
  });
});
