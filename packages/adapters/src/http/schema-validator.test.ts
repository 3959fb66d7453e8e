import { describe, expect, it } from 'vitest';
import { messages, routes } from '@estudio/core';
import { createSchemaValidator } from './schema-validator.js';

describe('createSchemaValidator', () => {
  const validate = createSchemaValidator();
  const refused = { ok: false, error: { code: 'invalid-response', message: messages.common.genericError } };

  it("answers the body as its route's response schema parses it", () => {
    const location = { location_id: 1, name: 'Centro', address: null };
    expect(validate('locationsList', { locations: [location], extra: 1 })).toEqual({ ok: true, value: { locations: [location] } });
  });

  it('refuses a body the schema refuses', () => {
    expect(validate('health', { status: 'maybe' })).toEqual(refused);
    expect(validate('locationsList', { locations: [{ location_id: 'uno' }] })).toEqual(refused);
  });

  it('refuses a route it does not know, including inherited names', () => {
    expect(validate('noExiste', { ok: true })).toEqual(refused);
    expect(validate('toString', {})).toEqual(refused);
  });

  it('validates against another table when given one', () => {
    const table = { health: routes.locationsList };
    expect(createSchemaValidator(table)('health', { locations: [] })).toEqual({ ok: true, value: { locations: [] } });
    expect(createSchemaValidator(table)('health', { status: 'ok' })).toEqual(refused);
  });
});
