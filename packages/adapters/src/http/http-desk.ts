import { customerAdminEndpoints, deskEndpoints, err, ok, type DeskApi } from '@estudio/core';
import type { HttpClient } from './http-client.js';
import { bindersOf } from './binders.js';

/**
 * core's DeskApi (the back office's front desk) over HTTP. Its own entry
 * (`@estudio/adapters/desk`), so only the admin area's chunk carries it; it
 * shares the app's client (its token, refresh throttle and XSRF echo).
 */
export const createHttpDeskApi = (http: HttpClient): DeskApi => {
  const { answer, done } = bindersOf(http);
  return {
    // The whole body: the page's rows, the total over all pages, and whether the count stopped at its cap.
    customers: async (query) => {
      const result = await http.call(deskEndpoints.customerAdminList, { query });
      if (!result.ok) return err(result.error);
      const { customers, total, total_capped: capped } = result.value;
      return ok({ customers, total, ...(capped ? { total_capped: true } : {}) });
    },
    customer: (id) => answer(customerAdminEndpoints.customerAdminOne, { params: { id } }),
    search: (text, limit) => answer(customerAdminEndpoints.customerQuery, { query: { query: text, ...(limit ? { limit } : {}) } }),
    createCustomer: (body) => answer(customerAdminEndpoints.customerCreate, { body }),
    days: (query) => answer(deskEndpoints.deskDays, { query }),
    team: () => answer(deskEndpoints.teamList),
    invite: (body) => answer(deskEndpoints.teamInvite, { body }),
    setRole: (uid, role) => answer(deskEndpoints.teamRole, { params: { uid }, body: { role } }),
    removeMember: (uid) => done(deskEndpoints.teamRemove, { params: { uid } }),
  };
};
