import { ProviderUnavailable } from '../provider-error.js';

/** The PayPal REST app the server works with (PAYPAL_* variables). */
export interface PayPalOptions {
  /** PAYPAL_CLIENT_ID (public: the browser's PayPal script loads with it too). */
  readonly clientId: string;
  /** PAYPAL_CLIENT_SECRET. */
  readonly clientSecret: string;
  /** PAYPAL_API_BASE; default PayPal's sandbox, https://api-m.sandbox.paypal.com (live: https://api-m.paypal.com). */
  readonly apiBase?: string | undefined;
  /** Milliseconds before a request is given up. Default 20 s. */
  readonly timeoutMs?: number | undefined;
  /** PAYPAL_WEBHOOK_ID: the id PayPal gave the webhook the studio registered; without it no PayPal webhook verifies (404). */
  readonly webhookId?: string | undefined;
  /** Replaces the global fetch (tests). */
  readonly fetch?: typeof fetch | undefined;
}

/** PayPal's sandbox: where a studio that set no base tries its integration first. */
export const PAYPAL_SANDBOX_BASE = 'https://api-m.sandbox.paypal.com';

/** A 4xx of PayPal's: its HTTP status and the issue it names ('INSTRUMENT_DECLINED', 'ORDER_NOT_APPROVED'…). */
export class PayPalRefusal extends Error {
  override name = 'PayPalRefusal';

  constructor(
    readonly status: number,
    readonly issue: string,
  ) {
    super(`PayPal answered ${status} ${issue}`);
  }
}

/** What one call sends. */
export interface PayPalCall {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: unknown;
  /** A JSON body sent as written (a webhook event verified as PayPal delivered it, byte for byte); instead of `body`. */
  readonly rawBody?: string | undefined;
  /** PayPal-Request-Id: PayPal answers a repeated call with the first one's result. */
  readonly requestId?: string | undefined;
}

/** The REST client: `call` answers the JSON body, throws `PayPalRefusal` on a 4xx and `ProviderUnavailable` otherwise. */
export interface PayPalClient {
  call<T>(request: PayPalCall): Promise<T>;
}

interface Token {
  readonly value: string;
  readonly expiresAt: number;
}

/** The first issue PayPal names in an error body: details[0].issue, else its name. */
const issueOf = (body: unknown): string => {
  const value = (body ?? {}) as { name?: unknown; details?: { issue?: unknown }[] };
  const detail = value.details?.[0]?.issue;
  return typeof detail === 'string' ? detail : typeof value.name === 'string' ? value.name : 'UNKNOWN';
};

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return {};
  }
};

/**
 * A small fetch client of PayPal's REST API: an OAuth client-credentials
 * token kept until a minute before it expires (and fetched again once on a
 * 401), JSON bodies, `PayPal-Request-Id` for idempotency, a timeout. A
 * network failure or a 5xx is `ProviderUnavailable`.
 */
export const payPalClient = (options: PayPalOptions): PayPalClient => {
  const base = (options.apiBase ?? PAYPAL_SANDBOX_BASE).replace(/\/+$/, '');
  const send = options.fetch ?? fetch;
  const timeout = options.timeoutMs ?? 20_000;
  let token: Token | null = null;

  const fetchOr = async (path: string, init: RequestInit): Promise<Response> => {
    try {
      return await send(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeout) });
    } catch (error) {
      throw new ProviderUnavailable('paypal', `${path}: ${error instanceof Error ? error.message : 'unreachable'}`, { cause: error });
    }
  };

  const accessToken = async (): Promise<string> => {
    if (token && token.expiresAt > Date.now()) return token.value;
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const response = await fetchOr('/v1/oauth2/token', {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: 'grant_type=client_credentials',
    });
    const body = (await readJson(response)) as { access_token?: unknown; expires_in?: unknown };
    if (!response.ok || typeof body.access_token !== 'string') throw new ProviderUnavailable('paypal', `token refused (${response.status})`);
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 300;
    token = { value: body.access_token, expiresAt: Date.now() + Math.max(0, seconds - 60) * 1000 };
    return token.value;
  };

  const once = async (request: PayPalCall): Promise<Response> => {
    const body = request.rawBody ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
    return fetchOr(request.path, {
      method: request.method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        accept: 'application/json',
        prefer: 'return=representation',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(request.requestId ? { 'paypal-request-id': request.requestId } : {}),
      },
      ...(body === undefined ? {} : { body }),
    });
  };

  return {
    async call<T>(request: PayPalCall): Promise<T> {
      let response = await once(request);
      if (response.status === 401) {
        token = null;
        response = await once(request);
      }
      const body = await readJson(response);
      if (response.ok) return body as T;
      if (response.status >= 400 && response.status < 500) throw new PayPalRefusal(response.status, issueOf(body));
      throw new ProviderUnavailable('paypal', `${request.method} ${request.path} answered ${response.status}`);
    },
  };
};
