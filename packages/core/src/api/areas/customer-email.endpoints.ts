import type { Endpoint } from '../endpoint.js';

/**
 * POST /customer/email/confirm: the link e-mailed to a new address (issue 5),
 * a customer route (`customer.routes.ts`). It has a module of its own
 * (`customerEmailEndpoints`) so that only the lazily loaded client chunk that
 * calls it carries it: the customer endpoints are in the landing's first load.
 */
export const customerEmailConfirm = {
  id: 'customerEmailConfirm', method: 'POST', path: '/customer/email/confirm', responseKey: 'ok',
} as const satisfies Endpoint<'customerEmailConfirm'>;
