import { describe, expect, it } from 'vitest';
import { listQueryParams, pagerItems, readListQuery } from './listQuery.rules.js';

describe('the list query in the URL', () => {
  it('starts at page 1 and Todas (spec 9)', () => {
    expect(readListQuery(new URLSearchParams())).toEqual({ page: 1, filter: 'all' });
  });

  it('reads a filter and a page', () => {
    expect(readListQuery(new URLSearchParams('filter=cancelled&page=3'))).toEqual({ page: 3, filter: 'cancelled' });
  });

  it.each(['0', '-2', '1.5', 'dos', ''])('reads the page %j as page 1', (page) => {
    expect(readListQuery(new URLSearchParams({ page })).page).toBe(1);
  });

  it('reads an unknown filter as Todas', () => {
    expect(readListQuery(new URLSearchParams('filter=futuras')).filter).toBe('all');
  });

  it('leaves the defaults out of the URL and round-trips the rest', () => {
    expect(listQueryParams({ page: 1, filter: 'all' }).toString()).toBe('');
    const params = listQueryParams({ page: 2, filter: 'past' });
    expect(params.toString()).toBe('filter=past&page=2');
    expect(readListQuery(params)).toEqual({ page: 2, filter: 'past' });
  });
});

describe('pagerItems', () => {
  it('lists every page of a short list', () => {
    expect(pagerItems(1, 3)).toEqual([1, 2, 3]);
  });

  it('keeps the first, the last and two either side, with gaps', () => {
    expect(pagerItems(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, null, 20]);
    expect(pagerItems(20, 20)).toEqual([1, null, 18, 19, 20]);
  });

  it('puts no gap between neighbours', () => {
    expect(pagerItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
