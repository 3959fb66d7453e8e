import { describe, expect, it } from 'vitest';
import { BOOT_ELEMENT_ID } from '@estudio/core';
import { readBootData } from './boot-data.js';

const pageWith = (text: string | null) => ({
  getElementById: (id: string) => (id === BOOT_ELEMENT_ID && text !== null ? ({ textContent: text } as HTMLElement) : null),
});

describe('readBootData', () => {
  it('reads the configuration and answers the server embedded', () => {
    const data = { config: { appearance: { businessName: 'Luz' } }, answers: { '/pages': { pages: [] } } };
    expect(readBootData(pageWith(JSON.stringify(data)))).toEqual(data);
  });

  it("keeps the server's now when it is a number, and leaves out one that is not", () => {
    const data = { config: {}, answers: {}, now: 1_795_000_000_000 };
    expect(readBootData(pageWith(JSON.stringify(data)))?.now).toBe(1_795_000_000_000);
    expect(readBootData(pageWith(JSON.stringify({ ...data, now: 'ayer' })))).toEqual({ config: {}, answers: {} });
  });

  it("keeps the server's guess of a wide screen when it is a boolean", () => {
    expect(readBootData(pageWith(JSON.stringify({ config: {}, answers: {}, wide: true })))?.wide).toBe(true);
    expect(readBootData(pageWith(JSON.stringify({ config: {}, answers: {}, wide: 'sí' })))).toEqual({ config: {}, answers: {} });
  });

  it('answers null for a page without boot data or with unreadable data, so the app loads it itself', () => {
    expect(readBootData(pageWith(null))).toBeNull();
    expect(readBootData(pageWith(''))).toBeNull();
    expect(readBootData(pageWith('{"config": '))).toBeNull();
    expect(readBootData(pageWith('{"config": [], "answers": {}}'))).toBeNull();
    expect(readBootData(pageWith('{"config": {}}'))).toBeNull();
  });
});
