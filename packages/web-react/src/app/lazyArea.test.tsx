import { render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, useRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lazyArea, relativeTo } from './lazyArea.js';

const area: RouteObject[] = [
  {
    path: '/mystudio',
    element: (
      <main>
        <h1>Área</h1>
        <Outlet />
      </main>
    ),
    children: [
      { index: true, element: <p>Inicio</p> },
      { path: 'reservaciones', element: <p>Reservaciones</p> },
    ],
  },
];

const app: RouteObject[] = [
  { path: '/mystudio/*', element: lazyArea('/mystudio', async () => area, <p>Cargando</p>) },
  { path: '*', element: <p>Fuera</p> },
];

const App = () => useRoutes(app);
const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );

describe('lazyArea', () => {
  it("renders the area's index and child routes under /<area>/*", async () => {
    at('/mystudio');
    expect(await screen.findByText('Inicio')).toBeTruthy();
    at('/mystudio/reservaciones');
    expect(await screen.findByText('Reservaciones')).toBeTruthy();
  });

  it('reads only top-level paths relative to the base', () => {
    expect(relativeTo('/mystudio', area)[0]?.path).toBe('/');
    expect(relativeTo('/admin', [{ path: '/admin/x' }, { path: '/adminx' }, { path: 'y' }]).map((r) => r.path)).toEqual(['/x', '/adminx', 'y']);
  });
});
