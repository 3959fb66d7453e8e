import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorOf, CATALOGUE_ERRORS, type InstructorDetail } from '@estudio/core';
import { answered, failed } from '../testing/deskStub.js';
import { SLOW } from '../testing/renderAdmin.js';
import { catalogueListSuite } from './testing/catalogueListSuite.js';
import { desktopViewport } from './testing/catalogueScreen.js';

const ANA: InstructorDetail = {
  instructor_id: 1, name: 'Ana', last_name: 'López', nick_name: 'Anita', quote: 'Respira y sigue.', file: { file_id: 4, src: '/media/ana.jpg' },
  short_bio: 'Diez años dando spinning.', instagram: '@ana.fit', birthdate: '1990-03-14', music_type: 'Pop', on_home: true, order: 0,
};
const LUIS: InstructorDetail = {
  instructor_id: 2, name: 'Luis', last_name: 'Mora', nick_name: null, quote: null, file: null,
  short_bio: null, instagram: null, birthdate: null, music_type: null, on_home: false, order: 1,
};

const { render, table, rowOf } = catalogueListSuite({
  route: '/admin/coaches',
  stubKey: 'coaches',
  rows: [ANA, LUIS],
  idOf: (coach) => coach.instructor_id,
  nameOf: (coach) => `${coach.name} ${coach.last_name}`,
  texts: {
    title: 'Coaches',
    countTwo: '2 coaches',
    countOne: '1 coach',
    search: 'Buscar coach',
    typed: 'anita',
    empty: 'Aún no hay coaches. Agrega el primero con «Nuevo».',
    noMatchesZzz: 'No hay coaches con «zzz».',
    deleteConfirm: '¿Eliminar a «Luis Mora»? Un coach que ya dio clases no se puede eliminar: quítalo de la página de inicio. Esta acción no se puede deshacer.',
    deleted: 'Coach eliminado.',
  },
});

desktopViewport();

describe("'Coaches'", SLOW, () => {
  it('shows each coach with nick name, whether the landing shows it, and a link to its page', async () => {
    render();
    await table();
    const ana = rowOf('Ana López');
    expect(within(ana).getByText('Anita')).toBeTruthy();
    expect(within(ana).getByText('Sí')).toBeTruthy();
    expect(within(ana).getByRole('link', { name: 'Ver página de Ana López' }).getAttribute('href')).toBe('/instructor/1');
    expect(within(rowOf('Luis Mora')).getByText('Sin apodo')).toBeTruthy();
    expect(within(rowOf('Luis Mora')).getByText('No')).toBeTruthy();
  });

  it("creates one with 'Nuevo': a photo uploaded, the public page previewed as typed, empty fields sent as none", async () => {
    const { list: coaches } = render({ create: (body) => answered({ ...LUIS, ...body, instructor_id: 9, file: null } as InstructorDetail) });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo' }));
    const panel = await screen.findByRole('dialog', { name: 'Nuevo coach' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText('Debes llenar este campo.')).toBeTruthy();
    expect(coaches.calls.create).toHaveLength(0);
    await userEvent.type(within(panel).getByLabelText(/^Nombre/), 'Sofía');
    await userEvent.type(within(panel).getByLabelText(/^Apellido/), 'Reyes');
    await userEvent.type(within(panel).getByLabelText(/^Frase/), 'Más fuerte cada día.');
    await userEvent.type(within(panel).getByLabelText(/^Música/), 'Electrónica');
    const preview = within(panel).getByRole('region', { name: 'Vista previa de su página' });
    expect(within(preview).getByText('Sofía Reyes')).toBeTruthy();
    expect(within(preview).getByText('“Más fuerte cada día.”')).toBeTruthy();
    expect(within(preview).getByText('Electrónica')).toBeTruthy();
    const photo = new File(['x'], 'sofia.png', { type: 'image/png' });
    await userEvent.upload(within(panel).getByLabelText(/^Subir archivo/), photo);
    const shown = (await within(preview).findByRole('img', { name: /Sofía Reyes/ })) as HTMLImageElement;
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Coach agregado.')).toBeTruthy();
    const body = coaches.calls.create[0]?.[0] as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Sofía', last_name: 'Reyes', quote: 'Más fuerte cada día.', music_type: 'Electrónica',
      nick_name: null, short_bio: null, instagram: null, birthdate: null, on_home: true,
    });
    expect(typeof body.file_id).toBe('number');
    expect(shown.getAttribute('src')).toContain('/');
    await waitFor(() => expect(coaches.calls.list).toHaveLength(2));
  });

  it("edits one with 'Editar', prefilled; a bad date is refused next to the field; 'Quitar' sends no photo", async () => {
    const { list: coaches } = render({ update: (id, body) => answered({ ...ANA, ...body, instructor_id: id } as InstructorDetail) });
    await table();
    await userEvent.click(within(rowOf('Ana López')).getByRole('button', { name: 'Editar' }));
    const panel = await screen.findByRole('dialog', { name: 'Editar coach' });
    expect((within(panel).getByLabelText(/^Apodo/) as HTMLInputElement).value).toBe('Anita');
    expect((within(panel).getByLabelText(/^Fecha de nacimiento/) as HTMLInputElement).value).toBe('1990-03-14');
    expect((within(panel).getByRole('checkbox', { name: 'Mostrar en la página de inicio' }) as HTMLInputElement).checked).toBe(true);
    expect(within(panel).getByRole('img', { name: 'Vista previa de Foto' })).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Quitar (Foto)' }));
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Mostrar en la página de inicio' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Coach guardado.')).toBeTruthy();
    expect(coaches.calls.update).toEqual([[1, expect.objectContaining({ file_id: null, on_home: false, nick_name: 'Anita', birthdate: '1990-03-14' })]]);
  });

  it("shows the server's refusal of a coach who taught classes, and the list stays", async () => {
    render({ remove: () => failed(errorOf(CATALOGUE_ERRORS.instructorInUse)) });
    await table();
    await userEvent.click(within(rowOf('Ana López')).getByRole('button', { name: 'Eliminar' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Precaución' })).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(errorOf(CATALOGUE_ERRORS.instructorInUse).message)).toBeTruthy();
    expect(rowOf('Ana López')).toBeTruthy();
  });
});
