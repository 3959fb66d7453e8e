import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { appError } from '@estudio/core';
import { demoFixtures } from '@estudio/core/testing';
import { renderWithServices } from '../../testing/index.js';
import { memberRoutes } from '../member/routes.js';
import { publicRoutes } from '../public/routes.js';

const sectionNamed = async (name: string) => screen.findByRole('region', { name });
const titlesIn = (region: HTMLElement) => within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('the Packages screen', () => {
  it("shows the trial classes first, then the list under 'Paquetes', then the special events", async () => {
    renderWithServices(null, { route: '/paquetes', routes: publicRoutes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Paquetes' })).toBeTruthy();
    expect(titlesIn(await sectionNamed('Clases de Prueba'))).toEqual(['Clase de prueba']);
    expect(titlesIn(await sectionNamed('Paquetes'))).toEqual([
      'Paquete 5 clases', 'Paquete 10 clases', 'Ilimitado mensual', 'Online ilimitado', 'Paquete Cycling 8 clases',
    ]);
    expect(titlesIn(await sectionNamed('Eventos Especiales'))).toEqual(['Masterclass de Yoga y Meditación']);
    const order = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(order.filter((t) => ['Clases de Prueba', 'Paquetes', 'Eventos Especiales'].includes(t ?? ''))).toEqual(['Clases de Prueba', 'Paquetes', 'Eventos Especiales']);
  });

  it("loads the first card's picture at once and first (the page's largest paint), the others when scrolled to", async () => {
    renderWithServices(null, { route: '/paquetes', routes: publicRoutes });
    await screen.findByRole('article', { name: 'Paquete 10 clases' });
    const pictures = [...document.querySelectorAll('article img')];
    expect(pictures.length).toBeGreaterThan(1);
    expect([pictures[0]?.getAttribute('loading'), pictures[0]?.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    for (const picture of pictures.slice(1)) expect([picture.getAttribute('loading'), picture.getAttribute('fetchpriority')]).toEqual(['lazy', null]);
  });

  it("strikes the normal price through, and links 'Obtener Oferta' and 'Comprar' to each package's checkout", async () => {
    renderWithServices(null, { route: '/paquetes', routes: publicRoutes });
    const ten = await screen.findByRole('article', { name: 'Paquete 10 clases' });
    expect(ten.querySelector('s')?.textContent).toMatch(/^\$1,400/);
    expect(within(ten).getByText(/Precio normal/)).toBeTruthy();
    const trial = screen.getByRole('article', { name: 'Clase de prueba' });
    const offer = within(trial).getByRole('link', { name: 'Obtener Oferta Clase de prueba' });
    expect(offer.getAttribute('href')).toBe('/checkout/1');
    expect(within(ten).getByRole('link', { name: 'Comprar Paquete 10 clases' }).getAttribute('href')).toBe('/checkout/3');
    expect(screen.queryByText('Venta en línea próximamente')).toBeNull();
    expect(within(screen.getByRole('article', { name: 'Ilimitado mensual' })).getByText('cada mes')).toBeTruthy();
  });

  it('uses the studio\'s title and path (class_packages_name, class_packages_path)', async () => {
    renderWithServices(null, {
      route: '/tienda/membresias',
      routes: publicRoutes,
      config: { class_packages_name: 'Membresías', class_packages_path: '/tienda/membresias' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Membresías' })).toBeTruthy();
    expect(await sectionNamed('Membresías')).toBeTruthy();
  });

  it("reads 'No hay paquetes disponibles.' when nothing is on sale", async () => {
    renderWithServices(null, {
      route: '/paquetes',
      routes: publicRoutes,
      prepare: ({ api }) => {
        api.state.packages = [];
      },
    });
    expect(await screen.findByText('No hay paquetes disponibles.')).toBeTruthy();
  });

  it('says so in place when the list cannot load', async () => {
    renderWithServices(null, {
      route: '/paquetes',
      routes: publicRoutes,
      prepare: ({ api }) => api.failNext('packages.list', appError('server', 'Error', 500)),
    });
    expect(await screen.findByText('Lo sentimos, hubo un error al mostrar este contenido.')).toBeTruthy();
  });

  it('is in the member area at /mystudio/paquetes, linked from the navbar', async () => {
    renderWithServices(null, { route: '/mystudio/paquetes', routes: memberRoutes, signedInAs: demoFixtures.accounts.socia.email });
    expect(await screen.findByRole('heading', { level: 1, name: 'Paquetes' })).toBeTruthy();
    const nav = await screen.findByRole('navigation', { name: 'Navegación de tu cuenta' });
    expect(within(nav).getByRole('link', { name: 'Paquetes' }).getAttribute('href')).toBe('/mystudio/paquetes');
  });

  it('sends an unknown member path to the calendar', async () => {
    renderWithServices(null, { route: '/mystudio/no-existe', routes: memberRoutes, signedInAs: demoFixtures.accounts.socia.email });
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendario' }, { timeout: 5000 })).toBeTruthy();
  });
});
