import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithServices } from '../../testing/index.js';
import { Banner } from './Banner.js';
import { isScrolledPastBanner } from './banner.rules.js';

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });

describe('Banner', () => {
  afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

  it('is hidden when banner_enabled is off or the text is empty', () => {
    renderWithServices(<Banner />, { config: { banner_enabled: 'false', banner_text: 'Hola' } });
    expect(screen.queryByTestId('studio-banner')).toBeNull();
    renderWithServices(<Banner />, { config: { banner_enabled: 'true', banner_text: '' } });
    expect(screen.queryByTestId('studio-banner')).toBeNull();
  });

  it('shows plain text without a link', () => {
    renderWithServices(<Banner />, { config: { banner_enabled: 'true', banner_text: 'Abrimos el lunes', banner_link: '' } });
    expect(screen.getByTestId('studio-banner').textContent).toBe('Abrimos el lunes');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('navigates inside the app when the link contains the configured domain', async () => {
    renderWithServices(<Banner />, {
      config: { banner_enabled: 'true', banner_text: 'Promo', banner_link: 'https://estudio.test/avisos', domain: 'estudio.test' },
      routes: [{ path: '/avisos', element: <p>Pantalla de avisos</p> }],
    });
    const link = screen.getByRole('link', { name: 'Promo' });
    expect(link.getAttribute('href')).toBe('/avisos');
    expect(link.getAttribute('target')).toBeNull();
    await userEvent.click(link);
    expect(await screen.findByText('Pantalla de avisos')).toBeTruthy();
  });

  it('opens any other link in a new window', () => {
    renderWithServices(<Banner />, {
      config: { banner_enabled: 'true', banner_text: 'Promo', banner_link: 'https://otro.example/promo', domain: 'estudio.test' },
    });
    const link = screen.getByRole('link', { name: /Promo/ });
    expect(link.getAttribute('href')).toBe('https://otro.example/promo');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('hides when scrolled 1000 px or more and returns above it', () => {
    renderWithServices(<Banner />, { config: { banner_enabled: 'true', banner_text: 'Promo' } });
    scrollTo(999);
    expect(screen.queryByTestId('studio-banner')).not.toBeNull();
    scrollTo(1000);
    expect(screen.queryByTestId('studio-banner')).toBeNull();
    // Hiding it shortened the page and the browser scrolled back a little: it stays hidden.
    scrollTo(960);
    expect(screen.queryByTestId('studio-banner')).toBeNull();
    scrollTo(10);
    expect(screen.queryByTestId('studio-banner')).not.toBeNull();
  });

  it('draws the line at exactly 1000 px', () => {
    expect(isScrolledPastBanner(999.5)).toBe(false);
    expect(isScrolledPastBanner(1000)).toBe(true);
  });

  it('once hidden, shows again only 300 px above the line, so a page ending just past it cannot flicker without end', () => {
    expect(isScrolledPastBanner(950, true)).toBe(true);
    expect(isScrolledPastBanner(700, true)).toBe(true);
    expect(isScrolledPastBanner(699.5, true)).toBe(false);
    expect(isScrolledPastBanner(950, false)).toBe(false);
  });
});
