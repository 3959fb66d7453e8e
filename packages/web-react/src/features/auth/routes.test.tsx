import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithServices } from '../../testing/index.js';
import { authRoutes } from './routes.js';

const at = (route: string) => renderWithServices(null, { route, routes: authRoutes });

describe('auth routes', () => {
  it.each([
    ['/entrar', 'Inicia sesión'],
    ['/entrar/enlace', 'Entrar con enlace'],
    ['/registro', 'Regístrate'],
    ['/recuperar', 'Recuperar contraseña'],
    ['/recuperar/nueva?token=abc', 'Nueva contraseña'],
  ])('%s is inside the public chrome', async (route, title) => {
    at(route);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('/login stands alone, without the public chrome', async () => {
    at('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Navegación principal' })).toBeNull();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});
