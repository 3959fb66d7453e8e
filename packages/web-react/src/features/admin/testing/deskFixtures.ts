import type {
  AdminClassReservation, AuditEntry, AvailableClass, Customer, CustomerListRow, CustomerSummary, DeskClass, DeskDay, Invoice, Purchase,
  ReservationPenalty, Roster, RosterWaitlistEntry, TeamMember, Waitlist,
} from '@estudio/core';
import { classFixture, LIVE_RESERVATION } from '@estudio/core/testing';

/** 10:00 in Mexico City on Thursday 26 November 2026: the moment the fixtures are written for (tests and stories). */
export const DESK_NOW = Date.parse('2026-11-26T16:00:00Z');

/** A class of 'Hoy' for tests and stories: 07:00 Yoga at Roma, 8 of 12 taken, unless told otherwise. */
export const deskClass = (overrides: Partial<DeskClass> = {}): DeskClass => {
  const { mine: _mine, ...base } = classFixture(Date.parse('2026-11-26T13:00:00.000Z'), {
    single_class_id: 101,
    duration_minutes: 50,
    reservation_count: 8,
    class_type: { class_type_id: 1, name: 'Yoga', icon: null, spot_map: null },
    class_instructors: [{ instructor: { instructor_id: 1, name: 'Sofía', last_name: 'Ramos', nick_name: null, file: null } }],
    location: { location_id: 1, name: 'Roma', address: null },
  });
  return { ...base, waitlist_count: 0, ...overrides };
};

/** Today (26 Nov 2026) and tomorrow, as the desk reads them. */
export const deskDays = (today: DeskClass[], tomorrow: DeskClass[] = []): DeskDay[] => [
  { date: '2026-11-26', classes: today },
  { date: '2026-11-27', classes: tomorrow },
];

/** A row of the customer list. */
export const customerRow = (overrides: Partial<CustomerListRow> = {}): CustomerListRow => ({
  customer_id: 2,
  name: 'Lucía',
  last_name: 'Martínez',
  email: 'socia@estudio.test',
  phone: '5512345671',
  role: 'customer',
  created_at: '2026-07-29T18:00:00.000Z',
  last_visit: '2026-11-24T13:00:00.000Z',
  credits_left: 7,
  membership: { title: 'Paquete 10 clases', expires_at: '2026-12-28T05:59:59.000Z' },
  ...overrides,
});

/** A customer as the desk reads her whole: Lucía Martínez (id 2), a customer since July. */
export const deskCustomer = (overrides: Partial<Customer> = {}): Customer => ({
  customer_id: 2,
  uid: 'demo-socia',
  name: 'Lucía',
  last_name: 'Martínez',
  email: 'socia@estudio.test',
  phone: '5512345671',
  instagram: null,
  birthdate: '1990-04-12',
  signup_reason: null,
  other: null,
  file: null,
  address: null,
  has_unlimited: false,
  unlimited_membership_expiration: null,
  role: 'customer',
  accepted_pages: [],
  purchases: [],
  custom_values: [],
  created_at: '2026-07-29T18:00:00.000Z',
  ...overrides,
});

/** A purchase of 'Paquete 10 clases' (id 31), active, paid by card, unless told otherwise. */
export const deskPurchase = (overrides: Partial<Purchase> = {}): Purchase => ({
  purchase_id: 31,
  title: 'Paquete 10 clases',
  class_package: { class_package_id: 3, title: 'Paquete 10 clases', is_online: false },
  class_package_id: 3,
  amount: 1200,
  total_payment: 1200,
  status: 'active',
  class_amount: 10,
  createdAt: '2026-11-02T17:00:00.000Z',
  created_at: '2026-11-02T17:00:00.000Z',
  updatedAt: '2026-11-02T17:00:00.000Z',
  cancelledAt: null,
  customer: { email: 'socia@estudio.test' },
  payment_method: { name: 'Tarjeta de crédito o débito', instructions: null, kind: 'card' },
  payment_method_id: 2,
  subscription_id: null,
  subscription_period: null,
  subscription_interval: null,
  expiration_days: 60,
  free_trial_length: null,
  free_trial_period: null,
  is_gift: false,
  ...overrides,
});

/** Credits she can use: 7 classes of any type until 1 January 2027, unless told otherwise. */
export const deskCredit = (overrides: Partial<AvailableClass> = {}): AvailableClass => ({
  available_class_id: 41,
  customer_id: 2,
  purchase_id: 31,
  class_type_id: null,
  class_types: null,
  allowed_times: null,
  available_classes: 7,
  expiration_date: '2027-01-01T05:59:59.000Z',
  ...overrides,
});

