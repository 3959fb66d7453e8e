/**
 * A small seeded pseudo-random generator (mulberry32), so the demo studio is the
 * same on every fresh database: no Math.random anywhere in the seed.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** `count` distinct elements of the list, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** A UUID-shaped id (version 4 layout) drawn from this generator. */
  uuid(): string;
}

/** Creates a generator; the same seed always gives the same sequence. */
export const createRandom = (seed: number): Random => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    for (let i = pool.length - 1; i > 0; i -= 1) {
      const j = int(0, i);
      [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
    }
    return pool.slice(0, Math.max(0, count));
  };
  const hex = (length: number): string =>
    Array.from({ length }, () => int(0, 15).toString(16)).join('');
  const uuid = (): string =>
    `${hex(8)}-${hex(4)}-4${hex(3)}-${(8 + int(0, 3)).toString(16)}${hex(3)}-${hex(12)}`;
  return { next, int, pick, sample, chance: (p) => next() < p, uuid };
};
