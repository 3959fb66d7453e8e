import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeJwtPayload, userFromToken } from './jwt.js';

const base64Url = (text: string): string => Buffer.from(text, 'utf8').toString('base64url');
const tokenOf = (payload: unknown): string => `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify(payload))}.firma`;

describe('decodeJwtPayload', () => {
  it('reads the claims of any JSON object payload, whatever its characters', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.boolean())), (claims) => {
        expect(decodeJwtPayload(tokenOf(claims))).toEqual(claims);
      }),
    );
  });

  it('answers null for what is not a JWT with an object payload', () => {
    expect(decodeJwtPayload('')).toBeNull();
    expect(decodeJwtPayload('solo-una-parte')).toBeNull();
    expect(decodeJwtPayload('a.!!!.c')).toBeNull();
    expect(decodeJwtPayload(tokenOf([1, 2]))).toBeNull();
    expect(decodeJwtPayload(tokenOf('texto'))).toBeNull();
  });
});

describe('userFromToken', () => {
  it('takes uid from sub and the e-mail', () => {
    expect(userFromToken(tokenOf({ sub: 'u1', email: 'ñandú@estudio.test', role: 'customer' }))).toEqual({
      uid: 'u1',
      email: 'ñandú@estudio.test',
    });
  });

  it('answers null when either is missing', () => {
    expect(userFromToken(tokenOf({ email: 'a@b.c' }))).toBeNull();
    expect(userFromToken(tokenOf({ sub: 'u1' }))).toBeNull();
    expect(userFromToken(tokenOf({ sub: '', email: 'a@b.c' }))).toBeNull();
  });
});
