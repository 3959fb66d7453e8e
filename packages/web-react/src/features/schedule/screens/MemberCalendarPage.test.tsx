import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoCustomerIds, demoFixtures, type DemoPorts } from '@estudio/core/testing';
import { renderWithServices, type RenderWithServicesOptions } from '../../../testing/index.js';
import { memberRoutes } from '../../member/routes.js';

const socia = demoFixtures.accounts.socia.email;

const renderMember = (options: RenderWithServicesOptions = {}) =>
  renderWithServices(null, { route: '/mystudio', routes: memberRoutes, signedInAs: socia, ...options });

const withoutPhone = ({ api }: DemoPorts) => {
  const customer = api.state.customers.find((c) => c.customer_id === demoCustomerIds.socia);
  if (customer) customer.phone = null;
};

describe('/mystudio', () => {
  it("is the calendar: 'Calendario', its subtitle, and the ways to reservations and waitlists", async () => {
    renderMember();
    // The first visit loads the member area's code.
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendario' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Reserva tus clases presenciales')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver Mis Reservaciones' }).getAttribute('href')).toBe('/mystudio/reservaciones');
    expect(screen.getByRole('link', { name: 'Lista de Espera' }).getAttribute('href')).toBe('/mystudio/waitlists');
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
  });

  it("hides 'Lista de Espera' when the waitlist is off", async () => {
    renderMember({ config: { waitlist_enabled: 'false' } });
    await screen.findByRole('heading', { level: 1, name: 'Calendario' });
    expect(screen.queryByRole('link', { name: 'Lista de Espera' })).toBeNull();
  });

  it('lists what the profile lacks', async () => {
    renderMember({ signedInAs: demoFixtures.accounts.admin.email });
    await screen.findByRole('heading', { level: 1, name: 'Calendario' });
    // The warning comes with her profile, which may arrive after the heading.
    expect(await screen.findByText('No has agregado tu cumpleaños')).toBeTruthy();
  });

  it('shows no profile warning for a complete profile', async () => {
    renderMember();
    await screen.findByRole('heading', { level: 1, name: 'Calendario' });
    expect(screen.queryByText(/Necesitas cargar la siguiente información/)).toBeNull();
    expect(screen.queryByText('No has agregado tu cumpleaños')).toBeNull();
  });

  it("asks for pending required fields in 'Completar Información', which cannot be closed", async () => {
    const { services } = renderMember({ prepare: withoutPhone });
    const modal = await screen.findByRole('dialog', { name: 'Completar Información' });
    expect(screen.getByText('Necesitas cargar la siguiente información: Teléfono')).toBeTruthy();
    expect(within(modal).queryByRole('button', { name: 'Cerrar' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Completar Información' })).toBeTruthy();
    await userEvent.type(within(modal).getByRole('textbox', { name: /Teléfono/ }), '551 234 5678');
    await userEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Perfil actualizado con éxito.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(services.fakes.api.state.customers.find((c) => c.customer_id === demoCustomerIds.socia)?.phone).toBe('5512345678');
  });

  it('asks for a pending required page first, and only then for the profile', async () => {
    renderMember({
      prepare: (fakes) => {
        withoutPhone(fakes);
        fakes.api.state.acceptedPages = [];
      },
    });
    expect(await screen.findByRole('dialog', { name: 'Términos y Condiciones' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Completar Información' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Acepto Términos y Condiciones' }));
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByRole('dialog', { name: 'Completar Información' })).toBeTruthy();
  });
});
