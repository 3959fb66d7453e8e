import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  readTableState,
  sameTableState,
  withFilter,
  withSearch,
  withSort,
  writeTableState,
  type TableUrlConfig,
  type TableUrlState,
} from './tableUrl.js';

const config: TableUrlConfig<'status' | 'location'> = {
  sortable: ['name', 'created_at'],
  defaultSort: { id: 'created_at', desc: true },
  filters: { status: 'active', location: '' },
};

const read = (query: string) => readTableState(new URLSearchParams(query), config);

describe('readTableState', () => {
  it('reads the defaults from an empty address', () => {
    expect(read('')).toEqual({ q: '', page: 1, sort: { id: 'created_at', desc: true }, filters: { status: 'active', location: '' } });
  });

  it('reads every parameter it owns', () => {
    expect(read('q=%20ana%20&page=3&sort=name&dir=desc&status=all&location=2')).toEqual({
      q: 'ana',
      page: 3,
      sort: { id: 'name', desc: true },
      filters: { status: 'all', location: '2' },
    });
    expect(read('sort=name').sort).toEqual({ id: 'name', desc: false });
  });

  it.each(['-3', 'abc', '0', '2.5', '1e3', '', '99999999999999999999'])('reads page=%s as page 1', (page) => {
    expect(read(`page=${page}`).page).toBe(1);
  });

  it('reads an unknown sort as the default, and a missing default as none', () => {
    expect(read('sort=unknown&dir=asc').sort).toEqual({ id: 'created_at', desc: true });
    expect(readTableState(new URLSearchParams('sort=password'), { sortable: ['name'] }).sort).toBeNull();
  });

  it('has no filters unless declared', () => {
    expect(readTableState(new URLSearchParams('status=all'), { sortable: [] }).filters).toEqual({});
  });
});

describe('writeTableState', () => {
  it('leaves defaults out and keeps parameters it does not own', () => {
    const params = writeTableState(new URLSearchParams('id=7&page=4&q=ana'), read(''), config);
    expect(params.toString()).toBe('id=7');
  });

  it('writes what differs from the defaults; an ascending sort needs no dir', () => {
    const state: TableUrlState<'status' | 'location'> = {
      q: 'ana',
      page: 2,
      sort: { id: 'name', desc: false },
      filters: { status: 'all', location: '' },
    };
    expect(writeTableState(new URLSearchParams(), state, config).toString()).toBe('q=ana&page=2&sort=name&status=all');
  });

  it('writes a non-default direction of the default column', () => {
    const state = { ...read(''), sort: { id: 'created_at', desc: false } };
    expect(writeTableState(new URLSearchParams(), state, config).toString()).toBe('sort=created_at');
  });
});

describe('changes', () => {
  const onPage3 = read('page=3&q=ana');

  it('a new search, filter or order goes back to page 1', () => {
    expect(withSearch(onPage3, 'luis')).toMatchObject({ q: 'luis', page: 1 });
    expect(withFilter(onPage3, 'status', 'all')).toMatchObject({ page: 1, filters: { status: 'all', location: '' } });
    expect(withSort(onPage3, { id: 'name', desc: false })).toMatchObject({ page: 1, sort: { id: 'name', desc: false } });
  });

  it('the same search, filter or order changes nothing (a reloaded page stays)', () => {
    expect(withSearch(onPage3, ' ana ')).toBe(onPage3);
    expect(withFilter(onPage3, 'status', 'active')).toBe(onPage3);
    expect(withSort(onPage3, { id: 'created_at', desc: true })).toBe(onPage3);
  });

  it('compares states by what they say', () => {
    expect(sameTableState(read('q=ana'), read('q=ana'))).toBe(true);
    expect(sameTableState(read('q=ana'), read('q=ana&status=all'))).toBe(false);
    expect(sameTableState(read('sort=name'), read('sort=name&dir=desc'))).toBe(false);
  });
});

describe('address round trip', () => {
  const state = fc.record({
    q: fc.string().map((q) => q.trim()),
    page: fc.integer({ min: 1, max: 10_000 }),
    sort: fc.option(fc.record({ id: fc.constantFrom('name', 'created_at'), desc: fc.boolean() }), { nil: null }),
    filters: fc.record({ status: fc.string(), location: fc.string() }),
  });

  it('reads back what it wrote (no sort reads as the default)', () => {
    fc.assert(
      fc.property(state, fc.webQueryParameters(), (written, other) => {
        const params = writeTableState(new URLSearchParams(other), written, config);
        const back = readTableState(params, config);
        expect(back).toEqual({ ...written, sort: written.sort ?? config.defaultSort });
      }),
    );
  });

  it('never leaves an invalid page or an unknown sort in what it reads', () => {
    fc.assert(
      fc.property(fc.webQueryParameters(), fc.string(), fc.string(), (query, page, sort) => {
        const params = new URLSearchParams(query);
        params.set('page', page);
        params.set('sort', sort);
        const read = readTableState(params, config);
        expect(Number.isInteger(read.page) && read.page >= 1).toBe(true);
        expect(config.sortable).toContain(read.sort?.id);
      }),
    );
  });
});
