import { describe, expect, it } from 'vitest';
import { MEMBER_HOME, safeNextPath, signInPathFor } from './nextPath.js';

describe('safeNextPath', () => {
  it('goes to the member area without a next path', () => {
    expect(safeNextPath(null)).toBe(MEMBER_HOME);
    expect(safeNextPath('')).toBe(MEMBER_HOME);
  });

  it('keeps an internal path with its query', () => {
    expect(safeNextPath('/mystudio/reservaciones?filter=past')).toBe('/mystudio/reservaciones?filter=past');
  });

  it.each(['https://evil.test/', '//evil.test', '/\\evil.test', 'mystudio', 'javascript:alert(1)', '/a\u0000b'])(
    'refuses %s',
    (next) => {
      expect(safeNextPath(next)).toBe(MEMBER_HOME);
    },
  );
});

describe('signInPathFor', () => {
  it('round-trips through safeNextPath', () => {
    const url = new URL(signInPathFor('/mystudio?x=1&y=2'), 'http://127.0.0.1');
    expect(url.pathname).toBe('/entrar');
    expect(safeNextPath(url.searchParams.get('next'))).toBe('/mystudio?x=1&y=2');
  });
});
