import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { crc32 } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { payPalProvider, type SubscriptionProvider } from '../../../src/payments/index.js';
import { readBody } from './read-body.js';

/** One request PayPal received, as the fake read it. */
export interface PayPalRequest {
  readonly method: string;
  readonly path: string;
  readonly requestId: string | null;
  readonly authorization: string | null;
  readonly body: unknown;
}

type Json = Record<string, unknown>;
type Answer = { readonly status: number; readonly body: Json };

/** The PayPal app of the tests. */
export const PAYPAL_CLIENT = { clientId: 'paypal-client-id', clientSecret: 'paypal-client-secret' } as const;
const ACCESS_TOKEN = 'A21_fake_token';

/** The id PayPal gave the webhook the tests' studio registered (PAYPAL_WEBHOOK_ID). */
export const PAYPAL_WEBHOOK_ID = 'WH-FAKE-8PT597110X687430LKGECATA';

/** The fake's signing key: it stands for PayPal's certificate (the fake signs with an HMAC where PayPal signs with RSA). */
const SIGNING_KEY = 'fake-paypal-signing-key';
const CERT_URL = 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-fake';

/**
 * What PayPal signs for a delivery: `transmission_id|transmission_time|webhook_id|crc32(body)`
 * (PayPal's own scheme, with the fake's key).
 */
const deliverySignature = (transmissionId: string, time: string, webhookId: string, body: string): string =>
  createHmac('sha256', SIGNING_KEY).update(`${transmissionId}|${time}|${webhookId}|${crc32(body)}`).digest('base64');

/** The signature headers of one delivery, as PayPal sends them. */
export type DeliveryHeaders = Record<'paypal-transmission-id' | 'paypal-transmission-time' | 'paypal-transmission-sig' | 'paypal-cert-url' | 'paypal-auth-algo', string>;

/**
 * verify-webhook-signature: SUCCESS when the signature is the fake's over
 * the event exactly as delivered (read from the request's raw text, as
 * PayPal checks the bytes it sent) for the webhook id asked about, with
 * PayPal's certificate and algorithm; else FAILURE. A request without the
 * fields is PayPal's 400.
 */
const verifyDelivery = (raw: string): Answer => {
  const marker = raw.indexOf('"webhook_event":');
  if (marker < 0 || !raw.endsWith('}')) return problem(400, 'INVALID_REQUEST');
  const event = raw.slice(marker + '"webhook_event":'.length, -1);
  const fields = parse(`${raw.slice(0, marker)}"webhook_event":null}`) as Json | string | null;
  if (!fields || typeof fields !== 'object') return problem(400, 'INVALID_REQUEST');
  const names = ['transmission_id', 'transmission_time', 'transmission_sig', 'cert_url', 'auth_algo', 'webhook_id'] as const;
  if (names.some((name) => typeof fields[name] !== 'string' || fields[name] === '')) return problem(400, 'INVALID_REQUEST');
  const [id, time, sig, cert, algo, webhookId] = names.map((name) => fields[name] as string) as [string, string, string, string, string, string];
  const signed = cert === CERT_URL && algo === 'SHA256withRSA' && sig === deliverySignature(id, time, webhookId, event);
  return { status: 200, body: { verification_status: signed ? 'SUCCESS' : 'FAILURE' } };
};

interface FakeOrder {
  readonly id: string;
  readonly amount: { currency_code: string; value: string };
  approved: boolean;
  declines: boolean;
  captured: Json | null;
}

/**
 * A fake PayPal REST API on 127.0.0.1: OAuth client credentials, orders
 * (create, capture, read), catalog products, billing plans, subscriptions.
 * It honours PayPal-Request-Id (the same id answers the first response) and
 * lets tests play the buyer: approve an order, decline one, approve a
 * subscription to a plan.
 */
