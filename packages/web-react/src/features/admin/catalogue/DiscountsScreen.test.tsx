import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISCOUNT_ERRORS, errorOf, type AdminDiscount, type DiscountPackageChoice } from '@estudio/core';
import { demoFixtures } from '@estudio/core/testing';
import { AXE_TIMEOUT, seriousViolations } from '../../../testing/axe.js';
import { answered, failed, never } from '../testing/deskStub.js';
import { FIRST_LOAD, SLOW } from '../testing/renderAdmin.js';
import { catalogueScreen, desktopViewport, PHONE } from './testing/catalogueScreen.js';

const base = { max_uses: null, uses: 0, expires_at: null } as const;
const WELCOME: AdminDiscount = { ...base, discount_id: 1, code: 'BIENVENIDA', amount: 10, is_percent: true, first_invoice_only: true, class_package_ids: [], purchases_count: 3 };
const FIXED: AdminDiscount = { ...base, discount_id: 2, code: 'FIJO100', amount: 100, is_percent: false, first_invoice_only: false, class_package_ids: [11, 12], purchases_count: 0 };
const PACKAGES: DiscountPackageChoice[] = [
  { class_package_id: 11, title: 'Paquete 5 clases', available: true },
  { class_package_id: 12, title: 'Paquete 10 clases', available: true },
  { class_package_id: 13, title: 'Ilimitado mensual', available: false },
];
const { render, page, table, rowOf } = catalogueScreen({
  route: '/admin/descuentos', stubKey: 'discounts', title: 'Descuentos', rows: [WELCOME, FIXED], nameOf: (row) => row.code,
  answers: { packageChoices: () => answered(PACKAGES) },
});
const openNew = async () => {
  await table();
  await userEvent.click(screen.getByRole('button', { name: 'Nuevo' }));
  return screen.findByRole('dialog', { name: 'Nuevo descuento' });
};

const viewport = desktopViewport();

