import { describe, expect, it } from 'vitest';
import { messages } from '@estudio/core';
import { httpError, INVALID, readJson } from './http-errors.js';

describe('httpError', () => {
  it("keeps the server's code and message with the status", () => {
    expect(httpError(409, { code: 'customer/phone-in-use', message: messages.auth.duplicatePhone })).toEqual({
      code: 'customer/phone-in-use',
      message: messages.auth.duplicatePhone,
      status: 409,
    });
  });

  it('falls back to a generic code and the Spanish generic message', () => {
    expect(httpError(500, undefined)).toEqual({ code: 'http-error', message: messages.common.genericError, status: 500 });
    expect(httpError(400, { code: 'x' })).toEqual({ code: 'x', message: messages.common.genericError, status: 400 });
    expect(httpError(400, { message: 42 })).toEqual({ code: 'http-error', message: messages.common.genericError, status: 400 });
    expect(httpError(418, ['code'])).toMatchObject({ code: 'http-error', status: 418 });
    // A body with either part of the wrong type is no error body at all.
    expect(httpError(400, { code: 'x', message: 42 })).toEqual({ code: 'http-error', message: messages.common.genericError, status: 400 });
  });
});

describe('readJson', () => {
  it('parses JSON, reads an empty body as undefined and flags anything else', async () => {
    expect(await readJson(new Response('{"a":1}'))).toEqual({ a: 1 });
    expect(await readJson(new Response(''))).toBeUndefined();
    expect(await readJson(new Response(null, { status: 204 }))).toBeUndefined();
    expect(await readJson(new Response('<html>'))).toBe(INVALID);
  });
});