export interface FakePayPal {
  readonly base: string;
  readonly requests: PayPalRequest[];
  readonly plans: Map<string, Json>;
  down: boolean;
  /** The PayPal adapter over this fake, its webhooks verified for `webhookId` (default PAYPAL_WEBHOOK_ID). */
  provider(webhookId?: string): SubscriptionProvider;
  calls(route: string): PayPalRequest[];
  /** The buyer approved the order in PayPal's window. */
  approve(orderId: string): void;
  /** The buyer's funding source will be refused at capture. */
  decline(orderId: string): void;
  /** A subscription's status as PayPal holds it now ('ACTIVE', 'CANCELLED'…), or undefined. */
  statusOf(id: string): string | undefined;
  /** A subscription the buyer approved: to `planId`, in `status`, with an optional custom_id. */
  subscribe(id: string, planId: string, status?: string, customId?: string): void;
  /** The headers PayPal would send delivering `body` to the webhook `webhookId` (default the tests' PAYPAL_WEBHOOK_ID). */
  sign(body: string, webhookId?: string): DeliveryHeaders;
  close(): Promise<void>;
}

const problem = (status: number, issue: string): Answer => ({ status, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue }] } });

const parse = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
};

interface State {
  readonly orders: Map<string, FakeOrder>;
  readonly plans: Map<string, Json>;
  readonly subscriptions: Map<string, Json>;
  next(prefix: string): string;
}

const orderView = (order: FakeOrder): Json => ({ id: order.id, status: order.captured ? 'COMPLETED' : order.approved ? 'APPROVED' : 'CREATED', ...(order.captured ?? {}) });

const capture = (state: State, id: string): Answer => {
  const order = state.orders.get(id);
  if (!order) return problem(404, 'INVALID_RESOURCE_ID');
  if (order.captured) return problem(422, 'ORDER_ALREADY_CAPTURED');
  if (!order.approved) return problem(422, 'ORDER_NOT_APPROVED');
  if (order.declines) return problem(422, 'INSTRUMENT_DECLINED');
  order.captured = { purchase_units: [{ payments: { captures: [{ id: state.next('CAP'), status: 'COMPLETED', amount: order.amount }] } }] };
  return { status: 201, body: orderView(order) };
};

/** Cancels a subscription: 204; one cancelled before is 422 SUBSCRIPTION_STATUS_INVALID, as PayPal answers. */
const cancelSubscription = (state: State, id: string): Answer => {
  const found = state.subscriptions.get(id);
  if (!found) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
  if (found.status === 'CANCELLED') return problem(422, 'SUBSCRIPTION_STATUS_INVALID');
  state.subscriptions.set(id, { ...found, status: 'CANCELLED' });
  return { status: 204, body: {} };
};

const route = (state: State, method: string, path: string, body: Json): Answer => {
  if (method === 'POST' && path === '/v2/checkout/orders') {
    const unit = (body.purchase_units as { amount: FakeOrder['amount'] }[] | undefined)?.[0];
    const order: FakeOrder = { id: state.next('ORDER'), amount: unit?.amount ?? { currency_code: '', value: '' }, approved: false, declines: false, captured: null };
    state.orders.set(order.id, order);
    return { status: 201, body: { id: order.id, status: 'CREATED' } };
  }
  const captureMatch = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
  if (method === 'POST' && captureMatch?.[1]) return capture(state, decodeURIComponent(captureMatch[1]));
  const orderMatch = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path);
  if (method === 'GET' && orderMatch?.[1]) {
    const order = state.orders.get(decodeURIComponent(orderMatch[1]));
    return order ? { status: 200, body: orderView(order) } : problem(404, 'INVALID_RESOURCE_ID');
  }
  if (method === 'POST' && path === '/v1/catalogs/products') return { status: 201, body: { id: state.next('PROD'), name: body.name } };
  if (method === 'POST' && path === '/v1/billing/plans') {
    const plan = { ...body, id: state.next('P') };
    state.plans.set(String(plan.id), plan);
    return { status: 201, body: plan };
  }
  const cancel = /^\/v1\/billing\/subscriptions\/([^/]+)\/cancel$/.exec(path);
  if (method === 'POST' && cancel?.[1]) return cancelSubscription(state, decodeURIComponent(cancel[1]));
  const subscription = /^\/v1\/billing\/subscriptions\/([^/]+)$/.exec(path);
  if (method === 'GET' && subscription?.[1]) {
    const found = state.subscriptions.get(decodeURIComponent(subscription[1]));
    return found ? { status: 200, body: found } : { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
  }
  return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
};

