import { describe, expect, it } from 'vitest';
import { ariaSort, nextSort, sortingState } from './sort.js';

describe('nextSort', () => {
  it('starts a new column ascending, or descending when it prefers so', () => {
    expect(nextSort(null, 'name')).toEqual({ id: 'name', desc: false });
    expect(nextSort({ id: 'name', desc: true }, 'created')).toEqual({ id: 'created', desc: false });
    expect(nextSort(null, 'created', true)).toEqual({ id: 'created', desc: true });
  });

  it('flips the sorted column both ways', () => {
    expect(nextSort({ id: 'name', desc: false }, 'name')).toEqual({ id: 'name', desc: true });
    expect(nextSort({ id: 'name', desc: true }, 'name')).toEqual({ id: 'name', desc: false });
  });
});

describe('ariaSort and sortingState', () => {
  it('names the direction of the sorted column only', () => {
    expect(ariaSort({ id: 'name', desc: false }, 'name')).toBe('ascending');
    expect(ariaSort({ id: 'name', desc: true }, 'name')).toBe('descending');
    expect(ariaSort({ id: 'name', desc: true }, 'email')).toBeUndefined();
    expect(ariaSort(null, 'name')).toBeUndefined();
  });

  it('is TanStack state of one column, or none', () => {
    expect(sortingState({ id: 'name', desc: true })).toEqual([{ id: 'name', desc: true }]);
    expect(sortingState(null)).toEqual([]);
  });
});
