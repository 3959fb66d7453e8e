import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { stripeGateway, type StripeGateway } from '../../../src/payments/index.js';
import { readBody } from './read-body.js';

/** One request the Stripe SDK sent, as the fake read it. */
export interface StripeRequest {
  readonly method: string;
  readonly path: string;
  readonly idempotencyKey: string | null;
  readonly authorization: string | null;
  /** The form body, flat: 'metadata[purchase_id]' → '12'. */
  readonly form: Readonly<Record<string, string>>;
}

type Json = Record<string, unknown>;

/** PaymentMethods the fake knows: what attaching or charging each does (Stripe's own test ids). */
export const TEST_METHODS = {
  visa: 'pm_card_visa',
  insufficientFunds: 'pm_card_chargeDeclinedInsufficientFunds',
  authenticationRequired: 'pm_card_authenticationRequired',
} as const;

/** The Stripe account of the tests. */
export const STRIPE_SECRET = 'sk_test_estudio';
export const WEBHOOK_SECRET = 'whsec_estudio_test';

/**
 * A fake Stripe API on 127.0.0.1 for the real `stripe` SDK: it answers the
 * calls the adapter makes with canned objects, records every request, and
 * honours idempotency keys as Stripe does (the same key answers the first
 * response, so a retry creates nothing new).
 */
export interface FakeStripe {
  readonly base: string;
  readonly requests: StripeRequest[];
  /** Objects created, by id. */
  readonly objects: Map<string, Json>;
  /** When true every call answers 500 (Stripe down). */
  down: boolean;
  /** Holds every answer until the returned function is called (a slow Stripe). */
  hold(): () => void;
  /** A gateway over this fake (no network retries, so failures show at once). */
  gateway(): StripeGateway;
  /** Requests to a path (method and path, e.g. 'POST /v1/payment_intents'). */
  calls(route: string): StripeRequest[];
  close(): Promise<void>;
}

const cardError = (code: string, decline: string | null) => ({
  status: 402,
  body: { error: { type: 'card_error', code, ...(decline ? { decline_code: decline } : {}), message: 'Your card was declined.' } },
});

