import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DemoPorts } from '@estudio/core/testing';
import { busyCustomer, customerPagePorts, type CustomerPageCalls } from '../testing/customerPage.js';
import { deskClass, deskCustomer, deskDays, deskPurchase, deskReservation } from '../testing/deskFixtures.js';
import { answered, type DeskCustomersStub } from '../testing/deskStub.js';
import { FIRST_LOAD, renderAdmin, SLOW } from '../testing/renderAdmin.js';

/** Lucía's busy page, opened, with `calls` answering the actions. */
const openCustomer = async (calls: CustomerPageCalls = {}) => {
  const rendered = renderAdmin('/admin/clientes/2', customerPagePorts(busyCustomer(), calls));
  await screen.findByRole('heading', { level: 1, name: 'Lucía Martínez' }, FIRST_LOAD);
  return rendered;
};
const section = (name: string) => screen.getByRole('region', { name });
/** Opens one of the page's side panels by the first button of that name. */
const openPanel = async (button: string, title = button) => {
  await userEvent.click(screen.getAllByRole('button', { name: button })[0] as HTMLElement);
  return screen.findByRole('dialog', { name: title });
};
/** Answers 'Precaución' with its ok button. */
const confirmWith = async (ok: string) => {
  const dialog = await screen.findByRole('dialog', { name: 'Precaución' });
  await userEvent.click(within(dialog).getByRole('button', { name: ok }));
  return dialog;
};
/** After an action the page reads her summary again. */
const reloaded = (stub: DeskCustomersStub) => waitFor(() => expect(stub.calls.summary.length).toBeGreaterThan(1));
const field = (panel: HTMLElement, label: RegExp) => within(panel).getByLabelText(label);
const packageOptions = async (panel: HTMLElement) => {
  await waitFor(() => expect(within(field(panel, /^Paquete/)).getAllByRole('option').length).toBeGreaterThan(2));
};

describe("a customer's page: purchases", SLOW, () => {
  it("'Marcar como pagado' on a pending cash purchase sends markPaid", async () => {
    const { deskCustomers } = await openCustomer({ customers: { markPaid: () => answered(deskPurchase({ purchase_id: 32, status: 'completed' })) } });
    const purchases = section('Compras');
    expect(within(purchases).getAllByRole('button', { name: /^Marcar como pagado/ })).toHaveLength(1);
    await userEvent.click(within(purchases).getByRole('button', { name: 'Marcar como pagado Paquete 5 clases' }));
    expect(await screen.findByText('Pago registrado.')).toBeTruthy();
    expect(deskCustomers.calls.markPaid).toEqual([[32]]);
    await reloaded(deskCustomers);
  });

  it("'Revocar acceso' asks 'Precaución' first, and sends nothing when she says no", async () => {
    const { deskCustomers } = await openCustomer({ customers: { revokeAccess: () => answered(deskPurchase({ status: 'revoked' })) } });
    const revoke = within(section('Compras')).getByRole('button', { name: 'Revocar acceso a Paquete 10 clases' });
    await userEvent.click(revoke);
    const dialog = await screen.findByRole('dialog', { name: 'Precaución' });
    expect(within(dialog).getByText(/^¿Revocar el acceso a Paquete 10 clases\?/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Precaución' })).toBeNull());
    expect(deskCustomers.calls.revokeAccess).toHaveLength(0);
    await userEvent.click(revoke);
    await confirmWith('Revocar acceso');
    expect(await screen.findByText('¡Acceso eliminado!')).toBeTruthy();
    expect(deskCustomers.calls.revokeAccess).toEqual([[31]]);
  });

  it("'Vender paquete' sends the package, the method, the code and whether it is paid", async () => {
    const { deskCustomers } = await openCustomer({ customers: { sell: () => answered({ purchase_id: 99 }) } });
    const panel = await openPanel('Vender paquete');
    await packageOptions(panel);
    await userEvent.click(within(panel).getByRole('button', { name: 'Vender' }));
    expect(await within(panel).findByText('Elige un paquete.')).toBeTruthy();
    expect(deskCustomers.calls.sell).toHaveLength(0);
    await userEvent.selectOptions(field(panel, /^Paquete/), '3');
    expect((field(panel, /^Método de pago/) as HTMLSelectElement).value).toBe('1');
    await userEvent.type(field(panel, /^Código de descuento/), ' BIENVENIDA ');
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Ya pagó' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Vender' }));
    expect(await screen.findByText('¡Compra exitosa! Orden #0099')).toBeTruthy();
    expect(deskCustomers.calls.sell).toEqual([[{ class_package_id: 3, customer_id: 2, payment_method_id: 1, discountCode: 'BIENVENIDA', paid: false }]]);
    await reloaded(deskCustomers);
  });
});

