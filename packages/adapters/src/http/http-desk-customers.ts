import {
  checkoutEndpoints, customerAdminEndpoints, deskCustomerEndpoints, err, ok, reservationEndpoints, type DeskCustomerApi,
} from '@estudio/core';
import type { HttpClient } from './http-client.js';
import { bindersOf } from './binders.js';

/**
 * core's DeskCustomerApi over HTTP: one customer's page and a class's
 * roster in the back office. In `@estudio/adapters/desk` with DeskApi, so
 * only the admin chunk carries it.
 */
export const createHttpDeskCustomerApi = (http: HttpClient): DeskCustomerApi => {
  const { answer } = bindersOf(http);
  const e = deskCustomerEndpoints;
  return {
    summary: (customerId) => answer(e.customerAdminSummary, { params: { id: customerId } }),
    // The whole body: the page's entries and the total over all pages.
    history: async (customerId, page) => {
      const result = await http.call(e.customerHistory, { params: { id: customerId }, query: page ? { page } : {} });
      return result.ok ? ok({ history: result.value.history, total: result.value.total }) : err(result.error);
    },
    updateCustomer: (customerId, body) => answer(e.customerAdminUpdate, { params: { id: customerId }, body }),
    giveAccess: (body) => answer(customerAdminEndpoints.customerGiveAccess, { body }),
    revokeAccess: (purchaseId) => answer(customerAdminEndpoints.customerRevokeAccess, { body: { purchase_id: purchaseId } }),
    removeClasses: async (customerId, amount) => {
      const result = await http.call(customerAdminEndpoints.customerRemoveClasses, { body: { customer_id: customerId, amount } });
      return result.ok ? ok({ removed: result.value.removed, remaining: result.value.remaining }) : err(result.error);
    },
    markPaid: (purchaseId) => answer(checkoutEndpoints.purchaseMarkPaid, { params: { id: purchaseId } }),
    cancelSubscription: (purchaseId, reason) => answer(checkoutEndpoints.purchaseCancel, { params: { id: purchaseId }, body: { reason } }),
    sell: async (sale) => {
      const result = await http.call(checkoutEndpoints.checkoutAdmin, { body: sale });
      return result.ok ? ok({ purchase_id: result.value.purchase_id }) : err(result.error);
    },
    reservations: (query) => answer(reservationEndpoints.reservationsAdminList, { query }),
    reserve: (body) => answer(reservationEndpoints.reservationCreate, { body }),
    cancelReservation: (reservationId, returnCredit) =>
      answer(e.reservationDeskCancel, { params: { id: reservationId }, body: { return_credit: returnCredit } }),
    updateReservation: (reservationId, body) => answer(reservationEndpoints.reservationUpdate, { params: { id: reservationId }, body }),
    liftPenalty: (penaltyId) => answer(e.penaltyLift, { params: { id: penaltyId } }),
    roster: (singleClassId) => answer(e.rosterOne, { params: { id: singleClassId } }),
    attendAll: (singleClassId) => answer(e.rosterAttendAll, { params: { id: singleClassId }, body: { attend: true } }),
    promote: (waitlistId) => answer(e.waitlistPromote, { params: { id: waitlistId } }),
  };
};
