import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorOf, PACKAGE_ERRORS, REQUEST_ERRORS, type ClassPackage, type PackageAttendee } from '@estudio/core';
import { demoFixtures } from '@estudio/core/testing';
import { AXE_TIMEOUT, seriousViolations } from '../../../../testing/axe.js';
import { answered, failed, never } from '../../testing/deskStub.js';
import { FIRST_LOAD, SLOW } from '../../testing/renderAdmin.js';
import { catalogueScreen, desktopViewport, PHONE } from '../testing/catalogueScreen.js';

const pkg = (fields: Partial<ClassPackage> & Pick<ClassPackage, 'class_package_id' | 'title'>): ClassPackage => ({
  package_id: fields.class_package_id, description: null, short_description: null, price: 750, sale_price: null,
  allow_discount_over_sale_price: false, is_subscription: false, subscription_period: null, subscription_interval: null,
  class_amount: 5, expiration_days: 30, is_special_event: false, is_trial: false, is_online: false, limit_per_customer: null,
  order: 0, on_home: false, available: true, capacity: null, sold: 0, class_package_types: [], image: null, downloadable: null,
  file_url: null, free_trial_length: null, free_trial_period: null, ...fields,
});

const DIEZ = pkg({ class_package_id: 3, title: 'Paquete 10 clases', price: 1400, sale_price: 1200, class_amount: 10, expiration_days: 60, on_home: true, sold: 4 });
const ILIMITADO = pkg({
  class_package_id: 4, title: 'Ilimitado mensual', price: 1900, class_amount: -1, is_subscription: true, subscription_period: 'month', subscription_interval: 1,
  class_package_types: [{ class_amount: 4, expiration_days: 15, class_type: { class_type_id: 2, name: 'Yoga' } }],
});
const EVENTO = pkg({ class_package_id: 6, title: 'Masterclass de Yoga', price: 350, class_amount: 1, expiration_days: 7, is_special_event: true, capacity: 20, available: false });
const TYPES = [{ class_type_id: 1, name: 'Indoor Cycling' }, { class_type_id: 2, name: 'Yoga' }];

const { render, page, table, rowOf } = catalogueScreen({
  route: '/admin/paquetes', stubKey: 'packages', title: 'Paquetes', rows: [DIEZ, ILIMITADO, EVENTO], nameOf: (row) => row.title,
  answers: { classTypes: () => answered(TYPES) },
});
const openNew = async () => {
  await table();
  await userEvent.click(screen.getByRole('button', { name: 'Nuevo' }));
  return screen.findByRole('dialog', { name: 'Nuevo paquete' });
};
const field = (panel: HTMLElement, label: RegExp) => within(panel).getByLabelText(label) as HTMLInputElement;
const named = (panel: HTMLElement, name: string) => panel.querySelector(`input[name="${name}"]`) as HTMLInputElement;

const viewport = desktopViewport();
afterEach(() => vi.restoreAllMocks());