const missing = (id: string) => ({ status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'` } } });

const metadataOf = (form: Readonly<Record<string, string>>): Json => {
  const metadata: Json = {};
  for (const [key, value] of Object.entries(form)) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
};

type Answer = { readonly status: number; readonly body: Json };

/**
 * Updating a subscription (a test puts one in `objects`): cancel_at_period_end
 * as asked; one already canceled is refused, as Stripe refuses it.
 */
const updateSubscription = (objects: Map<string, Json>, id: string, form: Readonly<Record<string, string>>): Answer => {
  const found = objects.get(id);
  if (!found || found.object !== 'subscription') return missing(id);
  if (found.status === 'canceled') {
    return { status: 400, body: { error: { type: 'invalid_request_error', message: 'A canceled subscription can only update its cancellation_details and metadata.' } } };
  }
  const updated = { ...found, cancel_at_period_end: form.cancel_at_period_end === 'true' };
  objects.set(id, updated);
  return { status: 200, body: updated };
};

/** The fake's routes: create, retrieve, attach, detach, update a subscription. */
const route = (fake: { objects: Map<string, Json>; next: (prefix: string) => string }, method: string, path: string, form: Readonly<Record<string, string>>): Answer => {
  const { objects } = fake;
  const store = (object: Json): Answer => {
    objects.set(String(object.id), object);
    return { status: 200, body: object };
  };
  const found = (id: string): Answer => {
    const object = objects.get(id);
    return object ? { status: 200, body: object } : missing(id);
  };
  const metadata = metadataOf(form);
  if (method === 'POST' && path === '/v1/customers') return store({ id: fake.next('cus'), object: 'customer', email: form.email, metadata });
  if (method === 'POST' && path === '/v1/coupons') return store({ id: fake.next('co'), object: 'coupon', amount_off: Number(form.amount_off), duration: form.duration });
  if (method === 'POST' && path === '/v1/payment_intents') return createIntent(fake, form, metadata, store);
  if (method === 'POST' && path === '/v1/setup_intents') {
    const id = fake.next('seti');
    return store({ id, object: 'setup_intent', client_secret: `${id}_secret_fake`, status: 'requires_payment_method', customer: form.customer ?? null, usage: form.usage, metadata });
  }
  if (method === 'POST' && path === '/v1/checkout/sessions') {
    const id = fake.next('cs');
    return store({
      id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}`, status: 'open', mode: form.mode,
      customer: form.customer ?? null, client_reference_id: form.client_reference_id, metadata,
    });
  }
  const attach = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path);
  if (method === 'POST' && attach?.[1]) {
    const id = decodeURIComponent(attach[1]);
    if (id === TEST_METHODS.insufficientFunds) return cardError('card_declined', 'insufficient_funds');
    if (!id.startsWith('pm_')) return missing(id);
    return store({ id, object: 'payment_method', card: { brand: 'visa', last4: '4242' }, customer: form.customer ?? null });
  }
  const detach = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(path);
  if (method === 'POST' && detach?.[1]) return found(decodeURIComponent(detach[1]));
  const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
  if (method === 'POST' && subscription?.[1]) return updateSubscription(objects, decodeURIComponent(subscription[1]), form);
  const read = /^\/v1\/(payment_intents|setup_intents|checkout\/sessions|payment_methods|subscriptions)\/([^/]+)$/.exec(path);
  if (method === 'GET' && read?.[2]) {
    const id = decodeURIComponent(read[2]);
    // Stripe's test PaymentMethods exist before anyone attaches them.
    if (read[1] === 'payment_methods' && id.startsWith('pm_card_') && !objects.has(id)) {
      return { status: 200, body: { id, object: 'payment_method', card: { brand: 'visa', last4: '4242' }, customer: null } };
    }
    return found(id);
  }
  return missing(path);
};

/** A PaymentIntent: confirmed at once when asked (by its PaymentMethod's test id), else waiting for the browser. */
const createIntent = (fake: { next: (prefix: string) => string }, form: Readonly<Record<string, string>>, metadata: Json, store: (object: Json) => Answer): Answer => {
  const method = form.payment_method ?? null;
  if (form.confirm === 'true' && method === TEST_METHODS.insufficientFunds) return cardError('card_declined', 'insufficient_funds');
  const id = fake.next('pi');
  const status = form.confirm !== 'true' ? 'requires_payment_method' : method === TEST_METHODS.authenticationRequired ? 'requires_action' : 'succeeded';
  return store({
    id, object: 'payment_intent', client_secret: `${id}_secret_fake`, amount: Number(form.amount), currency: form.currency, status,
    amount_received: status === 'succeeded' ? Number(form.amount) : 0, customer: form.customer ?? null, payment_method: method,
    setup_future_usage: form.setup_future_usage ?? null, metadata,
  });
};

/** Starts the fake Stripe on 127.0.0.1 (a free port). */
export const startFakeStripe = async (): Promise<FakeStripe> => {
  const requests: StripeRequest[] = [];
  const objects = new Map<string, Json>();
  const remembered = new Map<string, Answer>();
  let counter = 0;
  const state = { objects, next: (prefix: string) => `${prefix}_fake${++counter}` };
  const fake = { down: false };
  let gate: Promise<void> | null = null;
  const hold = (): (() => void) => {
    let release = () => {};
    gate = new Promise<void>((resolve) => { release = resolve; });
    return () => {
      gate = null;
      release();
    };
  };
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const text = await readBody(request);
    const form = Object.fromEntries(new URLSearchParams(text));
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const key = (request.headers['idempotency-key'] as string | undefined) ?? null;
    requests.push({ method: request.method ?? '', path: url.pathname, idempotencyKey: key, authorization: request.headers.authorization ?? null, form });
    if (gate) await gate;
    const answer: Answer = fake.down
      ? { status: 500, body: { error: { type: 'api_error', message: 'Stripe is down (fake)' } } }
      : key && remembered.has(key) ? remembered.get(key) as Answer : route(state, request.method ?? '', url.pathname, form);
    if (key && !fake.down) remembered.set(key, answer);
    response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` });
    response.end(JSON.stringify(answer.body));
  };
  const server: Server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    base, requests, objects, hold,
    gateway: () => stripeGateway({ secretKey: STRIPE_SECRET, webhookSecret: WEBHOOK_SECRET, apiBase: base, maxNetworkRetries: 0 }),
    calls: (name: string) => requests.filter((request) => `${request.method} ${request.path}` === name),
    close: () => new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    }),
  });
};
