import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorOf, CATALOGUE_ERRORS, type Announcement } from '@estudio/core';
import { catalogueListSuite } from '../catalogue/testing/catalogueListSuite.js';
import { desktopViewport } from '../catalogue/testing/catalogueScreen.js';
import { withEditorGeometry } from '../kit/RichTextEditor/editorGeometry.testing.js';
import { answered, failed } from '../testing/deskStub.js';
import { FIRST_LOAD, SLOW } from '../testing/renderAdmin.js';

const HORARIO: Announcement = {
  announcement_id: 3, title: 'Nuevo horario de diciembre', createdAt: '2026-11-20T16:00:00.000Z',
  content: '<p>Desde el <strong>1 de diciembre</strong> abrimos a las 6:00. Las clases de la tarde siguen igual, y sumamos una clase de yoga los sábados a las 9:00.</p>',
};
const CERRADO: Announcement = { announcement_id: 1, title: 'Cerrado el 12', createdAt: '2026-11-02T16:00:00.000Z', content: '' };

const { render, table, rowOf } = catalogueListSuite({
  route: '/admin/avisos',
  stubKey: 'announcements',
  rows: [HORARIO, CERRADO],
  idOf: (announcement) => announcement.announcement_id,
  nameOf: (announcement) => announcement.title,
  texts: {
    title: 'Avisos',
    countTwo: '2 avisos',
    countOne: '1 aviso',
    search: 'Buscar aviso',
    typed: 'horario',
    empty: 'Aún no hay avisos. Publica el primero con «Nuevo».',
    noMatchesZzz: 'No hay avisos con «zzz».',
    deleteConfirm: '¿Eliminar el aviso «Cerrado el 12»? Dejará de verse en /avisos. Esta acción no se puede deshacer.',
    deleted: 'Announcement deleted.',
  },
});

const editorOf = (panel: HTMLElement) => within(panel).findByRole('textbox', { name: 'Texto' }, FIRST_LOAD);

desktopViewport();

describe("'Avisos'", SLOW, () => {
  it("shows each announcement's date in the studio's zone and the start of its text", async () => {
    render();
    await table();
    const horario = rowOf('Nuevo horario de diciembre');
    expect(within(horario).getByText('20 nov 2026')).toBeTruthy();
    expect(within(horario).getByText(/^Desde el 1 de diciembre abrimos a las 6:00\. .*…$/)).toBeTruthy();
    expect(within(rowOf('Cerrado el 12')).getByText('Sin texto')).toBeTruthy();
  });

  it("publishes one with 'Nuevo', its text written in the rich-text editor, saying 'Announcement saved.'", async () => {
    const { list: announcements } = render({ create: (body) => answered({ ...CERRADO, ...body, announcement_id: 9 }) });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo' }));
    const panel = await screen.findByRole('dialog', { name: 'Nuevo aviso' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText('Debes llenar este campo.')).toBeTruthy();
    await userEvent.type(within(panel).getByLabelText(/^Título/), 'Posada');
    const editor = await editorOf(panel);
    await withEditorGeometry(async () => {
      await userEvent.click(editor);
      await userEvent.type(editor, 'El viernes 18 cerramos a las 20:00.');
    });
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Announcement saved.')).toBeTruthy();
    expect(announcements.calls.create).toEqual([[{ title: 'Posada', content: '<p>El viernes 18 cerramos a las 20:00.</p>' }]]);
    await waitFor(() => expect(announcements.calls.list).toHaveLength(2));
  });

  it("edits one with 'Editar', its text prefilled as rich text; a refusal stays in the panel", async () => {
    let calls = 0;
    const { list: announcements } = render({
      update: (id, body) => (++calls === 1 ? failed(errorOf(CATALOGUE_ERRORS.announcementNotFound)) : answered({ ...HORARIO, ...body, announcement_id: id })),
    });
    await table();
    await userEvent.click(within(rowOf('Nuevo horario de diciembre')).getByRole('button', { name: 'Editar' }));
    const panel = await screen.findByRole('dialog', { name: 'Editar aviso' });
    const editor = await editorOf(panel);
    expect(editor.innerHTML).toContain('<strong>1 de diciembre</strong>');
    const title = within(panel).getByLabelText(/^Título/);
    await userEvent.clear(title);
    await userEvent.type(title, 'Horario de diciembre');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText(errorOf(CATALOGUE_ERRORS.announcementNotFound).message)).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Announcement saved.')).toBeTruthy();
    expect(announcements.calls.update.at(-1)).toEqual([3, { title: 'Horario de diciembre', content: HORARIO.content }]);
  });
});
