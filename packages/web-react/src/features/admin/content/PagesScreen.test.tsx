import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorOf, PAGE_ERRORS, type Page } from '@estudio/core';
import { catalogueListSuite } from '../catalogue/testing/catalogueListSuite.js';
import { desktopViewport } from '../catalogue/testing/catalogueScreen.js';
import { withEditorGeometry } from '../kit/RichTextEditor/editorGeometry.testing.js';
import { answered, failed } from '../testing/deskStub.js';
import { FIRST_LOAD, SLOW } from '../testing/renderAdmin.js';

const TERMINOS: Page = { page_id: 1, slug: 'terminos', title: 'Términos y condiciones', content: '<p>Al reservar aceptas <em>estas</em> reglas.</p>', required: true };
const BORRADOR: Page = { page_id: 2, slug: 'borrador', title: 'Borrador', content: null, required: false };

const { render, table, rowOf } = catalogueListSuite({
  route: '/admin/paginas',
  stubKey: 'pages',
  rows: [TERMINOS, BORRADOR],
  idOf: (row) => row.page_id,
  nameOf: (row) => row.title,
  texts: {
    title: 'Páginas',
    countTwo: '2 páginas',
    countOne: '1 página',
    search: 'Buscar página',
    typed: 'terminos',
    empty: 'Aún no hay páginas. Crea la primera con «Nueva».',
    noMatchesZzz: 'No hay páginas con «zzz».',
    deleteConfirm: '¿Eliminar la página «Borrador»? Su dirección dejará de funcionar y, si era obligatoria, nadie tendrá que aceptarla. Esta acción no se puede deshacer.',
    deleted: 'Página eliminada.',
  },
});

desktopViewport();

describe("'Páginas'", SLOW, () => {
  it('shows each page with its address as a link, whether it must be accepted, and whether the footer shows it', async () => {
    render();
    await table();
    const terminos = rowOf('Términos y condiciones');
    expect(within(terminos).getByRole('link', { name: 'Ver la página Términos y condiciones' }).getAttribute('href')).toBe('/terminos');
    expect(within(terminos).getByText('Sí')).toBeTruthy();
    expect(within(terminos).getByText('Aparece')).toBeTruthy();
    expect(within(rowOf('Borrador')).getByText('Sin contenido')).toBeTruthy();
  });

  it("creates one with 'Nueva': the address follows the title until edited, the preview shows the content", async () => {
    const { list: pages } = render({ create: (body) => answered({ ...BORRADOR, ...body, page_id: 9, content: body.content ?? null, required: body.required ?? false }) });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Nueva' }));
    const panel = await screen.findByRole('dialog', { name: 'Nueva página' });
    const preview = within(panel).getByRole('region', { name: 'Vista previa' });
    expect(within(preview).getByText('Sin contenido.')).toBeTruthy();
    // The editor's chunk first: typing goes to whatever has the focus, so nothing may mount mid-word.
    const editor = await within(panel).findByRole('textbox', { name: 'Contenido' }, FIRST_LOAD);
    await userEvent.type(within(panel).getByLabelText(/^Título/), 'Aviso de Privacidad');
    const slug = within(panel).getByLabelText(/^Dirección/) as HTMLInputElement;
    // The address follows the title in the same change (a watch, not an effect a render later).
    expect(slug.value).toBe('aviso-de-privacidad');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'privacidad');
    await userEvent.type(within(panel).getByLabelText(/^Título/), ' 2027');
    expect(slug.value).toBe('privacidad');
    await withEditorGeometry(async () => {
      await userEvent.click(editor);
      await userEvent.type(editor, 'Tus datos');
    });
    expect(await within(preview).findByText('Tus datos')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('checkbox', { name: /^Obligatoria al registrarse/ }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Página creada.')).toBeTruthy();
    expect(pages.calls.create).toEqual([[{ title: 'Aviso de Privacidad 2027', slug: 'privacidad', content: '<p>Tus datos</p>', required: true }]]);
  });

  it("refuses a reserved or malformed address next to the field, and keeps the server's 409 in the panel", async () => {
    const { list: pages } = render({ create: () => failed(errorOf(PAGE_ERRORS.slugTaken)) });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Nueva' }));
    const panel = await screen.findByRole('dialog', { name: 'Nueva página' });
    await userEvent.type(within(panel).getByLabelText(/^Título/), 'Paquetes');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText('Esa dirección la usa una pantalla del sitio; elige otra.')).toBeTruthy();
    const slug = within(panel).getByLabelText(/^Dirección/);
    await userEvent.clear(slug);
    await userEvent.type(slug, 'Con Espacios');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText('Usa solo letras minúsculas, números y guiones.')).toBeTruthy();
    expect(pages.calls.create).toHaveLength(0);
    await userEvent.clear(slug);
    await userEvent.type(slug, 'terminos');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText('Ya existe una página con esa dirección.')).toBeTruthy();
    expect(pages.calls.create).toHaveLength(1);
  });

  it("edits one with 'Editar', prefilled, its address kept; emptied content is sent as none", async () => {
    const { list: pages } = render({ update: (id, body) => answered({ ...TERMINOS, ...body, page_id: id } as Page) });
    await table();
    await userEvent.click(within(rowOf('Términos y condiciones')).getByRole('button', { name: 'Editar' }));
    const panel = await screen.findByRole('dialog', { name: 'Editar página' });
    const editor = await within(panel).findByRole('textbox', { name: 'Contenido' }, FIRST_LOAD);
    expect(editor.innerHTML).toContain('<em>estas</em>');
    expect(within(within(panel).getByRole('region', { name: 'Vista previa' })).getByText('estas')).toBeTruthy();
    await userEvent.type(within(panel).getByLabelText(/^Título/), ' (2027)');
    expect((within(panel).getByLabelText(/^Dirección/) as HTMLInputElement).value).toBe('terminos');
    await withEditorGeometry(async () => {
      await userEvent.click(editor);
      await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    });
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Página guardada.')).toBeTruthy();
    await waitFor(() => expect(pages.calls.update).toEqual([[1, { title: 'Términos y condiciones (2027)', slug: 'terminos', content: null, required: true }]]));
  });
});
