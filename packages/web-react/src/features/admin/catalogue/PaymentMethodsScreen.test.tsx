import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHECKOUT_ERRORS, errorOf, type PaymentMethod } from '@estudio/core';
import { demoFixtures } from '@estudio/core/testing';
import { AXE_TIMEOUT, seriousViolations } from '../../../testing/axe.js';
import { withEditorGeometry } from '../kit/RichTextEditor/editorGeometry.testing.js';
import { answered, failed, never } from '../testing/deskStub.js';
import { FIRST_LOAD, SLOW } from '../testing/renderAdmin.js';
import { catalogueScreen, desktopViewport, PHONE } from './testing/catalogueScreen.js';

const CASH: PaymentMethod = { payment_method_id: 1, name: 'Efectivo', description: 'En recepción', instructions: '<p>Paga en <strong>recepción</strong>.</p>', kind: 'cash', available: true };
const CARD: PaymentMethod = { payment_method_id: 2, name: 'Tarjeta en recepción', description: null, instructions: null, kind: 'card', available: true };

const { render, page, table, rowOf } = catalogueScreen({
  route: '/admin/metodos-de-pago', stubKey: 'paymentMethods', title: 'Métodos de pago', rows: [CASH, CARD], nameOf: (row) => row.name,
});
/** The rich-text editor's text area, once its chunk loaded. */
const instructionsOf = (panel: HTMLElement) => within(panel).findByRole('textbox', { name: 'Instrucciones' }, FIRST_LOAD);

const viewport = desktopViewport();

