import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoCustomerIds, type DemoPorts } from '@estudio/core/testing';
import type { Customer } from '@estudio/core';
import { FIRST_LOAD, renderMemberScreen } from '../../reservations/testing/render.js';

const socia = ({ api }: DemoPorts): Customer => {
  const found = api.state.customers.find((customer) => customer.customer_id === demoCustomerIds.socia);
  if (!found) throw new Error('The demo socia is missing');
  return found;
};

/** A studio whose profile form also requires the birthdate (the demo's keeps it optional). */
const requireBirthdate = ({ api }: DemoPorts): void => {
  api.state.forms = api.state.forms.map((form) =>
    form.form_id !== 1 ? form : { ...form, form_fields: form.form_fields.map((field) => (field.key === 'birthdate' ? { ...field, required: true } : field)) });
};

/** Without phone, birthdate nor instagram: only the first two are required by that profile form. */
const incomplete = (fakes: DemoPorts) => {
  requireBirthdate(fakes);
  Object.assign(socia(fakes), { phone: null, birthdate: null, instagram: null });
};

const openModal = async () => screen.findByRole('dialog', { name: 'Completar Información' }, FIRST_LOAD);

describe("'Completar Información', driven by the profile form", () => {
  it("asks only the profile form's pending required fields on /mystudio, and cannot be closed", async () => {
    renderMemberScreen('/mystudio', { prepare: incomplete });
    const modal = within(await openModal());
    expect(await modal.findByRole('textbox', { name: /^Teléfono/ })).toBeTruthy();
    expect(modal.getByLabelText(/^Fecha de nacimiento/)).toBeTruthy();
    expect(modal.queryByRole('textbox', { name: /Instagram/ })).toBeNull();
    expect(modal.queryByRole('textbox', { name: /^Nombre/ })).toBeNull();
    expect(modal.getByText('Completa tu información para continuar.')).toBeTruthy();
    expect(modal.getByRole('link', { name: 'Ir a mi perfil' }).getAttribute('href')).toBe('/mystudio/informacion');
    expect(modal.queryByRole('button', { name: 'Cerrar' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Completar Información' })).toBeTruthy();
  });

  it('refuses blank fields with their messages and sends nothing, then saves and closes', async () => {
    const { services } = renderMemberScreen('/mystudio', { prepare: incomplete });
    const modal = within(await openModal());
    const update = vi.spyOn(services.api.customer, 'update');
    await userEvent.click(await modal.findByRole('button', { name: 'Guardar' }, FIRST_LOAD));
    expect(modal.getByRole('alert').textContent).toBe('Revisa los campos faltantes o inválidos.');
    expect(modal.getAllByText('Debes llenar este campo.')).toHaveLength(2);
    expect(update).not.toHaveBeenCalled();

    await userEvent.type(modal.getByRole('textbox', { name: /^Teléfono/ }), '551 234 5678');
    await userEvent.type(modal.getByLabelText(/^Fecha de nacimiento/), '1992-05-18');
    await userEvent.click(modal.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Perfil actualizado con éxito.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Completar Información' })).toBeNull());
    expect(socia(services.fakes)).toMatchObject({ phone: '5512345678', birthdate: '1992-05-18', instagram: null });
  });

  it("leads to /mystudio/informacion with 'Ir a mi perfil', where it never shows", async () => {
    const { location } = renderMemberScreen('/mystudio', { prepare: incomplete });
    const modal = within(await openModal());
    await userEvent.click(await modal.findByRole('link', { name: 'Ir a mi perfil' }, FIRST_LOAD));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi Información' }, FIRST_LOAD)).toBeTruthy();
    expect(location().pathname).toBe('/mystudio/informacion');
    expect(screen.queryByRole('dialog', { name: 'Completar Información' })).toBeNull();
    // The warning waits for her record and the profile form, which load after the heading.
    expect(await screen.findByText('Necesitas cargar la siguiente información: Teléfono', {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByText('No has agregado tu cumpleaños')).toBeTruthy();
  });

  it('asks nothing of a complete profile', async () => {
    renderMemberScreen('/mystudio');
    await screen.findByRole('heading', { level: 1, name: 'Calendario' }, FIRST_LOAD);
    await screen.findAllByRole('article');
    expect(screen.queryByRole('dialog', { name: 'Completar Información' })).toBeNull();
  });

  it('asks for name, last name and phone when the studio has no profile form', async () => {
    renderMemberScreen('/mystudio', {
      prepare: (fakes) => {
        fakes.api.state.forms = fakes.api.state.forms.filter((form) => form.form_id !== 1);
        Object.assign(socia(fakes), { last_name: '', birthdate: null });
      },
    });
    const modal = within(await openModal());
    expect(await modal.findByRole('textbox', { name: /^Apellidos/ })).toBeTruthy();
    expect(modal.queryByLabelText(/Fecha de nacimiento/)).toBeNull();
    expect(modal.queryByRole('textbox', { name: /^Teléfono/ })).toBeNull();
  });
});
