import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { demoFixtures } from '@estudio/core/testing';
import { renderWithServices } from '../../testing/index.js';
import { memberRoutes } from './routes.js';

const Where = () => {
  const { pathname, search } = useLocation();
  return <p>Pantalla {`${pathname}${search}`}</p>;
};

const routes = [...memberRoutes, { path: '/entrar', element: <Where /> }];

/** A restored identity whose profile load never answers: the session stays in 'Accediendo'. */
const stuck = { signedInAs: demoFixtures.accounts.socia.email, pending: ['customer.current'] } as const;

afterEach(() => {
  vi.useRealTimers();
});

describe('/mystudio gate', () => {
  it("shows 'Accediendo' and, after 30 seconds, a link to sign in", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithServices(null, { route: '/mystudio', routes, ...stuck });
    // The gate is part of the first bundle: it answers at once, while the session starts.
    expect(screen.getByText('Accediendo', { selector: 'p' })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(29_000);
    });
    expect(screen.queryByRole('link', { name: 'Ir a iniciar sesión' })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    const link = screen.getByRole('link', { name: 'Ir a iniciar sesión' });
    expect(link.getAttribute('href')).toBe('/entrar?next=%2Fmystudio');
  });

  it("keeps a signed-out visitor on 'Accediendo' until the link to /entrar shows after 30 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithServices(null, { route: '/mystudio', routes });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(screen.getByText('Accediendo', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByText(/Pantalla/)).toBeNull();
    // Nobody's session is being restored: no member frame either.
    expect(screen.queryByRole('navigation', { name: 'Navegación de tu cuenta' })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(25_000);
    });
    screen.getByRole('link', { name: 'Ir a iniciar sesión' }).click();
    expect(await screen.findByText('Pantalla /entrar?next=%2Fmystudio')).toBeTruthy();
  });

  it("opens the member area's frame around 'Accediendo' while her kept session is restored, and the screen once she is in", async () => {
    renderWithServices(null, { route: '/mystudio', routes, ...stuck });
    // Her studio's banner and navbar paint while the server answers; no screen that reads her profile runs yet.
    expect(await screen.findByRole('navigation', { name: 'Navegación de tu cuenta' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Accediendo', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Calendario' })).toBeNull();
  }, 15_000);

  it('opens the member area for a signed-in customer', async () => {
    renderWithServices(null, { route: '/mystudio', routes, signedInAs: demoFixtures.accounts.socia.email });
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendario' }, { timeout: 5000 })).toBeTruthy();
  }, 15_000);
});
