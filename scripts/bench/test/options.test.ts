import { describe, expect, it } from 'vitest';
import { figuresOf, quantile } from '../load/figures.js';
import { parseBenchArgs } from '../options.mjs';

describe('npm run bench flags', () => {
  it('runs every part on both databases for 10 s after 2 s of warm-up by default', () => {
    expect(parseBenchArgs([])).toEqual({
      parts: ['budget', 'schedule', 'customers', 'writes', 'checkout', 'reports', 'lighthouse'], databases: ['pglite', 'postgres'],
      seconds: 10, warmupSeconds: 2, json: false, build: false, help: false,
    });
  });

  it('reads --only, --db, --duration, --warmup, --json and --build, in canonical order', () => {
    expect(parseBenchArgs(['--only=checkout'])).toMatchObject({ parts: ['checkout'] });
    expect(parseBenchArgs(['--only=reports'])).toMatchObject({ parts: ['reports'] });
    expect(parseBenchArgs(['--only=lighthouse,budget'])).toMatchObject({ parts: ['budget', 'lighthouse'] });
    expect(parseBenchArgs(['--only=writes,customers'])).toMatchObject({ parts: ['customers', 'writes'] });
    expect(parseBenchArgs(['--only=writes,schedule', '--db=postgres', '--duration=3', '--warmup=0', '--json', '--build'])).toEqual({
      parts: ['schedule', 'writes'], databases: ['postgres'], seconds: 3, warmupSeconds: 0, json: true, build: true, help: false,
    });
  });

  it('refuses unknown parts, databases, flags and bad durations', () => {
    expect(() => parseBenchArgs(['--only=speed'])).toThrow(/--only/);
    expect(() => parseBenchArgs(['--only='])).toThrow(/--only/);
    expect(() => parseBenchArgs(['--db=mysql'])).toThrow(/--db/);
    expect(() => parseBenchArgs(['--duration=0'])).toThrow(/--duration/);
    expect(() => parseBenchArgs(['--warmup=soon'])).toThrow(/--warmup/);
    expect(() => parseBenchArgs(['--fast'])).toThrow(/Unknown flag/);
  });
});

describe('load figures', () => {
  it('takes percentiles by nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(quantile(sorted, 0.5)).toBe(50);
    expect(quantile(sorted, 0.95)).toBe(95);
    expect(quantile(sorted, 0.99)).toBe(99);
    expect(quantile([7], 0.99)).toBe(7);
    expect(quantile([], 0.5)).toBe(0);
  });

  it('counts completions per measured second from unsorted latencies', () => {
    expect(figuresOf([30, 10, 20, 40], 2, 1)).toEqual({
      completed: 4, seconds: 2, perSecond: 2, p50: 20, p95: 40, p99: 40, errors: 1, statuses: {},
    });
  });
});