/** A penalty that ends on 30 November 2026 (active on the tests' 26 November). */
export const deskPenalty = (overrides: Partial<ReservationPenalty> = {}): ReservationPenalty => ({
  penalty_id: 51,
  customer_id: 2,
  reason: 'No asistió a 3 clases',
  end_date: '2026-11-30T18:00:00.000Z',
  ...overrides,
});

/** A charge of the 10-class package, paid. */
export const deskInvoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  invoice_id: 61,
  purchase_id: 31,
  customer_id: 2,
  title: 'Paquete 10 clases',
  total_payment: 1200,
  status: 'completed',
  created_at: '2026-11-02T17:00:00.000Z',
  createdAt: '2026-11-02T17:00:00.000Z',
  subscription_period: null,
  subscription_interval: null,
  purchase_status: 'active',
  ...overrides,
});

/** A desk class as the member API reads it (a reservation's or a waitlist entry's class): no waitlist count, no `mine`. */
const scheduleClass = (klass: Partial<DeskClass>) => {
  const { waitlist_count: _waitlist, ...single } = deskClass(klass);
  return { ...single, mine: null };
};

/** Her place on the waitlist of Saturday's full Yoga. */
export const deskWaitlist = (overrides: Partial<Waitlist> = {}): Waitlist => ({
  waitlist_id: 71,
  single_class_id: 102,
  customer_id: 2,
  createdAt: '2026-11-25T20:00:00.000Z',
  single_class: scheduleClass({ single_class_id: 102, class_date: '2026-11-28T15:00:00.000Z', reservation_count: 12 }),
  ...overrides,
});

/** A customer's summary: nothing unless told (each list empty). */
export const customerSummary = (overrides: Partial<CustomerSummary> = {}): CustomerSummary => ({
  purchases: [],
  credits: [],
  penalties: [],
  invoices: [],
  waitlists: [],
  ...overrides,
});

/** Who a reservation belongs to, from a customer row's names. */
export const reservationCustomer = (id: number, name: string, lastName: string) => ({
  customer_id: id,
  name,
  last_name: lastName,
  email: `${name.toLowerCase()}@estudio.test`,
  phone: null,
});

/**
 * A reservation with its customer: Lucía in 26 November's 07:00 Yoga
 * (id 81), paid with credits and not marked, unless told otherwise
 * (a cash booking says `is_cash: true, is_paid: false`).
 * `class` overrides the class it is for.
 */
export const deskReservation = (overrides: Partial<AdminClassReservation> = {}, klass: Partial<DeskClass> = {}): AdminClassReservation => {
  const single = scheduleClass(klass);
  return {
    class_reservation_id: 81,
    single_class_id: single.single_class_id,
    customer_id: 2,
    ...LIVE_RESERVATION,
    createdAt: '2026-11-20T18:00:00.000Z',
    single_class: single,
    customer: reservationCustomer(2, 'Lucía', 'Martínez'),
    ...overrides,
  };
};

/** A roster of the 07:00 Yoga: the class (as `deskClass` with `klass`), its reservations and waitlist. */
export const deskRoster = (reservations: AdminClassReservation[], waitlist: RosterWaitlistEntry[] = [], klass: Partial<DeskClass> = {}): Roster => ({
  single_class: deskClass({ reservation_count: reservations.filter((item) => item.deletedAt === null).length, waitlist_count: waitlist.length, ...klass }),
  reservations,
  waitlist,
});

/** Someone on a roster's waitlist. */
export const rosterWaitlistEntry = (id: number, name: string, lastName: string): RosterWaitlistEntry => ({
  waitlist_id: id,
  customer: reservationCustomer(100 + id, name, lastName),
  createdAt: '2026-11-25T20:00:00.000Z',
});

/** A member of the team: the demo admin herself unless told otherwise. */
export const teamMember = (overrides: Partial<TeamMember> = {}): TeamMember => ({
  uid: 'demo-admin',
  email: 'admin@estudio.test',
  name: 'Admin',
  last_name: 'Demo',
  role: 'admin',
  invited: false,
  created_at: '2026-01-10T18:00:00.000Z',
  ...overrides,
});

/** A line of a customer's history: the admin registered her, unless told otherwise. */
export const auditEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  audit_id: 91,
  action: 'customer.create',
  customer_id: 2,
  actor: { uid: 'demo-admin', email: 'admin@estudio.test', name: 'Admin Demo', role: 'admin' },
  created_at: '2026-07-29T18:00:00.000Z',
  details: {},
  ...overrides,
});
