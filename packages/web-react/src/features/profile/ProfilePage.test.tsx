import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIRST_LOAD, NUEVA } from '../reservations/testing/render.js';
import { PROFILE_ROUTE, personalCard, renderProfile, storedSocia } from './testing/render.js';
import { renderMemberScreen } from '../reservations/testing/render.js';

const editPersonal = async () => {
  await userEvent.click(personalCard().getByRole('button', { name: 'Editar información personal' }));
  return personalCard();
};

describe('/mystudio/informacion, the personal card', () => {
  it("is 'Mi Información', linked from the member navbar, with the socia's data in view mode", async () => {
    await renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Mi Información' })).toBeTruthy();
    const card = personalCard();
    expect(card.getByText('Mariana Torres')).toBeTruthy();
    expect(card.getByText('MT')).toBeTruthy();
    const details = (label: string) => card.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(details('Correo electrónico')).toBe('socia@estudio.test');
    expect(details('Teléfono')).toBe('5512340001');
    expect(details('Fecha de nacimiento')).toBe('18 de mayo de 1992');
    expect(details('Instagram')).toBe('mariana.t');
    expect(details('Talla de playera')).toBe('M');
    expect(details('Tu objetivo')).toBe('Ganar flexibilidad y constancia.');
    // 'Cuéntanos' shows only when the reason is 'Otro'.
    expect(card.queryByText('Cuéntanos')).toBeNull();
    const nav = within(screen.getByRole('navigation', { name: 'Navegación de tu cuenta' }));
    // The account pages sit under the navbar's 'Mi Cuenta' menu.
    await userEvent.click(nav.getByRole('button', { name: /Mi Cuenta/ }));
    expect(nav.getByRole('link', { name: 'Mi Información' }).getAttribute('href')).toBe(PROFILE_ROUTE);
  });

  it("saves an edit: 'Perfil actualizado con éxito.', the session's profile reloaded, back to view mode", async () => {
    const { services } = await renderProfile();
    const reads = vi.spyOn(services.api.customer, 'current');
    const card = await editPersonal();
    const instagram = card.getByRole('textbox', { name: /Instagram/ });
    await userEvent.clear(instagram);
    await userEvent.type(instagram, 'mariana.yoga');
    await userEvent.click(card.getByRole('combobox', { name: /Talla de playera/ }));
    await userEvent.click(await card.findByRole('option', { name: 'G' }));
    await userEvent.click(card.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Perfil actualizado con éxito.')).toBeTruthy();
    await waitFor(() => expect(personalCard().queryByRole('button', { name: 'Guardar' })).toBeNull());
    expect(personalCard().getByText('mariana.yoga')).toBeTruthy();
    expect(personalCard().getByText('G')).toBeTruthy();
    const stored = storedSocia(services.fakes);
    expect(stored.instagram).toBe('mariana.yoga');
    expect(stored.custom_values?.find((value) => value.key === 'talla_playera')?.value).toBe('G');
    await waitFor(() => expect(reads).toHaveBeenCalled());
  });

  it('cancelling drops the edits and reloads her record (spec 2)', async () => {
    const { services } = await renderProfile();
    const card = await editPersonal();
    const phone = card.getByRole('textbox', { name: /^Teléfono(?! de)/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '5599999999');
    // Meanwhile her record changed elsewhere: cancelling shows what the server has now.
    storedSocia(services.fakes).instagram = 'desde.otro.lado';
    const update = vi.spyOn(services.api.customer, 'update');
    await userEvent.click(card.getByRole('button', { name: 'Cancelar' }));
    expect(await personalCard().findByText('desde.otro.lado')).toBeTruthy();
    expect(personalCard().getByText('5512340001')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
    expect(storedSocia(services.fakes).phone).toBe('5512340001');
  });

  it("refuses blank and malformed required fields with spec 5's messages, and sends nothing", async () => {
    const { services } = await renderProfile();
    const update = vi.spyOn(services.api.customer, 'update');
    const card = await editPersonal();
    await userEvent.clear(card.getByRole('textbox', { name: /^Nombre/ }));
    await userEvent.click(card.getByRole('button', { name: 'Guardar' }));
    expect(card.getByRole('alert').textContent).toBe('Revisa el campo: Nombre');
    const name = card.getByRole('textbox', { name: /^Nombre/ });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Debes llenar este campo.');
    const phone = card.getByRole('textbox', { name: /^Teléfono(?! de)/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '55 12');
    await userEvent.click(card.getByRole('button', { name: 'Guardar' }));
    expect(card.getByRole('alert').textContent).toBe('Revisa los campos faltantes o inválidos.');
    expect(card.getByText('El formato del teléfono no es correcto.')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
  });

  it("reveals 'Cuéntanos' the moment '¿Cómo nos conociste?' reads 'Otro', and sends it", async () => {
    const { services } = await renderProfile();
    const card = await editPersonal();
    expect(card.queryByRole('textbox', { name: /Cuéntanos/ })).toBeNull();
    await userEvent.click(card.getByRole('combobox', { name: /¿Cómo nos conociste\?/ }));
    await userEvent.click(await card.findByRole('option', { name: 'Otro' }));
    const other = await card.findByRole('textbox', { name: /Cuéntanos \(Opcional\)/ });
    await userEvent.type(other, 'Un volante');
    await userEvent.click(card.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Perfil actualizado con éxito.');
    expect(storedSocia(services.fakes)).toMatchObject({ signup_reason: 'Otro', other: 'Un volante' });
    expect(personalCard().getByText('Un volante')).toBeTruthy();
  });

  it("finds 'Recomendación' typed without its accent, and pages the menu 5 options at a time", async () => {
    const sizes = ['XCH', 'CH', 'M', 'G', 'XG', 'XXG', '3XG'];
    await renderProfile({
      prepare: ({ api }) => {
        const field = api.state.customFields.find((candidate) => candidate.key === 'talla_playera');
        if (field) field.options = sizes.map((size) => ({ value: size, label: size }));
      },
    });
    const card = await editPersonal();
    const reason = card.getByRole('combobox', { name: /¿Cómo nos conociste\?/ });
    await userEvent.type(reason, 'RECOMENDACION');
    expect(card.getAllByRole('option').map((option) => option.textContent)).toEqual(['Recomendación']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect((reason as HTMLInputElement).value).toBe('Recomendación');

    const size = card.getByRole('combobox', { name: /Talla de playera/ });
    await userEvent.clear(size);
    expect(card.getAllByRole('option')).toHaveLength(7);
    const highlighted = () => document.getElementById(size.getAttribute('aria-activedescendant') ?? '')?.textContent;
    await userEvent.keyboard('{PageDown}');
    expect(highlighted()).toBe('XG');
    await userEvent.keyboard('{PageDown}');
    expect(highlighted()).toBe('3XG');
    await userEvent.keyboard('{PageUp}');
    expect(highlighted()).toBe('CH');
    const menu = card.getByRole('listbox', { name: /Talla de playera/ });
    expect(menu.style.minHeight).toBe('140px');
    expect(menu.style.maxHeight).toBe('300px');
  });

  it("sends a new e-mail for confirmation with 'Contraseña actual': 'Te enviamos un correo para confirmar tu dirección', and shows it pending", async () => {
    const { services } = await renderProfile();
    const updates = vi.spyOn(services.api.customer, 'update');
    const card = await editPersonal();
    expect(card.queryByLabelText(/Contraseña actual/)).toBeNull();
    const email = card.getByRole('textbox', { name: /Correo electrónico/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'Mariana.Nueva@Estudio.test');
    const password = card.getByLabelText(/Contraseña actual/);
    expect(card.getByText('Para cambiar tu correo, confirma tu contraseña actual.')).toBeTruthy();
    await userEvent.type(password, 'demo1234');
    await userEvent.click(card.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(updates).toHaveBeenCalledWith(expect.objectContaining({ email: 'mariana.nueva@estudio.test', current_password: 'demo1234' })));
    expect(await screen.findByText('Te enviamos un correo para confirmar tu dirección')).toBeTruthy();
    expect(await personalCard().findByText(/Pendiente de confirmar: mariana\.nueva@estudio\.test/)).toBeTruthy();
    // The e-mail itself changes only once the link is opened.
    expect(storedSocia(services.fakes).email).toBe('socia@estudio.test');
  });

  it("shows 'Lo sentimos, hubo un error al mostrar este contenido.' when loading fails, and 'Reintentar' loads again", async () => {
    renderMemberScreen(PROFILE_ROUTE, {
      prepare: ({ api }) => api.failNext('forms.one', { code: 'server', message: 'Falla', status: 500 }),
      // The first try fails on the profile form; the retry reads everything.
    });
    expect(await screen.findByText('Lo sentimos, hubo un error al mostrar este contenido.', {}, FIRST_LOAD)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Información Personal' })).toBeTruthy();
  });

  it('reads a spoken loading text while the data is on its way', async () => {
    renderMemberScreen(PROFILE_ROUTE, { signedInAs: NUEVA, pending: ['addresses.mine'] });
    expect(await screen.findByText('Cargando tu información', {}, FIRST_LOAD)).toBeTruthy();
  });
});