describe("'Descuentos'", SLOW, () => {
  it('lists a page of codes: amount and kind, packages, first invoice only and how many purchases used each', async () => {
    const { list: discounts } = render();
    await table();
    expect(screen.getByRole('heading', { level: 1, name: 'Descuentos' })).toBeTruthy();
    expect(screen.getByText('2 descuentos')).toBeTruthy();
    const welcome = rowOf('BIENVENIDA');
    expect(within(welcome).getByText('10 %')).toBeTruthy();
    expect(within(welcome).getByText('Porcentaje')).toBeTruthy();
    expect(within(welcome).getByText('Todos')).toBeTruthy();
    expect(within(welcome).getByText('Sí')).toBeTruthy();
    expect(within(welcome).getByText('3')).toBeTruthy();
    const fixed = rowOf('FIJO100');
    expect(within(fixed).getByText('$100.00')).toBeTruthy();
    expect(within(fixed).getByText('2 paquetes elegidos')).toBeTruthy();
    expect(within(fixed).getByRole('button', { name: 'Editar' }).getAttribute('aria-describedby')).toBe('discount-name-2');
    expect(discounts.calls.list).toEqual([[{ page: 1, per_page: 25 }]]);
  });

  it('searches on the server, the search in the address', async () => {
    const { list: discounts } = render({ list: (query) => (query.query ? page([FIXED], 1) : page()) });
    await table();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar descuento' }), 'fijo');
    await waitFor(() => expect(discounts.calls.list.at(-1)).toEqual([{ query: 'fijo', page: 1, per_page: 25 }]), FIRST_LOAD);
    expect(await screen.findByText('1 descuento', {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByText('BIENVENIDA')).toBeNull();
  });

  it('says when there is none yet', async () => {
    render({ list: () => page([], 0) });
    expect(await screen.findByText('Aún no hay descuentos. Crea el primero con «Nuevo».', {}, FIRST_LOAD)).toBeTruthy();
  });

  it('shows a failure with Reintentar, and the loading state busy', async () => {
    let calls = 0;
    const { list: discounts } = render({ list: () => (++calls === 1 ? failed() : calls === 2 ? never() : page()) });
    expect(await screen.findByText('No pudimos cargar la información.', {}, FIRST_LOAD)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    const status = await screen.findByText('Cargando');
    expect(status.closest('[aria-busy="true"]')).toBeTruthy();
    expect(discounts.calls.list).toHaveLength(2);
  });

  it("creates a code with 'Nuevo': refused values keep their Spanish messages, the preview does the maths, the packages are searchable", async () => {
    const { list: discounts } = render({ create: (body) => answered({ ...base, discount_id: 9, code: body.code.toUpperCase(), amount: body.amount, is_percent: !!body.is_percent, first_invoice_only: !!body.first_invoice_only, class_package_ids: body.class_package_ids ?? [], purchases_count: 0 }) });
    const panel = await openNew();
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText('El código debe tener de 2 a 40 letras, números, guiones o guiones bajos.')).toBeTruthy();
    expect(within(panel).getByText('Escribe un monto válido: sin negativos y con hasta 2 decimales.')).toBeTruthy();
    await userEvent.type(within(panel).getByLabelText(/^Código/), 'verano');
    await userEvent.type(within(panel).getByLabelText(/^Descuento/), '150');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText('Un descuento en porcentaje no puede ser mayor a 100.')).toBeTruthy();
    expect(discounts.calls.create).toHaveLength(0);
    await userEvent.clear(within(panel).getByLabelText(/^Descuento/));
    await userEvent.type(within(panel).getByLabelText(/^Descuento/), '0');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText('El descuento debe ser mayor a 0.')).toBeTruthy();
    await userEvent.clear(within(panel).getByLabelText(/^Descuento/));
    await userEvent.type(within(panel).getByLabelText(/^Descuento/), '15');
    expect(within(panel).getByText('Ejemplo: un paquete de $1,000.00 queda en $850.00.')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('radio', { name: 'Monto fijo' }));
    expect(within(panel).getByText('Ejemplo: un paquete de $1,000.00 queda en $985.00.')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('checkbox', { name: /Solo el primer cobro/ }));
    expect(within(panel).getByText('Todos los paquetes')).toBeTruthy();
    await userEvent.type(within(panel).getByRole('searchbox', { name: 'Buscar paquete' }), 'ilimitádo');
    expect(within(panel).queryByRole('checkbox', { name: 'Paquete 5 clases' })).toBeNull();
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Ilimitado mensual' }));
    expect(within(panel).getByText('1 paquete elegido')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Descuento creado.')).toBeTruthy();
    expect(discounts.calls.create).toEqual([[{ code: 'VERANO', amount: 15, is_percent: false, first_invoice_only: true, class_package_ids: [13] }]]);
    await waitFor(() => expect(discounts.calls.list).toHaveLength(2));
    expect(screen.queryByRole('dialog', { name: 'Nuevo descuento' })).toBeNull();
  });

  it("keeps a taken code's refusal (409) in the panel", async () => {
    render({ create: () => failed(errorOf(DISCOUNT_ERRORS.codeTaken)) });
    const panel = await openNew();
    await userEvent.type(within(panel).getByLabelText(/^Código/), 'bienvenida');
    await userEvent.type(within(panel).getByLabelText(/^Descuento/), '5');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText('Ya existe un descuento con ese código.')).toBeTruthy();
  });

  it("edits one with 'Editar', prefilled with its packages; a missing one says 'Descuento no encontrado.'", async () => {
    let calls = 0;
    const { list: discounts } = render({
      update: (id, body) => (++calls === 1 ? failed(errorOf(DISCOUNT_ERRORS.notFound)) : answered({ ...FIXED, ...body, code: 'FIJO100', amount: body.amount ?? 0, discount_id: id })),
    });
    await table();
    await userEvent.click(within(rowOf('FIJO100')).getByRole('button', { name: 'Editar' }));
    const panel = await screen.findByRole('dialog', { name: 'Editar descuento' });
    expect((within(panel).getByLabelText(/^Código/) as HTMLInputElement).value).toBe('FIJO100');
    expect((within(panel).getByLabelText(/^Descuento/) as HTMLInputElement).value).toBe('100');
    expect((within(panel).getByRole('radio', { name: 'Monto fijo' }) as HTMLInputElement).checked).toBe(true);
    expect(((await within(panel).findByRole('checkbox', { name: 'Paquete 10 clases' })) as HTMLInputElement).checked).toBe(true);
    expect((within(panel).getByRole('checkbox', { name: 'Ilimitado mensual' }) as HTMLInputElement).checked).toBe(false);
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Paquete 5 clases' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText('Descuento no encontrado.')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Descuento guardado.')).toBeTruthy();
    expect(discounts.calls.update.at(-1)).toEqual([2, { code: 'FIJO100', amount: 100, is_percent: false, first_invoice_only: false, class_package_ids: [12] }]);
  });

  it('lets the admin retry the packages when they fail to load', async () => {
    let calls = 0;
    render({ packageChoices: () => (++calls === 1 ? failed() : answered(PACKAGES)) });
    const panel = await openNew();
    expect(await within(panel).findByText(/No pudimos cargar los paquetes/)).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Reintentar' }));
    expect(await within(panel).findByRole('checkbox', { name: 'Paquete 5 clases' })).toBeTruthy();
  });

  it('says a new studio has no packages yet, not that none matched an empty search', async () => {
    render({ packageChoices: () => answered([]) });
    const panel = await openNew();
    expect(await within(panel).findByText('Aún no hay paquetes: el código servirá para todos los que crees en Paquetes.')).toBeTruthy();
    expect(within(panel).queryByText(/Ningún paquete coincide/)).toBeNull();
    expect(within(panel).queryByRole('searchbox', { name: 'Buscar paquete' })).toBeNull();
    expect(within(panel).getByText('Todos los paquetes')).toBeTruthy();
  });

  it("deletes only after 'Precaución', which says the purchases keep their price", async () => {
    const { list: discounts } = render({ remove: () => answered(FIXED) });
    await table();
    await userEvent.click(within(rowOf('FIJO100')).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Precaución' });
    expect(within(dialog).getByText(/¿Eliminar el descuento «FIJO100»\? Nadie podrá usarlo más; las compras que lo usaron conservan su precio/)).toBeTruthy();
    expect(discounts.calls.remove).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Descuento eliminado.')).toBeTruthy();
    expect(discounts.calls.remove).toEqual([[2]]);
  });

  it('shows a card a code on a phone', async () => {
    viewport.resize(PHONE);
    render();
    const cards = await screen.findByRole('list', { name: 'Descuentos' }, FIRST_LOAD);
    expect(within(cards).getByText('$100.00')).toBeTruthy();
    expect(within(cards).getAllByRole('button', { name: 'Editar' })).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('is for the admin only: the front desk (staff) reads so, and nothing is asked', async () => {
    const { list: discounts } = render({}, '/admin/descuentos', { signedInAs: demoFixtures.accounts.recepcion.email });
    expect(await screen.findByRole('heading', { level: 1, name: 'Solo para administración' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Descuentos' })).toBeNull();
    expect(discounts.calls.list).toHaveLength(0);
  });

  it('has no serious axe violation, on the list and in the panel', async () => {
    const panel = await (render(), openNew());
    await within(panel).findByRole('checkbox', { name: 'Paquete 5 clases' });
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});
