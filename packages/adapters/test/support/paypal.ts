/**
 * A fake of PayPal's REST API for the real server in the contract suites,
 * answered in-process through the `fetch` PayPal's client takes (no port):
 * OAuth client credentials, and orders (create, capture, read) as PayPal
 * answers them. The buyer's approval in PayPal's window is `approve`; an
 * order not approved refuses its capture with ORDER_NOT_APPROVED.
 * (The server's own suite has a fuller one over HTTP, with plans and
 * subscriptions: packages/server/test/http/support/fake-paypal.ts.)
 */
export interface ContractPayPal {
  /** What the server's `payments.paypal` takes. */
  readonly options: { readonly clientId: string; readonly clientSecret: string; readonly apiBase: string; readonly fetch: typeof fetch };
  /** The buyer approved this order in PayPal's window. */
  approve(orderId: string): void;
}

interface Order {
  readonly id: string;
  readonly amount: { readonly currency_code: string; readonly value: string };
  approved: boolean;
  captured: Record<string, unknown> | null;
}

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const refusal = (status: number, issue: string): Response => json(status, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue }] });

export const createContractPayPal = (): ContractPayPal => {
  const orders = new Map<string, Order>();
  const answered = new Map<string, Response>();
  let next = 0;
  const view = (order: Order) => ({ id: order.id, status: order.captured ? 'COMPLETED' : order.approved ? 'APPROVED' : 'CREATED', ...(order.captured ?? {}) });

  const capture = (order: Order): Response => {
    if (order.captured) return refusal(422, 'ORDER_ALREADY_CAPTURED');
    if (!order.approved) return refusal(422, 'ORDER_NOT_APPROVED');
    next += 1;
    order.captured = { purchase_units: [{ payments: { captures: [{ id: `CAP-CONTRATO-${next}`, status: 'COMPLETED', amount: order.amount }] } }] };
    return json(201, view(order));
  };

  const route = (method: string, path: string, body: Record<string, unknown>): Response => {
    if (path === '/v1/oauth2/token') return json(200, { access_token: 'contract-token', token_type: 'Bearer', expires_in: 32_400 });
    if (method === 'POST' && path === '/v2/checkout/orders') {
      next += 1;
      const unit = (body.purchase_units as { amount: Order['amount'] }[] | undefined)?.[0];
      const order: Order = { id: `ORDER-CONTRATO-${next}`, amount: unit?.amount ?? { currency_code: '', value: '' }, approved: false, captured: null };
      orders.set(order.id, order);
      return json(201, { id: order.id, status: 'CREATED' });
    }
    const [, id, action] = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path) ?? [];
    const order = id === undefined ? undefined : orders.get(decodeURIComponent(id));
    if (!order) return refusal(404, 'INVALID_RESOURCE_ID');
    if (method === 'POST' && action) return capture(order);
    return json(200, view(order));
  };

  const fakeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const text = typeof init?.body === 'string' ? init.body : '';
    const body = text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {};
    const requestId = new Headers(init?.headers).get('paypal-request-id');
    const known = requestId === null ? undefined : answered.get(requestId);
    if (known) return known.clone();
    const answer = route(init?.method ?? 'GET', url.pathname, body);
    if (requestId !== null) answered.set(requestId, answer.clone());
    return answer;
  }) as typeof fetch;

  return {
    options: { clientId: 'contract-paypal-client', clientSecret: 'contract-paypal-secret', apiBase: 'https://paypal.contract.test', fetch: fakeFetch },
    approve: (orderId) => {
      const order = orders.get(orderId);
      if (!order) throw new Error(`PayPal has no order ${orderId}`);
      order.approved = true;
    },
  };
};
