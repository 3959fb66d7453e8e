import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithServices } from '../../../../testing/index.js';
import { ScheduleSection } from './ScheduleSection.js';

/** An IntersectionObserver the test drives: `enter()` brings every observed element near the viewport. */
const stubObserver = () => {
  const callbacks: IntersectionObserverCallback[] = [];
  class Observer {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    enter: () => callbacks.forEach((callback) => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)),
  };
};

afterEach(() => vi.unstubAllGlobals());

describe("the landing's 'Calendario de Clases'", () => {
  it("shows this week compactly, a day at a time, with a way to the full schedule", async () => {
    renderWithServices(<ScheduleSection />);
    const section = screen.getByRole('region', { name: 'Calendario de Clases' });
    expect(section.id).toBe('horarios');
    const days = await within(section).findByRole('list', { name: 'Elige un día' }, { timeout: 5000 });
    expect(within(days).getAllByRole('button').map((b) => b.textContent)).toEqual(['LUN 6', 'MAR 7', 'MIÉ 8', 'JUE 9', 'VIE 10', 'SÁB 11', 'DOM 12']);
    expect(within(days).getByRole('button', { name: 'LUN 6' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(within(days).getByRole('button', { name: 'MAR 7' }));
    expect(await within(section).findByRole('button', { name: 'Reservar Yoga, martes 7 a las 08:00' })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Ver todos los horarios' }).getAttribute('href')).toBe('/calendario');
  });

  it('sends every class it would reserve to /checkout/{id} when home_checkout_package_id is set', async () => {
    renderWithServices(<ScheduleSection />, { config: { home_checkout_package_id: '152' } });
    const section = screen.getByRole('region', { name: 'Calendario de Clases' });
    const days = await within(section).findByRole('list', { name: 'Elige un día' }, { timeout: 5000 });
    await userEvent.click(within(days).getByRole('button', { name: 'MAR 7' }));
    const buy = await within(section).findByRole('link', { name: 'Comprar Yoga, martes 7 a las 08:00' });
    expect(buy.getAttribute('href')).toBe('/checkout/152');
    expect(within(section).queryByRole('button', { name: /^Reservar / })).toBeNull();
  });

  it('loads the calendar only when the section comes near the viewport', async () => {
    const observer = stubObserver();
    const { services } = renderWithServices(<ScheduleSection />);
    const days = vi.spyOn(services.api.schedule, 'days');
    expect(screen.getByRole('region', { name: 'Calendario de Clases' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Cargando clases de la semana');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(days).not.toHaveBeenCalled();
    act(() => observer.enter());
    expect(await screen.findByRole('list', { name: 'Elige un día' }, { timeout: 5000 })).toBeTruthy();
    expect(days).toHaveBeenCalled();
  });
});
