/** Small fetch helpers for the contract's /api calls, used by the smoke tests and to prepare journeys. */

/** The demo accounts of the runtime contract (shared/contract.md). */
export const demo = {
  password: 'demo1234',
  admin: 'admin@estudio.test',
  socia: 'socia@estudio.test',
  nueva: 'nueva@estudio.test',
  recepcion: 'recepcion@estudio.test',
} as const;

const CALL_TIMEOUT_MS = 15_000;

/** Status and parsed JSON body of a response (null when it has none). */
export interface JsonAnswer<T = unknown> {
  status: number;
  body: T;
}

/** Sends a JSON request and reads the answer, whatever its status. */
export const callJson = async <T = unknown>(
  baseUrl: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<JsonAnswer<T>> => {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      // A hung server fails the test naming the call instead of at the test's timeout.
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch (error) {
    throw new Error(`${method} ${path} got no answer: ${String(error)}`, { cause: error });
  }
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
};

/** The token answer of the contract's sign-in, sign-up and refresh. */
export interface Tokens {
  token: string;
  refresh_token: string;
  expires_in: number;
}

/** POST /api/auth/signin. */
export const apiSignIn = (baseUrl: string, email: string, password: string) =>
  callJson<Tokens | { code: string }>(baseUrl, '/api/auth/signin', { body: { email, password } });

/** Signs in and returns the ID token, failing loudly when the contract's account does not sign in. */
export const tokenFor = async (baseUrl: string, email: string, password: string = demo.password): Promise<string> => {
  const answer = await apiSignIn(baseUrl, email, password);
  if (answer.status !== 200 || !('token' in (answer.body as object))) {
    throw new Error(`Sign-in of ${email} answered ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return (answer.body as Tokens).token;
};

/** GET /api/customer as the given account: its customer record. */
export const currentCustomer = async (baseUrl: string, email: string, password: string = demo.password) => {
  const answer = await callJson<{ customer: { email: string; phone: string | null } }>(baseUrl, '/api/customer', {
    token: await tokenFor(baseUrl, email, password),
  });
  if (answer.status !== 200) throw new Error(`GET /api/customer as ${email} answered ${answer.status}`);
  return answer.body.customer;
};
