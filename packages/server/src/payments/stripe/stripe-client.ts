import Stripe from 'stripe';

/** The Stripe account the server charges with (STRIPE_* variables). */
export interface StripeOptions {
  /** STRIPE_SECRET_KEY (sk_live_… or sk_test_…). */
  readonly secretKey: string;
  /** STRIPE_WEBHOOK_SECRET (whsec_…): without it no webhook verifies, so browser payments never settle. */
  readonly webhookSecret?: string | undefined;
  /** STRIPE_API_BASE: another API origin (a local mock, tests), e.g. 'http://127.0.0.1:12111'. */
  readonly apiBase?: string | undefined;
  /** Retries of a request that failed on the network (the SDK keeps our idempotency key). Default 2. */
  readonly maxNetworkRetries?: number | undefined;
  /** Milliseconds before a request is given up. Default 20 s. */
  readonly timeoutMs?: number | undefined;
}

/** The SDK's host, port and protocol for an API base URL. */
const baseOf = (apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> => {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
};

/** The Stripe SDK for these options; no telemetry headers (nothing about our latency leaves with requests). */
export const createStripeClient = (options: StripeOptions): Stripe =>
  new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
    telemetry: false,
    ...baseOf(options.apiBase),
  });

/** Pesos as Stripe counts them: centavos, a whole number. */
export const centavos = (amount: number): number => Math.round(amount * 100);

/** Centavos back to pesos with 2 decimals. */
export const pesos = (cents: number): number => Math.round(cents) / 100;
