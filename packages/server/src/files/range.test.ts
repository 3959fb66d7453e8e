import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byteRange } from './range.js';

describe('byteRange: the one range a Range header asks of a file', () => {
  it('reads a-b, a- and -n, the end cut to the file', () => {
    expect(byteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=500-', 1000)).toEqual({ start: 500, end: 999 });
    expect(byteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(byteRange('bytes=990-2000', 1000)).toEqual({ start: 990, end: 999 });
    expect(byteRange('bytes=0-0', 1)).toEqual({ start: 0, end: 0 });
  });

  it('is unsatisfiable from past the end, or for an empty suffix', () => {
    expect(byteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(byteRange('bytes=1000-1200', 1000)).toBe('unsatisfiable');
    expect(byteRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });

  it('ignores what a server may ignore: no header, another unit, several ranges, a malformed or backwards one', () => {
    for (const header of [undefined, '', 'items=0-5', 'bytes=0-5,10-20', 'bytes=abc', 'bytes=-', 'bytes=9-3', 'bytes 0-5']) {
      expect(byteRange(header, 1000), String(header)).toBeNull();
    }
  });

  it('never answers a range outside the file', () => {
    fc.assert(fc.property(fc.nat(10_000), fc.nat(10_000), fc.integer({ min: 1, max: 10_000 }), (a, b, size) => {
      for (const header of [`bytes=${a}-${b}`, `bytes=${a}-`, `bytes=-${b}`]) {
        const range = byteRange(header, size);
        if (range === null || range === 'unsatisfiable') continue;
        expect(range.start).toBeGreaterThanOrEqual(0);
        expect(range.start).toBeLessThanOrEqual(range.end);
        expect(range.end).toBeLessThan(size);
      }
    }));
  });
});
