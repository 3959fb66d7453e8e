import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorOf, fill, FORM_ERRORS, messages, type CustomField } from '@estudio/core';
import { catalogueListSuite } from '../../catalogue/testing/catalogueListSuite.js';
import { desktopViewport } from '../../catalogue/testing/catalogueScreen.js';
import { answered, failed } from '../../testing/deskStub.js';
import { FIRST_LOAD, SLOW } from '../../testing/renderAdmin.js';

const SHIRT: CustomField = {
  custom_field_id: 1, object: 'customer', key: 'talla_playera', type: 'select', required: false, label: 'Talla de playera',
  options: [{ value: 'CH', label: 'Chica' }, { value: 'M', label: 'M' }],
};
const GOAL: CustomField = { custom_field_id: 3, object: 'customer', key: 'objetivo', type: 'textarea', required: true, label: 'Tu objetivo', options: [] };

const { render, table, rowOf } = catalogueListSuite({
  route: '/admin/campos',
  stubKey: 'customFields',
  rows: [SHIRT, GOAL],
  idOf: (row) => row.custom_field_id,
  nameOf: (row) => row.label,
  texts: {
    title: 'Campos personalizados',
    countTwo: '2 campos',
    countOne: '1 campo',
    search: 'Buscar campo',
    typed: 'playera',
    empty: 'Aún no hay campos personalizados. Crea el primero con «Nuevo».',
    noMatchesZzz: 'No hay campos con «zzz».',
    deleteConfirm: '¿Eliminar el campo «Tu objetivo»? Las respuestas que tus clientes hayan guardado en él se borrarán con él. Esta acción no se puede deshacer.',
    deleted: 'Campo personalizado eliminado.',
  },
});

desktopViewport();

describe("'Campos personalizados'", SLOW, () => {
  it('shows each field with its key, type in Spanish, whose it is and whether it is required', async () => {
    render();
    await table();
    const shirt = rowOf('Talla de playera');
    expect(within(shirt).getByText('talla_playera')).toBeTruthy();
    expect(within(shirt).getByText('Lista de opciones')).toBeTruthy();
    expect(within(shirt).getByText('Cliente')).toBeTruthy();
    expect(within(shirt).getByText('Opcional')).toBeTruthy();
    expect(within(rowOf('Tu objetivo')).getByText('Texto largo')).toBeTruthy();
    expect(within(rowOf('Tu objetivo')).getByText('Obligatoria')).toBeTruthy();
  });

  it("creates one with 'Nuevo': the key follows the label, a select asks for its options, then it is saved as 'nueva' (a create)", async () => {
    const { list } = render({ create: (body) => answered({ ...SHIRT, ...body, custom_field_id: 9, object: 'customer', options: [] } as CustomField) });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo' }));
    const panel = await screen.findByRole('dialog', { name: 'Nuevo campo personalizado' });
    await userEvent.type(within(panel).getByLabelText(/^Etiqueta/), 'Número de calzado');
    const key = within(panel).getByLabelText(/^Clave/) as HTMLInputElement;
    await waitFor(() => expect(key.value).toBe('numero_de_calzado'), FIRST_LOAD);
    await userEvent.selectOptions(within(panel).getByLabelText(/^Tipo/), 'Lista de opciones');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText(messages.formsApi.selectNeedsOptions)).toBeTruthy();
    expect(list.calls.create).toHaveLength(0);
    await userEvent.click(within(panel).getByRole('button', { name: 'Agregar opción' }));
    await userEvent.type(within(panel).getByLabelText(/^Texto de la opción 1/), '24');
    await userEvent.click(within(panel).getByRole('button', { name: 'Agregar opción' }));
    await userEvent.type(within(panel).getByLabelText(/^Texto de la opción 2/), 'Veinticinco');
    await userEvent.type(within(panel).getByLabelText(/^Valor de la opción 2/), '25');
    await userEvent.click(within(panel).getByRole('button', { name: 'Subir opción 2' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Campo personalizado guardado.')).toBeTruthy();
    expect(list.calls.create).toEqual([[{
      label: 'Número de calzado', key: 'numero_de_calzado', object: 'customer', type: 'select', required: false,
      options: [{ value: '25', label: 'Veinticinco' }, { value: '24', label: '24' }],
    }]]);
    await waitFor(() => expect(list.calls.list).toHaveLength(2));
  });

  it("edits one with 'Editar', prefilled with its options; a text field sends none", async () => {
    const { list } = render({ update: (id, body) => answered({ ...SHIRT, ...body, custom_field_id: id } as CustomField) });
    await table();
    await userEvent.click(within(rowOf('Talla de playera')).getByRole('button', { name: 'Editar' }));
    const panel = await screen.findByRole('dialog', { name: 'Editar campo personalizado' });
    expect((within(panel).getByLabelText(/^Clave/) as HTMLInputElement).value).toBe('talla_playera');
    expect((within(panel).getByLabelText(/^Texto de la opción 1/) as HTMLInputElement).value).toBe('Chica');
    expect((within(panel).getByLabelText(/^Valor de la opción 1/) as HTMLInputElement).value).toBe('CH');
    expect((within(panel).getByLabelText(/^Valor de la opción 2/) as HTMLInputElement).value).toBe('');
    await userEvent.type(within(panel).getByLabelText(/^Etiqueta/), ' (playera)');
    // Editing keeps the stored key.
    expect((within(panel).getByLabelText(/^Clave/) as HTMLInputElement).value).toBe('talla_playera');
    await userEvent.selectOptions(within(panel).getByLabelText(/^Tipo/), 'Texto corto');
    await userEvent.click(within(panel).getByRole('checkbox', { name: /Obligatorio/ }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Campo personalizado guardado.')).toBeTruthy();
    expect(list.calls.update).toEqual([[1, expect.objectContaining({ label: 'Talla de playera (playera)', type: 'text', required: true, options: null, key: 'talla_playera' })]]);
  });

  it("keeps the server's refusal of a taken key in the panel", async () => {
    render({ update: () => failed(errorOf(FORM_ERRORS.customFieldKeyTaken)) });
    await table();
    await userEvent.click(within(rowOf('Tu objetivo')).getByRole('button', { name: 'Editar' }));
    const panel = await screen.findByRole('dialog', { name: 'Editar campo personalizado' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText(messages.formsApi.customFieldKeyTaken)).toBeTruthy();
  });

  it('shows the refusal of a field the profile form uses, and the list stays', async () => {
    const refusal = fill(messages.formsApi.customFieldInUse, { form: 'Información personal' });
    render({ remove: () => failed(errorOf(FORM_ERRORS.customFieldInUse, refusal)) });
    await table();
    await userEvent.click(within(rowOf('Talla de playera')).getByRole('button', { name: 'Eliminar' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Precaución' })).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(rowOf('Talla de playera')).toBeTruthy();
  });
});
