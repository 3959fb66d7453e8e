import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUE_ERRORS, errorOf, messages, type ClassTypeRow } from '@estudio/core';
import { demoFixtures } from '@estudio/core/testing';
import { AXE_TIMEOUT, seriousViolations } from '../../../testing/axe.js';
import { answered, failed, never } from '../testing/deskStub.js';
import { FIRST_LOAD, SLOW } from '../testing/renderAdmin.js';
import { catalogueScreen, desktopViewport, PHONE } from './testing/catalogueScreen.js';

const spots = (...labels: string[]) => JSON.stringify(labels.map((label) => ({ label, selectable: label !== '' })));
const CYCLING: ClassTypeRow = {
  class_type_id: 2, name: 'Indoor Cycling', icon: 'bike', image: { file_id: 7, src: '/files/cycling.jpg' }, description: null, spot_map: '4,5,5',
  custom_spot_map: null,
};
const REFORMER: ClassTypeRow = {
  class_type_id: 4, name: 'Pilates Reformer', icon: null, image: null, description: 'Máquinas', spot_map: null,
  custom_spot_map: {
    custom_spot_map_id: 1, name: 'Salón', rows: 1, columns: 3, spots: spots('R1', '', 'R2'), class_type_id: 4, class_types: '4', class_type_ids: [4],
  },
};
const YOGA: ClassTypeRow = { class_type_id: 1, name: 'Yoga Flow', icon: 'yoga', image: null, description: null, spot_map: null, custom_spot_map: null };

const { render, page, table, rowOf } = catalogueScreen({
  route: '/admin/tipos-de-clase', stubKey: 'classTypes', title: 'Tipos de clase', rows: [CYCLING, REFORMER, YOGA], nameOf: (row) => row.name,
});
const cell = (panel: HTMLElement, row: number, column: number) =>
  within(panel).getByRole('gridcell', { name: new RegExp(`^Fila ${row}, columna ${column}:`) });

const viewport = desktopViewport();

