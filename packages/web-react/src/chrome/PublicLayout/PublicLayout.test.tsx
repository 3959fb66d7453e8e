import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithServices } from '../../testing/index.js';
import { PublicLayout } from './PublicLayout.js';

const layoutRoutes = [{ element: <PublicLayout />, children: [{ index: true, element: <h1>Página</h1> }] }];

describe('PublicLayout', () => {
  it('puts the banner above the navbar, then the page, the footer and the WhatsApp button', () => {
    renderWithServices(null, { routes: layoutRoutes });
    const banner = screen.getByTestId('studio-banner');
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(banner.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('main').textContent).toBe('Página');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Escríbenos por WhatsApp' })).toBeTruthy();
  });

  it('offers a skip link to the main region', () => {
    renderWithServices(null, { routes: layoutRoutes });
    const skip = screen.getByRole('link', { name: 'Saltar al contenido' });
    expect(skip.getAttribute('href')).toBe(`#${screen.getByRole('main').id}`);
  });

  it('has no banner when banner_enabled is off', () => {
    renderWithServices(null, { routes: layoutRoutes, config: { banner_enabled: 'false' } });
    expect(screen.queryByTestId('studio-banner')).toBeNull();
  });
});