/** Starts the fake PayPal on 127.0.0.1 (a free port). */
export const startFakePayPal = async (): Promise<FakePayPal> => {
  const requests: PayPalRequest[] = [];
  const remembered = new Map<string, Answer>();
  let counter = 0;
  const state: State = { orders: new Map(), plans: new Map(), subscriptions: new Map(), next: (prefix) => `${prefix}-FAKE${++counter}` };
  const fake = { down: false };
  const basic = `Basic ${Buffer.from(`${PAYPAL_CLIENT.clientId}:${PAYPAL_CLIENT.clientSecret}`).toString('base64')}`;
  const answerOf = (method: string, path: string, authorization: string | null, body: unknown, requestId: string | null, raw: string): Answer => {
    if (fake.down) return { status: 503, body: { name: 'SERVICE_UNAVAILABLE' } };
    if (path === '/v1/oauth2/token') {
      return authorization === basic && body === 'grant_type=client_credentials'
        ? { status: 200, body: { access_token: ACCESS_TOKEN, token_type: 'Bearer', expires_in: 32_400 } }
        : { status: 401, body: { error: 'invalid_client' } };
    }
    if (authorization !== `Bearer ${ACCESS_TOKEN}`) return { status: 401, body: { name: 'AUTHENTICATION_FAILURE' } };
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') return verifyDelivery(raw);
    const known = requestId ? remembered.get(requestId) : undefined;
    if (known) return known;
    const answer = route(state, method, path, (body ?? {}) as Json);
    if (requestId) remembered.set(requestId, answer);
    return answer;
  };
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const raw = await readBody(request);
    const body = parse(raw);
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const requestId = (request.headers['paypal-request-id'] as string | undefined) ?? null;
    const authorization = request.headers.authorization ?? null;
    requests.push({ method: request.method ?? '', path, requestId, authorization, body });
    const answer = answerOf(request.method ?? '', path, authorization, body, requestId, raw);
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  };
  const server: Server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const order = (id: string): FakeOrder => {
    const found = state.orders.get(id);
    if (!found) throw new Error(`No order ${id}`);
    return found;
  };
  return Object.assign(fake, {
    base, requests, plans: state.plans,
    provider: (webhookId: string | undefined = PAYPAL_WEBHOOK_ID) => payPalProvider({ ...PAYPAL_CLIENT, apiBase: base, webhookId }),
    calls: (name: string) => requests.filter((request) => `${request.method} ${request.path}` === name),
    approve: (id: string) => { order(id).approved = true; },
    decline: (id: string) => { order(id).declines = true; },
    statusOf: (id: string) => state.subscriptions.get(id)?.status as string | undefined,
    subscribe: (id: string, planId: string, status = 'ACTIVE', customId?: string) => {
      state.subscriptions.set(id, { id, status, plan_id: planId, ...(customId === undefined ? {} : { custom_id: customId }) });
    },
    sign: (payload: string, webhookId: string = PAYPAL_WEBHOOK_ID): DeliveryHeaders => {
      counter += 1;
      const transmissionId = `b2384410-fake-11e9-${counter}`;
      const time = new Date().toISOString();
      return {
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': deliverySignature(transmissionId, time, webhookId, payload),
        'paypal-cert-url': CERT_URL,
        'paypal-auth-algo': 'SHA256withRSA',
      };
    },
    close: () => new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    }),
  });
};
