import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@estudio/core';
import { FakeClock } from '@estudio/core/testing';
import { createHttpClient } from './http-client.js';
import { createPreloadLookup, PRELOAD_MAX_AGE_MS } from './preloaded.js';

const classTypes = { class_types: [{ class_type_id: 1, name: 'Barre', icon: null, image: null, description: null }] };

describe('answers embedded in the page', () => {
  it('answer a GET of an embedded path, with its parameters filled, while fresh', () => {
    const clock = new FakeClock(1_000);
    const lookup = createPreloadLookup({ answers: { '/class_types': classTypes, '/instructors/7': { instructor: 'x' } } }, clock);
    expect(lookup(endpoints.classTypesList, {})).toBe(classTypes);
    expect(lookup(endpoints.instructorOne, { params: { id: 7 } })).toEqual({ instructor: 'x' });
    expect(lookup(endpoints.instructorOne, { params: { id: 8 } })).toBeUndefined();
    clock.advance(PRELOAD_MAX_AGE_MS);
    expect(lookup(endpoints.classTypesList, {})).toBe(classTypes);
    clock.advance(1);
    expect(lookup(endpoints.classTypesList, {})).toBeUndefined();
  });

  it('never answer a call with a query, a write, or when there are none', () => {
    const clock = new FakeClock();
    const lookup = createPreloadLookup({ answers: { '/customer/phone': { available: true }, '/customer/recover': { ok: true } } }, clock);
    expect(lookup(endpoints.customerPhone, { query: { phone: '5512345678' } })).toBeUndefined();
    expect(lookup(endpoints.customerRecover, { body: { email: 'a@b.mx' } })).toBeUndefined();
    expect(createPreloadLookup(undefined, clock)(endpoints.classTypesList, {})).toBeUndefined();
  });

  it('spare the client its request, and it asks the API once they are old', async () => {
    const clock = new FakeClock();
    const fetch = vi.fn(async () => new Response(JSON.stringify({ class_types: [] }), { headers: { 'content-type': 'application/json' } }));
    const client = createHttpClient({ clock, fetch, baseUrl: 'http://127.0.0.1:1/api', readCookie: () => null, preloaded: { answers: { '/class_types': classTypes } } });
    const first = await client.call(endpoints.classTypesList);
    expect(first).toEqual({ ok: true, value: classTypes });
    expect(fetch).not.toHaveBeenCalled();
    clock.advance(PRELOAD_MAX_AGE_MS + 1);
    const later = await client.call(endpoints.classTypesList);
    expect(later).toEqual({ ok: true, value: { class_types: [] } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('hold an embedded answer to its response key like any other answer', async () => {
    const client = createHttpClient({ clock: new FakeClock(), readCookie: () => null, preloaded: { answers: { '/class_types': { wrong: [] } } } });
    const result = await client.call(endpoints.classTypesList);
    expect(result.ok).toBe(false);
  });
});
