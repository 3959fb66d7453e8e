import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Form } from '@estudio/core';
import { demoForms } from '@estudio/core/testing';
import { catalogueListSuite } from '../../catalogue/testing/catalogueListSuite.js';
import { desktopViewport, PHONE } from '../../catalogue/testing/catalogueScreen.js';
import { FIRST_LOAD, SLOW } from '../../testing/renderAdmin.js';

const PROFILE = demoForms[0]!;
const HEALTH = demoForms[1]!;
const GUEST = demoForms[2]!;
const ADDRESS = demoForms[5]!;
const ROWS: readonly Form[] = [PROFILE, HEALTH, ADDRESS];

const { render, page, table, rowOf } = catalogueListSuite({
  route: '/admin/formularios',
  stubKey: 'forms',
  rows: [HEALTH, GUEST],
  idOf: (form) => form.form_id,
  nameOf: (form) => form.name,
  editsByLink: true,
  texts: {
    title: 'Formularios',
    countTwo: '2 formularios',
    countOne: '1 formulario',
    search: 'Buscar formulario',
    typed: 'salud',
    empty: 'Aún no hay formularios. Crea el primero con «Nuevo».',
    noMatchesZzz: 'No hay formularios con «zzz».',
    deleteConfirm: '¿Eliminar el formulario «Registro de invitado» con todos sus campos? Esta acción no se puede deshacer.',
    deleted: 'Formulario eliminado.',
  },
});

const viewport = desktopViewport();

describe("'Formularios': the list", SLOW, () => {
  it('shows each form with its fields and its use', async () => {
    render({ list: () => page(ROWS) });
    await table();
    const profile = rowOf('Información personal');
    expect(within(profile).getByText('7 campos')).toBeTruthy();
    expect(within(profile).getByText('Formulario de perfil')).toBeTruthy();
    expect(within(rowOf('Dirección')).getByText('Formulario de dirección')).toBeTruthy();
    expect(within(rowOf('Cuestionario de salud')).getByText('Propio')).toBeTruthy();
  });

  it("leads to the builder from 'Nuevo' and 'Editar', and offers no 'Eliminar' for the forms the app uses", async () => {
    render({ list: () => page(ROWS) });
    await table();
    expect(screen.getByRole('link', { name: 'Nuevo' }).getAttribute('href')).toBe('/admin/formularios/nueva');
    const profile = rowOf('Información personal');
    expect(within(profile).getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe('/admin/formularios/1');
    expect(within(profile).queryByRole('button', { name: 'Eliminar' })).toBeNull();
    expect(within(profile).getByText('No se puede eliminar')).toBeTruthy();
    expect(within(rowOf('Dirección')).queryByRole('button', { name: 'Eliminar' })).toBeNull();
    expect(within(rowOf('Cuestionario de salud')).getByRole('button', { name: 'Eliminar' })).toBeTruthy();
  });

  it("shows a card a form on a phone, the profile form's with no 'Eliminar'", async () => {
    viewport.resize(PHONE);
    render({ list: () => page(ROWS) });
    const cards = await screen.findByRole('list', { name: 'Formularios' }, FIRST_LOAD);
    expect(within(cards).getByText('Formulario de perfil')).toBeTruthy();
    expect(within(cards).getAllByRole('link', { name: 'Editar' })).toHaveLength(3);
    expect(within(cards).getAllByRole('button', { name: 'Eliminar' })).toHaveLength(1);
  });
});
