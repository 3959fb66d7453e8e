import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { demoFixtures } from '@estudio/core/testing';
import { renderWithServices } from '../../../testing/index.js';
import { AXE_TIMEOUT, seriousViolations } from '../../../testing/axe.js';
import { publicRoutes } from '../routes.js';

const renderAt = (route: string, options: Parameters<typeof renderWithServices>[1] = {}) =>
  renderWithServices(null, { ...options, route, routes: publicRoutes });

describe('/class_type/{id}', () => {
  it("shows the class type's image and description, and under 'Próximas clases' only its classes", async () => {
    const { container } = renderAt('/class_type/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Yoga' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Fuerza, equilibrio y respiración en una práctica fluida.')).toBeTruthy();
    const src = demoFixtures.classTypes.find((type) => type.class_type_id === 1)?.image?.src ?? '';
    expect(src).not.toBe('');
    expect([...container.querySelectorAll('img')].some((img) => img.getAttribute('src') === src)).toBe(true);
    const upcoming = screen.getByRole('region', { name: 'Próximas clases' });
    const cards = await within(upcoming).findAllByRole('article', {}, { timeout: 5000 });
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((card) => card.textContent?.includes('Yoga'))).toBe(true);
  });

  it('lets a visitor reserve from there: the reserve flow asks to sign in', async () => {
    renderAt('/class_type/1');
    const upcoming = await screen.findByRole('region', { name: 'Próximas clases' }, { timeout: 5000 });
    const [reserve] = await within(upcoming).findAllByRole('button', { name: /^Reservar Yoga/ });
    expect(reserve).toBeTruthy();
  });

  it("reads 'Clase no encontrada' for an unknown or malformed id, with ways on", async () => {
    for (const route of ['/class_type/999', '/class_type/abc']) {
      const { unmount } = renderAt(route);
      expect(await screen.findByRole('heading', { level: 1, name: 'Clase no encontrada' }, { timeout: 5000 })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Ver todas las clases' }).getAttribute('href')).toBe('/calendario');
      expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
      unmount();
    }
  });

  it('reads the load error text when the server fails', async () => {
    renderAt('/class_type/1', {
      prepare: ({ api }) => api.failNext('catalog.classType', { code: 'server', message: 'Error del servidor', status: 500 }),
    });
    expect(await screen.findByText('Lo sentimos, hubo un error al mostrar este contenido.', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('has no serious accessibility violation', { timeout: AXE_TIMEOUT }, async () => {
    renderAt('/class_type/1');
    const upcoming = await screen.findByRole('region', { name: 'Próximas clases' }, { timeout: 5000 });
    await within(upcoming).findAllByRole('article');
    expect(await seriousViolations()).toEqual([]);
  });
});
