import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithServices } from '../../../testing/index.js';
import { publicRoutes } from '../routes.js';
import { mapsSearchUrl } from './LocationPage.js';

const at = (route: string, options: Parameters<typeof renderWithServices>[1] = {}) =>
  renderWithServices(null, { ...options, routes: publicRoutes, route });

const pageError = { code: 'server', message: 'Error del servidor', status: 500 };

describe('CMS page /:slug', () => {
  it('shows the page title and its sanitised content', async () => {
    at('/terminos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Términos y Condiciones' })).toBeTruthy();
    expect(screen.getByText(/Al reservar aceptas llegar 10 minutos antes/)).toBeTruthy();
  });

  it("reads 'Sin contenido.' when the page is empty", async () => {
    at('/privacidad', {
      prepare: ({ api }) => {
        const page = api.state.pages.find((p) => p.slug === 'privacidad');
        if (page) page.content = null;
      },
    });
    expect(await screen.findByText('Sin contenido.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Aviso de Privacidad' })).toBeTruthy();
  });

  it('reads the load error text when the page fails to load', async () => {
    at('/terminos', { prepare: ({ api }) => api.failNext('content.page', pageError) });
    expect(await screen.findByText('Lo sentimos, hubo un error al mostrar este contenido.')).toBeTruthy();
  });

  it('shows the landing page for an unknown slug', async () => {
    const { container } = at('/no-existe');
    await waitFor(() => expect(container.querySelector('section#nosotros')).not.toBeNull());
  });

  it('strips script from the content', async () => {
    const { container } = at('/terminos', {
      prepare: ({ api }) => {
        const page = api.state.pages.find((p) => p.slug === 'terminos');
        if (page) page.content = '<p>Hola</p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>';
      },
    });
    await screen.findByText('Hola');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror') ?? null).toBeNull();
  });
});

describe('/avisos', () => {
  it('lists every announcement, newest first', async () => {
    at('/avisos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Avisos' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
        expect.arrayContaining(['Nuevo horario de fin de semana', 'Reto de enero']),
      ),
    );
    const titles = screen.getAllByRole('article').map((a) => a.querySelector('h2')?.textContent);
    expect(titles).toEqual(['Nuevo horario de fin de semana', 'Reto de enero']);
  });

  it("dates each one in the studio's zone ('DD MMM YYYY')", async () => {
    at('/avisos');
    // 2025-01-02T16:00Z is 10:00 on 2 January in Mexico City.
    const date = await screen.findByText('02 ene 2025');
    expect(date.closest('time')?.getAttribute('dateTime')).toBe('2025-01-02T16:00:00.000Z');
  });

  it("reads 'No hay avisos por mostrar.' when there are none", async () => {
    at('/avisos', { prepare: ({ api }) => (api.state.announcements.length = 0) });
    expect(await screen.findByText('No hay avisos por mostrar.')).toBeTruthy();
  });

  it('says so when they fail to load', async () => {
    at('/avisos', { prepare: ({ api }) => api.failNext('content.announcements', pageError) });
    expect(await screen.findByText('Lo sentimos, hubo un error al mostrar este contenido.')).toBeTruthy();
  });
});

describe('/coach/:coachId', () => {
  it('shows the name, photo and short bio', async () => {
    at('/coach/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana López' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Foto de Ana López' })).toBeTruthy();
    expect(screen.getByText(/Instructora de yoga/)).toBeTruthy();
  });

  it('goes to / when the coach is not found', async () => {
    const { location } = at('/coach/999');
    await waitFor(() => expect(location().pathname).toBe('/'));
  });

  it('goes to / when the id is not a number', async () => {
    const { location } = at('/coach/ana');
    await waitFor(() => expect(location().pathname).toBe('/'));
  });
});

describe('/ubicacion and /preguntas-frecuentes', () => {
  it("shows 'Ubicación', the configured location and a map link", async () => {
    at('/ubicacion', { config: { location: 'Av. Reforma 1, CDMX' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ubicación' })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByText('Av. Reforma 1, CDMX')).toBeTruthy();
    const map = within(main).getByRole('link', { name: /Ver en el mapa/ });
    expect(map.getAttribute('href')).toBe(mapsSearchUrl('Av. Reforma 1, CDMX'));
    expect(map.getAttribute('target')).toBe('_blank');
  });

  it("shows the title 'Preguntas Frecuentes'", async () => {
    at('/preguntas-frecuentes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Preguntas Frecuentes' })).toBeTruthy();
  });
});

describe('public routes', () => {
  it('wraps every page in the public chrome', async () => {
    at('/avisos');
    await screen.findByRole('heading', { level: 1, name: 'Avisos' });
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('shows the landing page on a deeper unmatched path', async () => {
    const { container } = at('/algo/que/no/existe');
    await waitFor(() => expect(container.querySelector('section#nosotros')).not.toBeNull());
  });
});