describe("'Paquetes'", SLOW, () => {
  it('lists a page by order: the price as /paquetes shows it, classes, kind, sales and the home toggle', async () => {
    const { list: packages } = render();
    await table();
    expect(screen.getByRole('heading', { level: 1, name: 'Paquetes' })).toBeTruthy();
    expect(screen.getByText('3 paquetes')).toBeTruthy();
    const diez = rowOf('Paquete 10 clases');
    expect(within(diez).getByText('$1,200')).toBeTruthy();
    expect(within(diez).getByText('$1,400').tagName).toBe('S');
    expect(within(diez).getByText('10 clases · 60 días de vigencia')).toBeTruthy();
    expect(within(diez).getByText('4 vendidos')).toBeTruthy();
    const home = within(diez).getByRole('button', { name: 'Mostrar en inicio' });
    expect(home.getAttribute('aria-pressed')).toBe('true');
    expect(home.getAttribute('aria-describedby')).toBe('package-name-3');
    expect(within(rowOf('Ilimitado mensual')).getByText('Membresía')).toBeTruthy();
    expect(within(rowOf('Ilimitado mensual')).getByText('Ilimitadas · 30 días de vigencia')).toBeTruthy();
    expect(within(rowOf('Ilimitado mensual')).getByRole('button', { name: 'Mostrar en inicio' }).getAttribute('aria-pressed')).toBe('false');
    const evento = rowOf('Masterclass de Yoga');
    expect(within(evento).getByText('Evento especial')).toBeTruthy();
    expect(within(evento).getByText('No disponible')).toBeTruthy();
    expect(within(evento).getByRole('button', { name: 'Asistentes' })).toBeTruthy();
    expect(within(diez).queryByRole('button', { name: 'Asistentes' })).toBeNull();
    expect(packages.calls.list).toEqual([[{ page: 1, per_page: 25 }]]);
  });

  it('searches on the server, the search in the address, and says when nothing matches', async () => {
    const { list: packages } = render({ list: (query) => (query.query ? page([], 0) : page()) });
    await table();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar paquete' }), 'zzz');
    await waitFor(() => expect(packages.calls.list.at(-1)).toEqual([{ query: 'zzz', page: 1, per_page: 25 }]), FIRST_LOAD);
    expect(await screen.findByText('No hay paquetes con «zzz».', {}, FIRST_LOAD)).toBeTruthy();
  });

  it('says when there is no package yet', async () => {
    render({ list: () => page([], 0) });
    expect(await screen.findByText('Aún no hay paquetes. Crea el primero con «Nuevo».', {}, FIRST_LOAD)).toBeTruthy();
  });

  it('shows a failure with Reintentar, and the loading state busy', async () => {
    let calls = 0;
    const { list: packages } = render({ list: () => (++calls === 1 ? failed() : page()) });
    expect(await screen.findByText('No pudimos cargar la información.', {}, FIRST_LOAD)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await table();
    expect(packages.calls.list).toHaveLength(2);
  });

  it('marks the table busy while loading', async () => {
    render({ list: () => never() });
    const status = await screen.findByText('Cargando', {}, FIRST_LOAD);
    expect(status.closest('[aria-busy="true"]')).toBeTruthy();
  });

  it("creates one with 'Nuevo': checked by the API's schema, a live price summary, credits per class type", async () => {
    const { list: packages } = render({ create: (body) => answered(pkg({ class_package_id: 9, title: body.title, price: body.price })) });
    const panel = await openNew();
    await userEvent.clear(field(panel, /^Número de clases/));
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findAllByText('Debes llenar este campo.')).toHaveLength(3);
    for (const label of [/^Título/, /^Precio \(MXN\)/, /^Número de clases/]) expect(field(panel, label).getAttribute('aria-invalid')).toBe('true');
    expect(packages.calls.create).toHaveLength(0);

    await userEvent.type(field(panel, /^Título/), ' Paquete 8 clases ');
    await userEvent.type(field(panel, /^Precio \(MXN\)/), '1000');
    await userEvent.type(field(panel, /^Precio de oferta/), '750.5');
    const summary = within(panel).getByRole('status');
    expect(summary.textContent).toContain('El cliente paga $750.50.');
    expect(summary.textContent).toContain('Oferta: $750.50 en lugar de $1,000.00 (25 % de descuento).');
    expect(summary.textContent).toContain('Los códigos de descuento se calculan sobre $1,000.00.');
    await userEvent.click(within(panel).getByRole('checkbox', { name: /^Permitir códigos de descuento/ }));
    expect(summary.textContent).toContain('se calculan sobre $750.50.');
    await userEvent.type(field(panel, /^Número de clases/), '8');
    await userEvent.type(field(panel, /^Vigencia \(días\)/), '0');

    await userEvent.click(within(panel).getByRole('button', { name: 'Agregar tipo de clase' }));
    await userEvent.selectOptions(await within(panel).findByRole('combobox', { name: /^Tipo de clase/ }), 'Yoga');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText('Escribe de 1 a 3650 días.')).toBeTruthy();
    expect(packages.calls.create).toHaveLength(0);
    await userEvent.clear(named(panel, 'expiration_days'));
    await userEvent.type(named(panel, 'expiration_days'), '45');

    await userEvent.click(within(panel).getByRole('checkbox', { name: /^Es una membresía/ }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(within(panel).getByRole('combobox', { name: /^Periodo/ }).getAttribute('aria-invalid')).toBe('true');
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: /^Periodo/ }), 'Mes');
    await userEvent.type(field(panel, /^Cada cuántos periodos/), '1');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Paquete creado.')).toBeTruthy();
    expect(packages.calls.create).toEqual([[{
      title: 'Paquete 8 clases', short_description: null, description: null, price: 1000, sale_price: 750.5, allow_discount_over_sale_price: true,
      class_amount: 8, expiration_days: 45, limit_per_customer: null, is_trial: false, is_online: false, available: true,
      is_subscription: true, subscription_period: 'month', subscription_interval: 1, free_trial_length: null, free_trial_period: null,
      is_special_event: false, capacity: null, file_url: null, image_file_id: null, downloadable_file_id: null, receipt_file_id: null,
      class_package_types: [{ class_type_id: 2, class_amount: 1, expiration_days: null }],
    }]]);
    await waitFor(() => expect(packages.calls.list).toHaveLength(2));
    expect(screen.queryByRole('dialog', { name: 'Nuevo paquete' })).toBeNull();
  });

  it('says where class types come from when the studio has none yet, instead of a row with nothing to choose', async () => {
    render({ classTypes: () => answered([]) });
    const panel = await openNew();
    expect(await within(panel).findByText('Aún no hay tipos de clase. Créalos en «Tipos de clase» para dar créditos que solo sirvan para uno.')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Agregar tipo de clase' })).toBeNull();
  });

  it("keeps the server's refusal in the panel", async () => {
    render({ create: () => failed(errorOf(REQUEST_ERRORS.invalidBody, 'El título es demasiado largo.')) });
    const panel = await openNew();
    await userEvent.type(field(panel, /^Título/), 'Yoga');
    await userEvent.type(field(panel, /^Precio \(MXN\)/), '100');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await within(panel).findByText('El título es demasiado largo.')).toBeTruthy();
  });

  it("edits one with 'Editar', prefilled with every field, unlimited and its credits per class type kept", async () => {
    const { list: packages } = render({ update: (id, body) => answered({ ...ILIMITADO, ...body, class_package_id: id } as ClassPackage) });
    await table();
    await userEvent.click(within(rowOf('Ilimitado mensual')).getByRole('button', { name: 'Editar' }));
    const panel = await screen.findByRole('dialog', { name: 'Editar paquete' });
    expect(field(panel, /^Título/).value).toBe('Ilimitado mensual');
    expect(field(panel, /^Precio \(MXN\)/).value).toBe('1900');
    expect((within(panel).getByRole('checkbox', { name: 'Clases ilimitadas' }) as HTMLInputElement).checked).toBe(true);
    expect(within(panel).queryByLabelText(/^Número de clases/)).toBeNull();
    expect((within(panel).getByRole('combobox', { name: /^Periodo/ }) as HTMLSelectElement).value).toBe('month');
    await waitFor(() => expect((within(panel).getByRole('combobox', { name: /^Tipo de clase/ }) as HTMLSelectElement).value).toBe('2'));
    await userEvent.clear(field(panel, /^Precio \(MXN\)/));
    await userEvent.type(field(panel, /^Precio \(MXN\)/), '2000');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Paquete guardado.')).toBeTruthy();
    const [[id, body]] = packages.calls.update as [[number, Record<string, unknown>]];
    expect(id).toBe(4);
    expect(body).toMatchObject({
      price: 2000, class_amount: -1, is_subscription: true, subscription_period: 'month', subscription_interval: 1,
      class_package_types: [{ class_type_id: 2, class_amount: 4, expiration_days: 15 }],
    });
  });

  it("deletes only after 'Precaución'; a package with purchases is refused with the server's message, the list unchanged", async () => {
    const { list: packages } = render({ remove: () => failed(errorOf(PACKAGE_ERRORS.inUse)) });
    await table();
    await userEvent.click(within(rowOf('Paquete 10 clases')).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Precaución' });
    expect(within(dialog).getByText(/¿Eliminar el paquete «Paquete 10 clases»\?/)).toBeTruthy();
    expect(packages.calls.remove).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(PACKAGE_ERRORS.inUse.message)).toBeTruthy();
    expect(packages.calls.remove).toEqual([[3]]);
    expect(packages.calls.list).toHaveLength(1);
    expect(rowOf('Paquete 10 clases')).toBeTruthy();
  });

  it("deletes one nobody bought, with 'Paquete eliminado.', and reloads", async () => {
    const { list: packages } = render({ remove: () => answered(EVENTO) });
    await table();
    await userEvent.click(within(rowOf('Masterclass de Yoga')).getByRole('button', { name: 'Eliminar' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Precaución' })).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Paquete eliminado.')).toBeTruthy();
    await waitFor(() => expect(packages.calls.list).toHaveLength(2));
  });

  it("'Mostrar en inicio' features a package or takes it off, with spec 8's toasts", async () => {
    const { list: packages } = render({ setOnHome: (id, onHome) => answered({ ...DIEZ, class_package_id: id, on_home: onHome }) });
    await table();
    await userEvent.click(within(rowOf('Ilimitado mensual')).getByRole('button', { name: 'Mostrar en inicio' }));
    expect(await screen.findByText('¡Paquete agregado al home con éxito!')).toBeTruthy();
    await userEvent.click(within(rowOf('Paquete 10 clases')).getByRole('button', { name: 'Mostrar en inicio' }));
    expect(await screen.findByText('¡Paquete eliminado del home!')).toBeTruthy();
    expect(packages.calls.setOnHome).toEqual([[4, true], [3, false]]);
    await waitFor(() => expect(packages.calls.list.length).toBeGreaterThanOrEqual(2));
  });

  it("'Ordenar' moves packages with 'Subir' and 'Bajar' (each handle draggable by keyboard) and saves the whole order", async () => {
    const { list: packages } = render({
      ordered: () => answered([DIEZ, ILIMITADO, EVENTO]),
      reorder: (ids) => answered(ids.map((id) => [DIEZ, ILIMITADO, EVENTO].find((one) => one.class_package_id === id)!)),
    });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Ordenar' }));
    const panel = await screen.findByRole('dialog', { name: 'Ordenar paquetes' });
    const list = await within(panel).findByRole('list', { name: 'Ordenar paquetes' });
    const titles = () => within(list).getAllByRole('listitem').map((item) => item.textContent);
    expect(titles()[0]).toContain('Paquete 10 clases');
    const handle = within(list).getByRole('button', { name: 'Mover Masterclass de Yoga' });
    expect(handle.getAttribute('aria-roledescription')).toBeTruthy();
    const evento = within(list).getAllByRole('listitem')[2]!;
    expect(within(evento).getByRole('button', { name: 'Bajar' })).toHaveProperty('disabled', true);
    await userEvent.click(within(evento).getByRole('button', { name: 'Subir' }));
    await userEvent.click(within(within(list).getAllByRole('listitem')[1]!).getByRole('button', { name: 'Subir' }));
    expect(titles().map((title) => title?.split('1 de')[0])).toHaveLength(3);
    expect(titles()[0]).toContain('Masterclass de Yoga');
    expect(titles()[0]).toContain('1 de 3');
    expect(packages.calls.reorder).toHaveLength(0);
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar orden' }));
    expect(await screen.findByText('Orden guardado.')).toBeTruthy();
    expect(packages.calls.reorder).toEqual([[[6, 3, 4]]]);
    await waitFor(() => expect(packages.calls.list).toHaveLength(2));
  });

  it("'Ordenar' shows its own failure with Reintentar", async () => {
    let calls = 0;
    render({ ordered: () => (++calls === 1 ? failed() : answered([DIEZ])) });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Ordenar' }));
    const panel = await screen.findByRole('dialog', { name: 'Ordenar paquetes' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Reintentar' }));
    expect(await within(panel).findByRole('button', { name: 'Mover Paquete 10 clases' })).toBeTruthy();
  });

  it("lists a special event's attendees and exports them as CSV", async () => {
    const saved: { blob?: Blob; name?: string } = {};
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: vi.fn((blob: Blob) => ((saved.blob = blob), 'blob:asistentes')) });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.name = this.download;
    });
    const attendees: PackageAttendee[] = [
      { purchase_id: 1, customer_id: 7, name: 'Ana', last_name: 'Ruiz', email: 'ana@estudio.test', status: 'active', created_at: '2026-11-20T18:00:00.000Z' },
      { purchase_id: 2, customer_id: 8, name: 'Bea', last_name: null, email: 'bea@estudio.test', status: 'pending', created_at: '2026-11-21T18:00:00.000Z' },
    ];
    const { list: packages } = render({ attendees: () => answered(attendees) });
    await table();
    await userEvent.click(within(rowOf('Masterclass de Yoga')).getByRole('button', { name: 'Asistentes' }));
    const panel = await screen.findByRole('dialog', { name: 'Asistentes de «Masterclass de Yoga»' });
    expect(await within(panel).findByText('Ana Ruiz')).toBeTruthy();
    expect(within(panel).getByText('2 asistentes')).toBeTruthy();
    expect(within(panel).getByText(/^Pendiente ·/)).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(saved.name).toMatch(/^masterclass-de-yoga-asistentes-\d{4}-\d{2}-\d{2}\.csv$/));
    const lines = (await saved.blob!.text()).replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('ID,Nombre,Correo,Estado,Compra');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 4).join(','))).toEqual(['7,Ana Ruiz,ana@estudio.test,Activa', '8,Bea,bea@estudio.test,Pendiente']);
    expect(packages.calls.attendees).toEqual([[6]]);
  });

  it('says when nobody bought the event yet', async () => {
    render({ attendees: () => answered([]) });
    await table();
    await userEvent.click(within(rowOf('Masterclass de Yoga')).getByRole('button', { name: 'Asistentes' }));
    expect(await screen.findByText('Aún nadie ha comprado este evento.')).toBeTruthy();
  });

  it('shows a card a package on a phone', async () => {
    viewport.resize(PHONE);
    render();
    const cards = await screen.findByRole('list', { name: 'Paquetes' }, FIRST_LOAD);
    expect(within(cards).getAllByRole('button', { name: 'Editar' })).toHaveLength(3);
    expect(within(cards).getAllByRole('button', { name: 'Mostrar en inicio' })).toHaveLength(3);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('is for the admin only: the front desk (staff) reads so, and nothing is asked', async () => {
    const { list: packages } = render({}, '/admin/paquetes', { signedInAs: demoFixtures.accounts.recepcion.email });
    expect(await screen.findByRole('heading', { level: 1, name: 'Solo para administración' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Paquetes' })).toBeNull();
    expect(packages.calls.list).toHaveLength(0);
  });

  it('has no serious axe violation, on the list and in the form', async () => {
    render();
    await table();
    expect(await seriousViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo' }));
    await screen.findByRole('dialog', { name: 'Nuevo paquete' });
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});
