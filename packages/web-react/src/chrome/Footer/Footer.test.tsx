import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { renderWithServices } from '../../testing/index.js';
import { Footer } from './Footer.js';

describe('Footer', () => {
  it('shows CONTACTO, UBICACIÓN, INFORMACIÓN and Powered by for the demo studio', async () => {
    renderWithServices(<Footer />);
    const contact = screen.getByRole('region', { name: 'CONTACTO' });
    expect(within(contact).getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toBe('https://wa.me/525512345678');
    expect(within(contact).getByRole('link', { name: /Correo/ }).getAttribute('href')).toBe('mailto:hola@estudio.test');
    expect(within(contact).getAllByRole('link')).toHaveLength(5);

    const location = screen.getByRole('region', { name: 'UBICACIÓN' });
    expect(location.textContent).toContain('Polanco');

    const information = screen.getByRole('region', { name: 'INFORMACIÓN' });
    expect(await within(information).findByRole('link', { name: 'Términos y Condiciones' })).toBeTruthy();
    expect(within(information).getByRole('link', { name: 'Aviso de Privacidad' }).getAttribute('href')).toBe('/privacidad');
    expect(within(information).getByRole('link', { name: 'Avisos' }).getAttribute('href')).toBe('/avisos');

    expect(screen.getByText(/Powered by/).textContent).toBe('Powered by Estudio');
  });

  it('hides contact links and location that are not configured, and pages without content', async () => {
    renderWithServices(<Footer />, {
      config: { whatsapp: '', email: 'hola@estudio.test', facebook: '', instagram: '', tiktok: '', location: '' },
      prepare: ({ api }) => {
        const privacy = api.state.pages.find((page) => page.slug === 'privacidad');
        if (privacy) privacy.content = '<p></p>';
      },
    });
    const information = screen.getByRole('region', { name: 'INFORMACIÓN' });
    expect(await within(information).findByRole('link', { name: 'Términos y Condiciones' })).toBeTruthy();
    expect(within(information).queryByRole('link', { name: 'Aviso de Privacidad' })).toBeNull();
    const contact = screen.getByRole('region', { name: 'CONTACTO' });
    expect(within(contact).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['mailto:hola@estudio.test']);
    expect(screen.queryByRole('region', { name: 'UBICACIÓN' })).toBeNull();
  });

  it('still links Avisos when the pages fail to load', async () => {
    renderWithServices(<Footer />, {
      prepare: ({ api }) => api.failNext('content.pages', { code: 'x', message: 'Falló', status: 500 }),
    });
    // Let the failed call settle.
    await act(async () => undefined);
    expect(screen.getByRole('link', { name: 'Avisos' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'INFORMACIÓN' })).getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
