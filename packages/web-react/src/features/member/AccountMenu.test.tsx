import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AXE_TIMEOUT, seriousViolations } from '../../testing/axe.js';
import { renderWithServices } from '../../testing/index.js';
import { AccountMenu, menuFocusIndex } from './AccountMenu.js';
import type { MemberLink } from './memberLinks.js';

const LINKS: readonly MemberLink[] = [
  { screen: '/mystudio/informacion', to: '/mystudio/informacion', label: 'Mi Información' },
  { screen: '/mystudio/membresias', to: '/mystudio/membresias', label: 'Mis Compras' },
  { screen: '/mystudio/pagos', to: '/mystudio/pagos', label: 'Mis Cargos' },
];

const renderMenu = (route = '/mystudio') => {
  const onSignOut = vi.fn();
  const result = renderWithServices(
    <nav aria-label="Navegación de tu cuenta">
      <AccountMenu links={LINKS} onSignOut={onSignOut} />
      <a href="/mystudio">Después</a>
    </nav>,
    { route, routes: [{ path: '/mystudio/membresias', element: <p>Pantalla de compras</p> }] },
  );
  return { ...result, onSignOut, button: screen.getByRole('button', { name: 'Mi Cuenta' }) };
};

describe('AccountMenu', () => {
  it('is a disclosure: closed at first, the button controls the list it opens', async () => {
    const { button } = renderMenu();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Mi Información' })).toBeNull();
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(list?.hidden).toBe(false);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Mi Información', 'Mis Compras', 'Mis Cargos', 'Salir']);
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens with ArrowDown on the first entry, moves with the arrows, Home and End, and closes with Escape back on the button', async () => {
    const { button } = renderMenu();
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Mi Información' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Mis Compras' }));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Salir' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Mi Información' }));
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Salir' }));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Mi Información' }));
    await userEvent.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('opens with Enter and closes when the focus leaves it', async () => {
    const { button } = renderMenu();
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Salir' }));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Después' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a press outside, and on Escape when the focus is elsewhere', async () => {
    const { button } = renderMenu();
    await userEvent.click(button);
    fireEvent.pointerDown(document.body);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    button.blur();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('follows a link and closes', async () => {
    const { button, location } = renderMenu();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('link', { name: 'Mis Compras' }));
    expect(await screen.findByText('Pantalla de compras')).toBeTruthy();
    expect(location().pathname).toBe('/mystudio/membresias');
  });

  it("hands 'Salir' to the layout's sign-out", async () => {
    const { button, onSignOut } = renderMenu();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Salir' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it("marks the button while one of its pages is shown, and that page's link as the current one", async () => {
    const { button } = renderMenu('/mystudio/pagos');
    expect(button.hasAttribute('data-current')).toBe(true);
    await userEvent.click(button);
    expect(screen.getByRole('link', { name: 'Mis Cargos' }).getAttribute('aria-current')).toBe('page');
  });

  it('has no serious accessibility fault, closed or open', async () => {
    const { button } = renderMenu();
    expect(await seriousViolations()).toEqual([]);
    await userEvent.click(button);
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});

describe('menuFocusIndex', () => {
  it('wraps the arrows around and jumps with Home and End', () => {
    expect(menuFocusIndex('ArrowDown', -1, 3)).toBe(0);
    expect(menuFocusIndex('ArrowDown', 2, 3)).toBe(0);
    expect(menuFocusIndex('ArrowUp', 0, 3)).toBe(2);
    expect(menuFocusIndex('ArrowUp', -1, 3)).toBe(2);
    expect(menuFocusIndex('Home', 2, 3)).toBe(0);
    expect(menuFocusIndex('End', 0, 3)).toBe(2);
    expect(menuFocusIndex('Tab', 0, 3)).toBeNull();
    expect(menuFocusIndex('ArrowDown', -1, 0)).toBeNull();
  });
});
