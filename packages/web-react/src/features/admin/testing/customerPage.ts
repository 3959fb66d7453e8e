import type { AdminClassReservation, Customer, CustomerSummary, DeskApi, DeskCustomerApi, HistoryResponse } from '@estudio/core';
import { auditEntry, customerSummary, deskCredit, deskCustomer, deskInvoice, deskPenalty, deskPurchase, deskReservation, deskWaitlist } from './deskFixtures.js';
import { answered, deskCustomersStub, deskStub } from './deskStub.js';

/** What a customer's page reads: her record, her summary, her reservations and her history's first page. */
export interface CustomerPageReads {
  readonly customer?: Customer;
  readonly summary?: CustomerSummary;
  readonly reservations?: AdminClassReservation[];
  readonly history?: HistoryResponse;
}

/** The calls a test or story sets besides the page's reads (the actions' answers, or a read that fails). */
export interface CustomerPageCalls {
  readonly desk?: Partial<DeskApi>;
  readonly customers?: Partial<DeskCustomerApi>;
}

/**
 * Stubs that answer a customer's page (Lucía, id 2) with `data`, empty
 * where not told, plus whatever `calls` sets.
 */
export const customerPagePorts = (data: CustomerPageReads = {}, calls: CustomerPageCalls = {}) => ({
  desk: deskStub({ customer: () => answered(data.customer ?? deskCustomer()), ...calls.desk }),
  deskCustomers: deskCustomersStub({
    summary: () => answered(data.summary ?? customerSummary()),
    reservations: () => answered(data.reservations ?? []),
    history: () => answered(data.history ?? { history: [], total: 0 }),
    ...calls.customers,
  }),
});

/** 26 November 2026's 07:00 Yoga (past at 10:00) and Saturday's 09:00 Yoga (ahead). */
export const pastAndUpcoming = (): AdminClassReservation[] => [
  deskReservation(),
  deskReservation({ class_reservation_id: 82, single_class_id: 105, spot: '4' }, { single_class_id: 105, class_date: '2026-11-28T15:00:00.000Z' }),
];

/** A pending cash purchase of 'Paquete 5 clases' (id 32), waiting for 'Marcar como pagado'. */
export const pendingCashPurchase = () =>
  deskPurchase({
    purchase_id: 32,
    title: 'Paquete 5 clases',
    class_package: { class_package_id: 2, title: 'Paquete 5 clases', is_online: false },
    class_package_id: 2,
    amount: 750,
    total_payment: 750,
    status: 'pending',
    payment_method: { name: 'Efectivo', instructions: null, kind: 'cash' },
    payment_method_id: 1,
  });

/** A customer with a bit of everything: two purchases, credits, an active penalty, a charge, a waitlist, two reservations, one history line. */
export const busyCustomer = (): CustomerPageReads => ({
  summary: customerSummary({
    purchases: [pendingCashPurchase(), deskPurchase()],
    credits: [deskCredit()],
    penalties: [deskPenalty()],
    invoices: [deskInvoice()],
    waitlists: [deskWaitlist()],
  }),
  reservations: pastAndUpcoming(),
  history: { history: [auditEntry()], total: 1 },
});