describe("'Tipos de clase'", SLOW, () => {
  it('lists a page of class types with their image, icon and the map customers book on', async () => {
    const { list: classTypes } = render();
    await table();
    expect(screen.getByRole('heading', { level: 1, name: 'Tipos de clase' })).toBeTruthy();
    expect(screen.getByText('3 tipos de clase')).toBeTruthy();
    expect(within(rowOf('Indoor Cycling')).getByText('Filas: 4, 5, 5')).toBeTruthy();
    expect(within(rowOf('Indoor Cycling')).getByText('bike')).toBeTruthy();
    expect((rowOf('Indoor Cycling').querySelector('img') as HTMLImageElement).getAttribute('src')).toBe('/files/cycling.jpg');
    expect(within(rowOf('Pilates Reformer')).getByText('Cuadrícula 1 × 3')).toBeTruthy();
    expect(within(rowOf('Pilates Reformer')).getByText('Sin icono')).toBeTruthy();
    expect(within(rowOf('Yoga Flow')).getByText('Sin mapa')).toBeTruthy();
    expect(classTypes.calls.list).toEqual([[{ page: 1, per_page: 25 }]]);
  });

  it('searches on the server, the search in the address', async () => {
    const { list: classTypes } = render({ list: (query) => (query.query ? page([YOGA], 1) : page()) });
    await table();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar tipo de clase' }), 'yoga');
    await waitFor(() => expect(classTypes.calls.list.at(-1)).toEqual([{ query: 'yoga', page: 1, per_page: 25 }]), FIRST_LOAD);
    expect(await screen.findByText('1 tipo de clase', {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByText('Indoor Cycling')).toBeNull();
  });

  it('says when there is none, or none matches', async () => {
    render({ list: () => page([], 0) });
    expect(await screen.findByText('Aún no hay tipos de clase. Crea el primero con «Nuevo».', {}, FIRST_LOAD)).toBeTruthy();
  });

  it('shows a failure with Reintentar, then the list', async () => {
    let calls = 0;
    const { list: classTypes } = render({ list: () => (++calls === 1 ? failed() : page()) });
    expect(await screen.findByText('No pudimos cargar la información.', {}, FIRST_LOAD)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await table();
    expect(classTypes.calls.list).toHaveLength(2);
  });

  it('marks the table busy while loading', async () => {
    render({ list: () => never() });
    const status = await screen.findByText('Cargando', {}, FIRST_LOAD);
    expect(status.closest('[aria-busy="true"]')).toBeTruthy();
  });

  it("creates one with 'Nuevo' and a custom grid drawn by keyboard, checked by the API's schema", async () => {
    const { list: classTypes } = render({ create: (body) => answered({ ...YOGA, class_type_id: 9, name: body.name }) });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo' }));
    const panel = await screen.findByRole('dialog', { name: 'Nuevo tipo de clase' });
    await userEvent.type(within(panel).getByLabelText(/^Nombre(?! del lugar)/), 'Box');
    await userEvent.type(within(panel).getByLabelText(/^Icono/), 'bolt');
    await userEvent.click(within(panel).getByRole('radio', { name: 'Cuadrícula personalizada' }));
    const rows = within(panel).getByRole('spinbutton', { name: 'Filas' });
    await userEvent.clear(rows);
    await userEvent.type(rows, '1{Enter}');
    expect(within(panel).getAllByRole('gridcell')).toHaveLength(4);
    // Every place but the first unselectable: then the first also, which the schema refuses.
    cell(panel, 1, 1).focus();
    await userEvent.keyboard('{ArrowRight} {ArrowRight} {ArrowRight} {Home} ');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText(messages.deskClassTypes.noSelectable)).toBeTruthy();
    expect(classTypes.calls.create).toHaveLength(0);
    expect(document.activeElement).toBe(cell(panel, 1, 1));
    // The first bookable again, and named 'A'; the second named like the third: a duplicate.
    await userEvent.keyboard(' ');
    await userEvent.click(cell(panel, 1, 2));
    const label = within(panel).getByRole('textbox', { name: 'Nombre del lugar (fila 1, columna 2)' });
    await userEvent.clear(label);
    await userEvent.type(label, '3');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText('El nombre «3» se repite; cada lugar necesita uno distinto.')).toBeTruthy();
    await userEvent.clear(label);
    await userEvent.type(label, 'Pasillo');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Tipo de clase creado.')).toBeTruthy();
    expect(classTypes.calls.create).toEqual([[{
      name: 'Box', icon: 'bolt', description: null, spot_map: null, image_file_id: null,
      custom_spot_map: {
        rows: 1, columns: 4,
        spots: [{ label: '1', selectable: true }, { label: 'Pasillo', selectable: false }, { label: '3', selectable: false }, { label: '4', selectable: false }],
      },
    }]]);
    await waitFor(() => expect(classTypes.calls.list).toHaveLength(2));
  });

  it("edits one with 'Editar': its grid prefilled, the preview the customer's picker, only what changed sent", async () => {
    const { list: classTypes } = render({ update: (id, body) => answered({ ...REFORMER, ...body, class_type_id: id } as ClassTypeRow) });
    await table();
    await userEvent.click(within(rowOf('Pilates Reformer')).getByRole('button', { name: 'Editar' }));
    const panel = await screen.findByRole('dialog', { name: 'Editar tipo de clase' });
    expect((within(panel).getByLabelText(/^Nombre(?! del lugar)/) as HTMLInputElement).value).toBe('Pilates Reformer');
    expect((within(panel).getByRole('radio', { name: 'Cuadrícula personalizada' }) as HTMLInputElement).checked).toBe(true);
    expect(cell(panel, 1, 2).getAttribute('aria-label')).toBe('Fila 1, columna 2: sin nombre, no se puede reservar');
    const preview = within(panel).getByRole('radiogroup', { name: 'Elige tu lugar' });
    expect(within(preview).getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['R1', 'R2']);
    await userEvent.clear(within(panel).getByLabelText(/^Descripción/));
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Tipo de clase guardado.')).toBeTruthy();
    expect(classTypes.calls.update).toEqual([[4, { name: 'Pilates Reformer', icon: null, description: null, spot_map: null }]]);
  });

  it('switches a class type from rows to none, sending both shapes cleared', async () => {
    const { list: classTypes } = render({ update: (id) => answered({ ...CYCLING, class_type_id: id }) });
    await table();
    await userEvent.click(within(rowOf('Indoor Cycling')).getByRole('button', { name: 'Editar' }));
    const panel = await screen.findByRole('dialog', { name: 'Editar tipo de clase' });
    expect((within(panel).getByRole('spinbutton', { name: 'Lugares en la fila 3' }) as HTMLInputElement).value).toBe('5');
    await userEvent.click(within(panel).getByRole('radio', { name: 'Sin mapa' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Tipo de clase guardado.');
    expect(classTypes.calls.update).toEqual([[2, { name: 'Indoor Cycling', icon: 'bike', description: null, spot_map: null }]]);
  });

  it("uploads a new one's image, and 'Quitar' on an edited one sends none", async () => {
    const { list: classTypes } = render({
      create: (body) => answered({ ...YOGA, class_type_id: 9, name: body.name }),
      update: (id) => answered({ ...CYCLING, class_type_id: id, image: null }),
    });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo' }));
    const panel = await screen.findByRole('dialog', { name: 'Nuevo tipo de clase' });
    await userEvent.type(within(panel).getByLabelText(/^Nombre(?! del lugar)/), 'Box');
    await userEvent.upload(within(panel).getByLabelText(/^Subir archivo/), new File(['x'], 'box.png', { type: 'image/png' }));
    expect(await within(panel).findByRole('img', { name: /Imagen/ })).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Tipo de clase creado.')).toBeTruthy();
    expect(typeof (classTypes.calls.create[0]?.[0] as Record<string, unknown>).image_file_id).toBe('number');

    await userEvent.click(within(rowOf('Indoor Cycling')).getByRole('button', { name: 'Editar' }));
    const edit = await screen.findByRole('dialog', { name: 'Editar tipo de clase' });
    await userEvent.click(within(edit).getByRole('button', { name: 'Quitar (Imagen)' }));
    await userEvent.click(within(edit).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Tipo de clase guardado.')).toBeTruthy();
    expect(classTypes.calls.update).toEqual([[2, { name: 'Indoor Cycling', icon: 'bike', description: null, spot_map: '4,5,5', image_file_id: null }]]);
  });

  it("keeps the server's refusal in the panel", async () => {
    render({ create: () => failed(errorOf(CATALOGUE_ERRORS.classTypeMissing)) });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo' }));
    const panel = await screen.findByRole('dialog', { name: 'Nuevo tipo de clase' });
    await userEvent.type(within(panel).getByLabelText(/^Nombre(?! del lugar)/), 'Box');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText(messages.admin.classTypeNotFound)).toBeTruthy();
  });

  it("deletes only after 'Precaución'; one with classes is refused with the server's message and stays", async () => {
    const { list: classTypes } = render({ remove: (id) => (id === 2 ? failed(errorOf(CATALOGUE_ERRORS.classTypeInUse)) : answered(YOGA)) });
    await table();
    await userEvent.click(within(rowOf('Indoor Cycling')).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Precaución' });
    expect(within(dialog).getByText(/¿Eliminar el tipo de clase «Indoor Cycling»\?/)).toBeTruthy();
    expect(classTypes.calls.remove).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(messages.admin.classTypeInUse)).toBeTruthy();
    expect(classTypes.calls.list).toHaveLength(1);
    expect(screen.getByText('Indoor Cycling')).toBeTruthy();
    await userEvent.click(within(rowOf('Yoga Flow')).getByRole('button', { name: 'Eliminar' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Precaución' })).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Tipo de clase eliminado.')).toBeTruthy();
    expect(classTypes.calls.remove).toEqual([[2], [1]]);
  });

  it('shows a card a class type on a phone', async () => {
    viewport.resize(PHONE);
    render();
    const cards = await screen.findByRole('list', { name: 'Tipos de clase' }, FIRST_LOAD);
    expect(within(cards).getByText('Cuadrícula 1 × 3')).toBeTruthy();
    expect(within(cards).getAllByRole('button', { name: 'Editar' })).toHaveLength(3);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('is for the admin only: the front desk (staff) reads so, and nothing is asked', async () => {
    const { list: classTypes } = render({}, '/admin/tipos-de-clase', { signedInAs: demoFixtures.accounts.recepcion.email });
    expect(await screen.findByRole('heading', { level: 1, name: 'Solo para administración' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Tipos de clase' })).toBeNull();
    expect(classTypes.calls.list).toHaveLength(0);
  });

  it('has no serious axe violation, the list nor the panel with its grid', async () => {
    render();
    await table();
    expect(await seriousViolations()).toEqual([]);
    await userEvent.click(within(rowOf('Pilates Reformer')).getByRole('button', { name: 'Editar' }));
    await screen.findByRole('dialog', { name: 'Editar tipo de clase' });
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});