describe("'Métodos de pago'", SLOW, () => {
  it('lists a page of methods, each kind in Spanish, asking the server for the first page', async () => {
    const { list: methods } = render();
    await table();
    expect(screen.getByRole('heading', { level: 1, name: 'Métodos de pago' })).toBeTruthy();
    expect(screen.getByText('2 métodos de pago')).toBeTruthy();
    expect(within(rowOf('Efectivo')).getByText('Efectivo o transferencia')).toBeTruthy();
    expect(within(rowOf('Efectivo')).getByText('En recepción')).toBeTruthy();
    expect(within(rowOf('Tarjeta en recepción')).getByText('Sin descripción')).toBeTruthy();
    expect(methods.calls.list).toEqual([[{ page: 1, per_page: 25 }]]);
  });

  it('searches on the server, and says when there is none', async () => {
    const { list: methods } = render({ list: (query) => (query.query ? page([], 0) : page()) });
    await table();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar método de pago' }), 'zzz');
    await waitFor(() => expect(methods.calls.list.at(-1)).toEqual([{ query: 'zzz', page: 1, per_page: 25 }]), FIRST_LOAD);
    expect(await screen.findByText('No hay métodos de pago con «zzz».', {}, FIRST_LOAD)).toBeTruthy();
  });

  it('shows a failure with Reintentar, and the loading state busy', async () => {
    let calls = 0;
    render({ list: () => (++calls === 1 ? failed() : never()) });
    expect(await screen.findByText('No pudimos cargar la información.', {}, FIRST_LOAD)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect((await screen.findByText('Cargando')).closest('[aria-busy="true"]')).toBeTruthy();
  });

  it("creates one with 'Nuevo', its instructions written in the rich-text editor, saying 'payment_method saved.'", async () => {
    const { list: methods } = render({ create: (body) => answered({ ...CARD, payment_method_id: 9, name: body.name, kind: body.kind }) });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo' }));
    const panel = await screen.findByRole('dialog', { name: 'Nuevo método de pago' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText('Escribe el nombre de la forma de pago.')).toBeTruthy();
    expect(methods.calls.create).toHaveLength(0);
    await userEvent.type(within(panel).getByLabelText(/^Nombre/), 'Transferencia');
    // What each kind does at checkout, where the owner chooses it: a cash one waits for 'Marcar como pagado'.
    expect(within(panel).getByLabelText(/^Tipo/).getAttribute('aria-describedby')).toBeTruthy();
    expect(within(panel).getByText(/la compra queda pendiente hasta que marques el pago/)).toBeTruthy();
    const editor = await instructionsOf(panel);
    const toolbar = within(panel).getByRole('toolbar', { name: 'Formato' });
    expect(within(toolbar).getAllByRole('button').map((button) => button.textContent))
      .toEqual(['Negrita', 'Cursiva', 'Lista', 'Lista numerada', 'Enlace', 'Deshacer', 'Rehacer']);
    await withEditorGeometry(async () => {
      await userEvent.click(editor);
      await userEvent.click(within(toolbar).getByRole('button', { name: 'Negrita' }));
      expect(within(toolbar).getByRole('button', { name: 'Negrita' }).getAttribute('aria-pressed')).toBe('true');
      await userEvent.type(editor, 'CLABE 0123', { delay: 60 });
    });
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('payment_method saved.')).toBeTruthy();
    expect(methods.calls.create).toEqual([[{ name: 'Transferencia', kind: 'cash', description: null, instructions: '<p><strong>CLABE 0123</strong></p>' }]]);
    await waitFor(() => expect(methods.calls.list).toHaveLength(2));
  });

  it("edits one with 'Editar', its instructions prefilled as rich text; a refusal stays in the panel", async () => {
    let calls = 0;
    const { list: methods } = render({
      update: (id, body) => (++calls === 1 ? failed(errorOf(CHECKOUT_ERRORS.paymentMethodNotFound)) : answered({ ...CASH, ...body, payment_method_id: id })),
    });
    await table();
    await userEvent.click(within(rowOf('Efectivo')).getByRole('button', { name: 'Editar' }));
    const panel = await screen.findByRole('dialog', { name: 'Editar método de pago' });
    expect((within(panel).getByLabelText(/^Nombre/) as HTMLInputElement).value).toBe('Efectivo');
    const editor = await instructionsOf(panel);
    expect(editor.innerHTML).toContain('<strong>recepción</strong>');
    await userEvent.selectOptions(within(panel).getByLabelText(/^Tipo/), 'card');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText(errorOf(CHECKOUT_ERRORS.paymentMethodNotFound).message)).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('payment_method saved.')).toBeTruthy();
    expect(methods.calls.update.at(-1)).toEqual([1, { name: 'Efectivo', kind: 'card', description: 'En recepción', instructions: '<p>Paga en <strong>recepción</strong>.</p>' }]);
  });

  it("deletes only after 'Precaución', saying 'payment_method deleted.'", async () => {
    const { list: methods } = render({ remove: () => answered(CARD) });
    await table();
    await userEvent.click(within(rowOf('Tarjeta en recepción')).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Precaución' });
    expect(within(dialog).getByText(/¿Eliminar el método de pago «Tarjeta en recepción»\? Deja de ofrecerse en el checkout; si alguna compra lo usó/)).toBeTruthy();
    expect(methods.calls.remove).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('payment_method deleted.')).toBeTruthy();
    expect(methods.calls.remove).toEqual([[2]]);
  });

  it('shows a card a method on a phone', async () => {
    viewport.resize(PHONE);
    render();
    const cards = await screen.findByRole('list', { name: 'Métodos de pago' }, FIRST_LOAD);
    expect(within(cards).getAllByRole('button', { name: 'Editar' })).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('is for the admin only: the front desk (staff) reads so, and nothing is asked', async () => {
    const { list: methods } = render({}, '/admin/metodos-de-pago', { signedInAs: demoFixtures.accounts.recepcion.email });
    expect(await screen.findByRole('heading', { level: 1, name: 'Solo para administración' }, FIRST_LOAD)).toBeTruthy();
    expect(methods.calls.list).toHaveLength(0);
  });

  it('has no serious axe violation, with the editor open', async () => {
    render();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo' }));
    const panel = await screen.findByRole('dialog', { name: 'Nuevo método de pago' });
    await instructionsOf(panel);
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});
