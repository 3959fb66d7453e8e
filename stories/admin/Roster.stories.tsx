import type { Meta, StoryObj } from '@storybook/react-vite';
import { appError, type DeskCustomerApi, type Roster } from '@estudio/core';
import {
  customerSummary, deskCredit, deskCustomer, deskReservation, deskRoster, reservationCustomer, rosterWaitlistEntry,
} from '../../packages/web-react/src/features/admin/testing/deskFixtures.js';
import { answered, deskCustomersStub, deskStub, failed, never } from '../../packages/web-react/src/features/admin/testing/deskStub.js';
import { mobile } from '../.storybook/mobile.js';
import { adminScreen, desktop, Elsewhere } from './adminStory.js';

const booked = [
  deskReservation({ attend: true }),
  deskReservation({ class_reservation_id: 82, customer_id: 3, customer: reservationCustomer(3, 'Ana', 'Gómez'), is_cash: true, is_paid: false, spot: '3', guest: 'Marta' }),
  deskReservation({ class_reservation_id: 83, customer_id: 4, customer: reservationCustomer(4, 'Sofía', 'Ramírez'), attend: false }),
  deskReservation({ class_reservation_id: 84, customer_id: 5, customer: reservationCustomer(5, 'Valeria', 'Torres'), is_cash: true, is_paid: true, spot: '8' }),
  deskReservation({ class_reservation_id: 85, customer_id: 6, customer: reservationCustomer(6, 'Eva', 'Luna'), deletedAt: '2026-11-25T18:00:00.000Z' }),
];
const waiting = [rosterWaitlistEntry(5, 'Carla', 'Soto'), rosterWaitlistEntry(6, 'Renata', 'Vega')];

/** The 07:00 Yoga's roster; its marks answer as the server would, and the walk-in finds Paola. */
const roster = (read: DeskCustomerApi['roster'], route = '/admin/clases/101') =>
  adminScreen(route, {
    desk: deskStub({ search: () => answered([deskCustomer({ customer_id: 9, name: 'Paola', last_name: 'Ruiz', email: 'paola@ejemplo.mx' })]) }),
    deskCustomers: deskCustomersStub({
      roster: read,
      updateReservation: (id, body) => answered({ ...(booked.find((item) => item.class_reservation_id === id) ?? deskReservation()), ...body }),
      attendAll: () => answered([]),
      summary: () => answered(customerSummary({ credits: [deskCredit({ customer_id: 9, available_classes: 3 })] })),
    }),
  });
const of = (value: Roster) => () => answered(value);

const meta = { title: 'Admin/Lista de clase', render: () => <Elsewhere /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Marked, unmarked, cash due and paid, a cancelled one, and a waitlist the class has room for. */
export const Full: Story = { name: 'Con reservaciones', parameters: roster(of(deskRoster(booked, waiting))), globals: desktop };
export const Phone: Story = { name: 'Con reservaciones (móvil)', parameters: roster(of(deskRoster(booked, waiting))), globals: mobile };
/** Full: 'Pasar a la clase' waits for a free place. */
export const FullClass: Story = { name: 'Clase llena con lista de espera', parameters: roster(of(deskRoster(booked, waiting, { capacity: 4 }))), globals: desktop };
/** Issue 16: a no-show recorded this morning (until when it can be corrected) and one past its 72 hours (why nothing can be tapped). */
const noShows = [
  deskReservation({ attend: false, no_show_at: '2026-11-26T15:00:00.000Z' }),
  deskReservation({ class_reservation_id: 86, customer_id: 7, customer: reservationCustomer(7, 'Julia', 'Pérez'), attend: false, no_show_at: '2026-11-22T15:00:00.000Z', is_cash: true, is_paid: false }),
];
export const NoShows: Story = { name: 'Faltas registradas', parameters: roster(of(deskRoster(noShows))), globals: desktop };
export const NoShowsPhone: Story = { name: 'Faltas registradas (móvil)', parameters: roster(of(deskRoster(noShows))), globals: mobile };
export const Empty: Story = { name: 'Sin reservaciones', parameters: roster(of(deskRoster([]))), globals: desktop };
export const Loading: Story = { name: 'Cargando', parameters: roster(() => never()), globals: desktop };
export const Failed: Story = { name: 'Error', parameters: roster(() => failed()), globals: desktop };
export const NotFound: Story = {
  name: 'No encontrada',
  parameters: roster(() => failed(appError('http/404', 'No encontrada', 404)), '/admin/clases/999'),
  globals: desktop,
};
