import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DemoPorts } from '@estudio/core/testing';
import { AXE_TIMEOUT, seriousViolations } from '../../testing/axe.js';
import { FIRST_LOAD, renderMemberScreen } from '../reservations/testing/render.js';
import { addressCard, personalCard, renderProfile, storedSocia } from './testing/render.js';

const incomplete = (fakes: DemoPorts) => Object.assign(storedSocia(fakes), { phone: null, birthdate: null });

describe('accessibility of the profile screen and its modal (axe)', () => {
  it('/mystudio/informacion in view mode, with the warning and a photo', async () => {
    await renderProfile({ prepare: (fakes) => Object.assign(storedSocia(fakes), { birthdate: null, file: { file_id: 7, src: '/media/socia.jpg' } }) });
    expect(screen.getByText('No has agregado tu cumpleaños')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);

  it('/mystudio/informacion in edit mode: refused fields, an open searchable select, the address form', async () => {
    await renderProfile();
    await userEvent.click(personalCard().getByRole('button', { name: 'Editar información personal' }));
    await userEvent.clear(personalCard().getByRole('textbox', { name: /^Nombre/ }));
    await userEvent.click(personalCard().getByRole('button', { name: 'Guardar' }));
    await userEvent.click(personalCard().getByRole('combobox', { name: /¿Cómo nos conociste\?/ }));
    await personalCard().findByRole('listbox', { name: /¿Cómo nos conociste\?/ });
    await userEvent.click(addressCard().getByRole('button', { name: 'Editar dirección de facturación' }));
    await userEvent.clear(addressCard().getByRole('textbox', { name: /^Ciudad/ }));
    await userEvent.click(addressCard().getByRole('button', { name: 'Guardar' }));
    await addressCard().findByText('Debes agregar tu ciudad.');
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);

  it("'Completar Información' on /mystudio, with its refused fields", async () => {
    renderMemberScreen('/mystudio', { prepare: incomplete });
    const modal = within(await screen.findByRole('dialog', { name: 'Completar Información' }, FIRST_LOAD));
    await userEvent.click(await modal.findByRole('button', { name: 'Guardar' }));
    await modal.findByRole('alert');
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});