describe("a customer's page: the admin's access and credits", SLOW, () => {
  it("'Agregar acceso' checks its fields, then sends a billed grant with its days and method", async () => {
    const { deskCustomers } = await openCustomer({ customers: { giveAccess: () => answered(deskPurchase({ purchase_id: 40 })) } });
    const panel = await openPanel('Agregar acceso');
    await packageOptions(panel);
    await userEvent.type(field(panel, /^Días de vigencia/), '0');
    await userEvent.click(within(panel).getByRole('button', { name: 'Agregar acceso' }));
    expect(within(panel).getByText('Elige un paquete.')).toBeTruthy();
    expect(within(panel).getByText('Escribe un número de días entre 1 y 3650, o déjalo vacío.')).toBeTruthy();
    await userEvent.selectOptions(field(panel, /^Paquete/), '2');
    await userEvent.clear(field(panel, /^Días de vigencia/));
    await userEvent.type(field(panel, /^Días de vigencia/), '30');
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Es regalo (sin costo)' }));
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Registrar el cobro del precio del paquete' }));
    await userEvent.selectOptions(field(panel, /^Método de pago/), '1');
    await userEvent.click(within(panel).getByRole('button', { name: 'Agregar acceso' }));
    expect(await screen.findByText('¡Acceso agregado!')).toBeTruthy();
    expect(deskCustomers.calls.giveAccess).toEqual([[{ customer_id: 2, class_package_id: 2, package_days: 30, is_gift: false, bill: true, payment_method_id: 1 }]]);
  });

  it("'Agregar acceso' as a gift sends no days, no bill and no method", async () => {
    const { deskCustomers } = await openCustomer({ customers: { giveAccess: () => answered(deskPurchase({ purchase_id: 40 })) } });
    const panel = await openPanel('Agregar acceso');
    await packageOptions(panel);
    await userEvent.selectOptions(field(panel, /^Paquete/), '3');
    await userEvent.click(within(panel).getByRole('button', { name: 'Agregar acceso' }));
    await screen.findByText('¡Acceso agregado!');
    expect(deskCustomers.calls.giveAccess).toEqual([[{ customer_id: 2, class_package_id: 3, package_days: null, is_gift: true, bill: false, payment_method_id: null }]]);
  });

  it("'Restar clases' refuses a bad amount, then sends how many", async () => {
    const { deskCustomers } = await openCustomer({ customers: { removeClasses: () => answered({ removed: 3, remaining: 4 }) } });
    const panel = await openPanel('Restar clases');
    const amount = field(panel, /^Clases a restar/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.click(within(panel).getByRole('button', { name: 'Restar clases' }));
    expect(within(panel).getByText('Escribe un número de clases entre 1 y 1000.')).toBeTruthy();
    await userEvent.clear(amount);
    await userEvent.type(amount, '3');
    await userEvent.click(within(panel).getByRole('button', { name: 'Restar clases' }));
    expect(await screen.findByText('¡Clases Restadas!')).toBeTruthy();
    expect(deskCustomers.calls.removeClasses).toEqual([[2, 3]]);
    await reloaded(deskCustomers);
  });

  it("shows the server's refusal and keeps the panel open", async () => {
    const { deskCustomers } = await openCustomer();
    const panel = await openPanel('Restar clases');
    await userEvent.click(within(panel).getByRole('button', { name: 'Restar clases' }));
    expect(await screen.findByText('removeClasses was not set here')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Restar clases' })).toBeTruthy();
    expect(deskCustomers.calls.summary).toHaveLength(1);
  });
});

describe("a customer's page: reservations and penalties", SLOW, () => {
  const cancelUpcoming = async (returnCredit: boolean) => {
    const { deskCustomers } = await openCustomer({ customers: { cancelReservation: () => answered(deskReservation({ class_reservation_id: 82, deletedAt: '2026-11-26T16:00:00.000Z' })) } });
    await userEvent.click(await within(section('Reservaciones')).findByRole('button', { name: /^Cancelar Yoga del / }));
    const panel = await screen.findByRole('dialog', { name: 'Cancelar reservación' });
    expect(within(panel).getByText(/^¿Cancelar la clase de Yoga del .* a las 09:00\?$/)).toBeTruthy();
    const credit = within(panel).getByRole('checkbox', { name: /^Devolver el crédito a la clienta/ });
    expect((credit as HTMLInputElement).checked).toBe(true);
    if (!returnCredit) await userEvent.click(credit);
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancelar clase' }));
    expect(await screen.findByText('Reservación cancelada.')).toBeTruthy();
    await waitFor(() => expect(deskCustomers.calls.reservations).toHaveLength(2));
    return deskCustomers.calls.cancelReservation;
  };

  it('cancels an upcoming reservation giving her credit back', async () => {
    expect(await cancelUpcoming(true)).toEqual([[82, true]]);
  });

  it('cancels an upcoming reservation keeping the credit (a late cancellation)', async () => {
    expect(await cancelUpcoming(false)).toEqual([[82, false]]);
  });

  it("'Quitar penalización' asks 'Precaución', then lifts the active penalty", async () => {
    const { deskCustomers } = await openCustomer({ customers: { liftPenalty: () => answered({ penalty_id: 51, customer_id: 2, reason: 'x', end_date: '2026-11-26T16:00:00.000Z' }) } });
    await userEvent.click(within(section('Penalizaciones')).getByRole('button', { name: 'Quitar penalización' }));
    const dialog = await confirmWith('Quitar penalización');
    expect(dialog.textContent).toContain('¿Quitar la penalización de Lucía Martínez? Podrá reservar de inmediato.');
    expect(await screen.findByText('Penalización eliminada.')).toBeTruthy();
    expect(deskCustomers.calls.liftPenalty).toEqual([[51]]);
  });

  it("'Reservar clase' lists a full class as 'Llena', and it cannot be chosen unless she waits for it", async () => {
    // She is on class 102's waitlist (busyCustomer): an offer of hers may keep a place the count shows taken.
    const days = deskDays([], [
      deskClass({ single_class_id: 110, class_date: '2026-11-27T14:00:00.000Z' }),
      deskClass({ single_class_id: 120, class_date: '2026-11-27T16:00:00.000Z', capacity: 2, reservation_count: 2 }),
      deskClass({ single_class_id: 102, class_date: '2026-11-27T18:00:00.000Z', capacity: 2, reservation_count: 2 }),
    ]);
    await openCustomer({ desk: { days: () => answered(days) } });
    const panel = await openPanel('Reservar clase');
    await waitFor(() => expect(within(field(panel, /^Clase/)).getAllByRole('option')).toHaveLength(4));
    const option = (value: string) => within(field(panel, /^Clase/)).getAllByRole('option').find((one) => (one as HTMLOptionElement).value === value) as HTMLOptionElement;
    expect(option('120').disabled).toBe(true);
    expect(option('120').textContent).toMatch(/\(2 de 2 lugares\) · Llena$/);
    expect(option('110').disabled).toBe(false);
    expect(option('110').textContent).not.toContain('Llena');
    expect(option('102').disabled).toBe(false);
    expect(option('102').textContent).toMatch(/ · Llena, está en su lista de espera$/);
  });

  it("'Reservar clase' books her in a class of the coming two weeks", async () => {
    const days = deskDays([deskClass()], [deskClass({ single_class_id: 110, class_date: '2026-11-27T14:00:00.000Z' })]);
    const { desk, deskCustomers } = await openCustomer({
      desk: { days: () => answered(days) },
      customers: { reserve: () => answered(deskReservation({ class_reservation_id: 90 })) },
    });
    const panel = await openPanel('Reservar clase');
    await waitFor(() => expect(within(field(panel, /^Clase/)).getAllByRole('option')).toHaveLength(2));
    expect(desk.calls.days[0]).toEqual([{ start_date: '2026-11-26', end_date: '2026-12-09' }]);
    await userEvent.click(within(panel).getByRole('button', { name: 'Reservar clase' }));
    expect(within(panel).getByText('Elige una clase.')).toBeTruthy();
    await userEvent.selectOptions(field(panel, /^Clase/), '110');
    await userEvent.type(field(panel, /^Invitado/), 'Marta');
    await userEvent.click(within(panel).getByRole('button', { name: 'Reservar clase' }));
    expect(await screen.findByText('Reservación registrada.')).toBeTruthy();
    expect(deskCustomers.calls.reserve).toEqual([[{ single_class_id: 110, customer_id: 2, spot: null, guest: 'Marta' }]]);
  });
});

describe("a customer's page: the admin's profile edit", SLOW, () => {
  /**
   * Opens 'Editar perfil' on Lucía, who holds a value in each of the demo
   * studio's custom fields; the studio requires 'Teléfono de emergencia'
   * (only required custom fields are checked, spec 5).
   */
  const openEdit = async () => {
    const customer = deskCustomer({
      custom_values: [
        { custom_field_id: 1, key: 'talla_playera', value: 'M' },
        { custom_field_id: 2, key: 'contacto_emergencia', value: '5598765432' },
        { custom_field_id: 3, key: 'objetivo', value: 'Ganar flexibilidad.' },
      ],
    });
    const requirePhone = ({ api }: DemoPorts) => {
      const emergency = api.state.customFields.find((candidate) => candidate.key === 'contacto_emergencia');
      if (emergency) emergency.required = true;
    };
    const { deskCustomers } = renderAdmin('/admin/clientes/2', customerPagePorts({ ...busyCustomer(), customer }, { customers: { updateCustomer: () => answered(customer) } }), { prepare: requirePhone });
    await screen.findByRole('heading', { level: 1, name: 'Lucía Martínez' }, FIRST_LOAD);
    await userEvent.click(within(section('Perfil')).getByRole('button', { name: 'Editar' }));
    const panel = await screen.findByRole('dialog', { name: 'Editar perfil' });
    return { deskCustomers, panel, phone: () => field(panel, /^Teléfono de emergencia/), save: () => userEvent.click(within(panel).getByRole('button', { name: 'Guardar' })) };
  };

  it("edits her custom fields with the member area's inputs and sends them as custom_values", async () => {
    const { deskCustomers, panel, phone, save } = await openEdit();
    expect((phone() as HTMLInputElement).value).toBe('5598765432');
    await userEvent.click(within(panel).getByRole('combobox', { name: /Talla de playera/ }));
    await userEvent.click(await within(panel).findByRole('option', { name: 'G' }));
    await save();
    expect(await screen.findByText('Perfil actualizado con éxito.')).toBeTruthy();
    expect(deskCustomers.calls.updateCustomer).toEqual([[2, {
      name: 'Lucía', last_name: 'Martínez', phone: '5512345671', birthdate: '1990-04-12', instagram: null,
      custom_values: [{ custom_field_id: 1, value: 'G' }, { custom_field_id: 2, value: '5598765432' }, { custom_field_id: 3, value: 'Ganar flexibilidad.' }],
    }]]);
    await reloaded(deskCustomers);
  });

  it('refuses a bad custom value in Spanish under its field, with the focus on it, and sends nothing', async () => {
    const { deskCustomers, panel, phone, save } = await openEdit();
    await userEvent.clear(phone());
    await userEvent.type(phone(), '123');
    await save();
    expect(await within(panel).findByText('El formato del teléfono no es correcto.')).toBeTruthy();
    expect(within(panel).getByRole('alert').textContent).toBe('Revisa el campo: Teléfono de emergencia');
    await waitFor(() => expect(document.activeElement).toBe(phone()));
    expect(deskCustomers.calls.updateCustomer).toHaveLength(0);
  });

  it('checks her custom fields in the same go as the rest of the form', async () => {
    const { deskCustomers, panel, phone, save } = await openEdit();
    await userEvent.clear(field(panel, /^Nombre/));
    await userEvent.clear(phone());
    await save();
    await waitFor(() => expect(phone().getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(phone().getAttribute('aria-describedby') ?? '')?.textContent).toBe('Debes llenar este campo.');
    expect(field(panel, /^Nombre/).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field(panel, /^Nombre/)));
    expect(deskCustomers.calls.updateCustomer).toHaveLength(0);
  });
});
