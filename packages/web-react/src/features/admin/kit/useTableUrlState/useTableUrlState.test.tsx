import { lazy, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation, useNavigate, useNavigationType } from 'react-router';
import { useTableUrlState } from './useTableUrlState.js';
import { useDebouncedValue } from './useDebouncedValue.js';
import { useSearchText } from './useSearchText.js';
import type { TableUrlConfig } from './tableUrl.js';

const config: TableUrlConfig<'status'> = {
  sortable: ['name', 'created_at'],
  defaultSort: { id: 'created_at', desc: true },
  filters: { status: 'active' },
};

/** The hook plus what the router knows: the address, how it got there, and a way back. */
const useProbe = () => ({
  table: useTableUrlState(config),
  location: useLocation(),
  navigationType: useNavigationType(),
  navigate: useNavigate(),
});

const renderAt = (url: string) =>
  renderHook(useProbe, {
    wrapper: ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/admin/clientes', url]}>{children}</MemoryRouter>,
  });

describe('useTableUrlState', () => {
  it('reads the address, and invalid values as their defaults', () => {
    expect(renderAt('/admin/clientes?q=ana&page=3&sort=name&dir=desc&status=all').result.current.table.state).toEqual({
      q: 'ana',
      page: 3,
      sort: { id: 'name', desc: true },
      filters: { status: 'all' },
    });
    expect(renderAt('/admin/clientes?page=-3&sort=unknown').result.current.table.state).toMatchObject({
      page: 1,
      sort: { id: 'created_at', desc: true },
    });
    expect(renderAt('/admin/clientes?page=abc').result.current.table.state.page).toBe(1);
  });

  it('pages with a history entry of its own, and leaves page 1 out of the address', () => {
    const { result } = renderAt('/admin/clientes?id=7');
    act(() => result.current.table.setPage(2));
    expect(result.current.location.search).toBe('?id=7&page=2');
    expect(result.current.navigationType).toBe('PUSH');
    act(() => result.current.table.setPage(1));
    expect(result.current.location.search).toBe('?id=7');
  });

  it('searches by replacing the entry, so Back skips the keystrokes, and goes back to page 1', () => {
    const { result } = renderAt('/admin/clientes?page=4');
    act(() => result.current.table.setSearch('a'));
    act(() => result.current.table.setSearch('an'));
    act(() => result.current.table.setSearch('ana '));
    expect(result.current.location.search).toBe('?q=ana');
    expect(result.current.navigationType).toBe('REPLACE');
    act(() => {
      void result.current.navigate(-1);
    });
    expect(result.current.location.search).toBe('');
  });

  it('a filter or an order goes back to page 1; their defaults leave the address', () => {
    const { result } = renderAt('/admin/clientes?page=4');
    act(() => result.current.table.setFilter('status', 'all'));
    expect(result.current.location.search).toBe('?status=all');
    act(() => result.current.table.setPage(3));
    act(() => result.current.table.setSort({ id: 'name', desc: false }));
    expect(result.current.location.search).toBe('?status=all&sort=name');
    act(() => result.current.table.setSort({ id: 'created_at', desc: true }));
    act(() => result.current.table.setFilter('status', 'active'));
    expect(result.current.location.search).toBe('');
  });

  it('navigates nowhere when nothing changes, and keeps the same state object', () => {
    const { result } = renderAt('/admin/clientes?q=ana&page=3');
    const before = result.current.table.state;
    const key = result.current.location.key;
    act(() => result.current.table.setSearch('ana'));
    expect(result.current.location.key).toBe(key);
    expect(result.current.table.state).toBe(before);
    expect(result.current.table.state.page).toBe(3);
  });

  it('reset clears everything it owns', () => {
    const { result } = renderAt('/admin/clientes?q=ana&page=3&sort=name&status=all&id=7');
    act(() => result.current.table.reset());
    expect(result.current.location.search).toBe('?id=7');
  });
});

describe('useDebouncedValue and useSearchText', () => {
  afterEach(() => vi.useRealTimers());

  it('settles 300 ms after the last change', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), { initialProps: { value: 'a' } });
    rerender({ value: 'an' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'ana' });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('ana');
  });

  it('hands the typed text on after the pause and takes a search changed from outside', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    const { result, rerender } = renderHook(({ q }) => useSearchText(q, onSearch), { initialProps: { q: '' } });
    act(() => result.current[1]('ana '));
    expect(result.current[0]).toBe('ana ');
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenLastCalledWith('ana ');
    rerender({ q: 'ana' });
    expect(result.current[0]).toBe('ana ');
    rerender({ q: '' });
    expect(result.current[0]).toBe('');
  });
});

describe('a search that settles after the visitor left the list', () => {
  it('does not take her back: the row she opened while its page loads is where she lands', async () => {
    let open: (page: { default: () => ReactNode }) => void = () => undefined;
    const Customer = lazy(() => new Promise<{ default: () => ReactNode }>((resolve) => (open = resolve)));
    const List = () => {
      const table = useTableUrlState(config);
      const [text, setText] = useSearchText(table.state.q, table.setSearch, 20);
      return (
        <>
          <input aria-label="Buscar cliente" value={text} onChange={(event) => setText(event.target.value)} />
          <Link to="/admin/clientes/7">Ana</Link>
        </>
      );
    };
    const Where = () => <p>en {useLocation().pathname + useLocation().search}</p>;
    render(
      <MemoryRouter initialEntries={['/admin/clientes']}>
        <Suspense fallback={<p>Cargando</p>}>
          <Routes>
            <Route path="/admin/clientes" element={<List />} />
            <Route path="/admin/clientes/:id" element={<Customer />} />
          </Routes>
        </Suspense>
        <Where />
      </MemoryRouter>,
    );
    fireEvent.input(screen.getByLabelText('Buscar cliente'), { target: { value: 'ana' } });
    expect(screen.getByLabelText<HTMLInputElement>('Buscar cliente').value).toBe('ana');
    // She opens the row before the search settles; its page is still loading when it does (React kept the list in a
    // transition meanwhile; Preact shows the fallback at once, which cancels the search with the list).
    act(() => fireEvent.click(screen.getByRole('link', { name: 'Ana' })));
    await act(() => new Promise((resolve) => setTimeout(resolve, 80)));
    await act(async () => open({ default: () => <h1>Ficha de Ana</h1> }));
    expect(await screen.findByRole('heading', { name: 'Ficha de Ana' })).toBeTruthy();
    expect(screen.getByText(/^en /).textContent).toBe('en /admin/clientes/7');
  });
});
