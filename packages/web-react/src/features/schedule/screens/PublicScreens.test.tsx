import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithServices } from '../../../testing/index.js';
import { publicRoutes } from '../../public/routes.js';

const renderAt = (route: string) => renderWithServices(null, { route, routes: publicRoutes });

describe('/calendario', () => {
  it("is the studio's schedule titled 'Horarios', in the public chrome", async () => {
    renderAt('/calendario');
    expect(await screen.findByRole('heading', { level: 1, name: 'Horarios' })).toBeTruthy();
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('asks a visitor who reserves to sign in or sign up', async () => {
    renderAt('/calendario');
    await userEvent.click(await screen.findByRole('button', { name: 'Reservar Yoga, martes 7 a las 08:00' }));
    const prompt = await screen.findByRole('dialog', { name: 'Reserva tu clase' });
    expect(within(prompt).getByRole('button', { name: 'Ingresar' })).toBeTruthy();
  });
});

describe('/instructor/{id}', () => {
  it("shows the coach's profile and, under 'Entrena con {name}', only that coach's classes", async () => {
    renderAt('/instructor/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana López' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Foto de Ana López' })).toBeTruthy();
    const schedule = screen.getByRole('region', { name: 'Entrena con Ana' });
    const cards = await within(schedule).findAllByRole('article');
    expect(cards.every((card) => card.textContent?.includes('Ana López'))).toBe(true);
    expect(within(schedule).queryByRole('combobox', { name: 'Buscar por estudio' })).toBeNull();
  });

  it('shows the quote, instagram, birthdate as day and month, music type and bio', async () => {
    renderAt('/instructor/1');
    await screen.findByRole('heading', { level: 1, name: 'Ana López' });
    const facts = [...document.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(facts).toEqual(['Instagram: ana.yoga', 'Cumpleaños: 14 de marzo', 'Música favorita: Indie acústico']);
  });

  it('goes to / for an unknown or malformed id', async () => {
    const unknown = renderAt('/instructor/999');
    await waitFor(() => expect(unknown.location().pathname).toBe('/'));
    unknown.unmount();
    const malformed = renderAt('/instructor/abc');
    await waitFor(() => expect(malformed.location().pathname).toBe('/'));
  });
});
