import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithServices } from '../../../testing/index.js';
import { LandingPage } from './LandingPage.js';

const sectionIds = (container: HTMLElement) => [...container.querySelectorAll('section[id]')].map((s) => s.id);

describe('LandingPage', () => {
  it('shows the enabled sections in the configured order once their data is in', async () => {
    const { container } = renderWithServices(<LandingPage />, {
      config: {
        hero_order: '6', about_order: '2', mission_order: '5', class_types_order: '1', coaches_order: '3', announcements_order: '4',
        schedule_order: '7', packages_order: '8',
      },
    });
    await waitFor(() => expect(sectionIds(container)).toEqual(['clases', 'nosotros', 'coaches', 'avisos', 'mision', 'inicio', 'horarios', 'paquetes']));
  });

  it('leaves out disabled sections', async () => {
    const { container } = renderWithServices(<LandingPage />, {
      config: { mission_enabled: 'false', coaches_enabled: 'false', class_types_enabled: 'false', schedule_enabled: 'false', packages_enabled: 'false' },
    });
    await waitFor(() => expect(sectionIds(container)).toEqual(['inicio', 'nosotros', 'avisos']));
  });

  it("shows the packages featured on the home page under the studio's title, with a link to all of them", async () => {
    renderWithServices(<LandingPage />, { config: { packages_enabled: 'true', class_packages_name: 'Planes', class_packages_path: '/planes' } });
    const section = await screen.findByRole('region', { name: 'Planes' });
    await waitFor(() => expect(within(section).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Clase de prueba', 'Paquete 10 clases', 'Ilimitado mensual']));
    expect(within(section).getByRole('link', { name: 'Ver todos los paquetes' }).getAttribute('href')).toBe('/planes');
  });

  it('hides the packages section when the studio features none', async () => {
    const { container } = renderWithServices(<LandingPage />, {
      config: { packages_enabled: 'true' },
      prepare: ({ api }) => {
        api.state.packages = api.state.packages.map((p) => ({ ...p, on_home: false }));
      },
    });
    await screen.findByRole('heading', { name: 'Coaches' });
    await waitFor(() => expect(sectionIds(container)).not.toContain('paquetes'));
  });

  it('shows the hero title, tagline and button', () => {
    renderWithServices(<LandingPage />, { config: { hero_title: 'Muévete', hero_tagline: 'Clases para todos', hero_button_text: 'Reserva', hero_button_link: '/entrar' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Muévete' })).toBeTruthy();
    expect(screen.getByText('Clases para todos')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reserva' }).getAttribute('href')).toBe('/entrar');
  });

  it("opens an unwritten hero on the studio's name, tagline and button (a new studio's landing)", () => {
    renderWithServices(<LandingPage />, {
      config: { business_name: 'Estudio Luna', tagline: 'Respira y muévete', hero_title: '', hero_tagline: '', hero_image: '', hero_button_text: 'Reserva tu clase', hero_button_link: '/mystudio' },
    });
    const hero = screen.getByRole('region', { name: 'Estudio Luna' });
    expect(within(hero).getByRole('heading', { level: 1, name: 'Estudio Luna' })).toBeTruthy();
    expect(within(hero).getByText('Respira y muévete')).toBeTruthy();
    expect(within(hero).getByRole('link', { name: 'Reserva tu clase' }).getAttribute('href')).toBe('/mystudio');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('plays a hero video when configured', () => {
    const { container } = renderWithServices(<LandingPage />, { config: { hero_video: 'https://cdn.example/hero.mp4' } });
    expect(container.querySelector('video')?.getAttribute('src')).toBe('https://cdn.example/hero.mp4');
  });

  it('keeps a page heading when the hero is off', () => {
    renderWithServices(<LandingPage />, { config: { hero_enabled: 'false' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Estudio Demo' })).toBeTruthy();
  });

  it('lists only class types with an image, each linking to /class_type/{id}', async () => {
    renderWithServices(<LandingPage />);
    const section = await screen.findByRole('region', { name: 'Nuestras clases' });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(4));
    expect(within(section).queryByText('Meditación')).toBeNull();
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(4);
    expect(within(section).getByRole('link', { name: /Yoga/ }).getAttribute('href')).toBe('/class_type/1');
  });

  it('links each coach to /coach/{id}', async () => {
    renderWithServices(<LandingPage />);
    const section = await screen.findByRole('region', { name: 'Coaches' });
    const ana = await within(section).findByRole('link', { name: /Ana López/ });
    expect(ana.getAttribute('href')).toBe('/coach/1');
  });

  it('shows the latest three announcements and links to all', async () => {
    renderWithServices(<LandingPage />, {
      prepare: ({ api }) => {
        api.state.announcements.push(
          { announcement_id: 3, title: 'Tercero', content: 'x', createdAt: '2025-01-03T10:00:00Z' },
          { announcement_id: 4, title: 'Antiguo', content: 'x', createdAt: '2024-01-01T10:00:00Z' },
        );
      },
    });
    const section = await screen.findByRole('region', { name: 'Avisos' });
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(3));
    expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Tercero',
      'Nuevo horario de fin de semana',
      'Reto de enero',
    ]);
    expect(within(section).getByRole('link', { name: 'Ver todos los avisos' }).getAttribute('href')).toBe('/avisos');
  });

  it('renders nothing for a section without data and reports load errors to the alert display', async () => {
    renderWithServices(<LandingPage />, {
      prepare: ({ api }) => {
        api.state.announcements.length = 0;
        api.failNext('catalog.homeInstructors', { code: 'server', message: 'No pudimos cargar los coaches.', status: 500 });
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('No pudimos cargar los coaches.');
    expect(screen.queryByRole('region', { name: 'Coaches' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Avisos' })).toBeNull();
  });

  it('shows skeletons while a section loads', () => {
    renderWithServices(<LandingPage />);
    const section = screen.getByRole('region', { name: 'Coaches' });
    expect(within(section).getByRole('status').textContent).toBe('Cargando');
  });
});
