import { describe, expect, it } from 'vitest';
import { readPayments } from '../../src/config.js';
import { silentLogger, startServer } from '../../src/index.js';

const card = { number: '4242 4242 4242 4242', cvc: '123', exp_month: 12, exp_year: 2099 };

/** POST /api/sandbox/card_tokens on a running server: its status and body. */
const tokenise = async (url: string): Promise<{ status: number; body: Record<string, unknown> }> => {
  const response = await fetch(`${url}/api/sandbox/card_tokens`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(card),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('the sandbox card processor runs in local mode only', () => {
  it('tokenises the contract’s test cards with the embedded database (npm start, no DATABASE_URL)', async () => {
    const server = await startServer({ port: 0, dataDir: 'memory://', webDist: null, logger: silentLogger, payments: readPayments({}) });
    try {
      const answer = await tokenise(server.url);
      expect(answer.status).toBe(200);
      expect(answer.body.card_token).toMatchObject({ brand: 'visa', last4: '4242', token: expect.stringMatching(/^tok_sandbox_/) });
    } finally {
      await server.close();
    }
  }, 60_000);

  it('is off for a deployment configured for PostgreSQL without STRIPE_SECRET_KEY: no card is taken', async () => {
    // The environment of a PostgreSQL deployment, served here on an embedded database.
    const server = await startServer({ port: 0, dataDir: 'memory://', webDist: null, logger: silentLogger, payments: readPayments({ DATABASE_URL: 'postgres://u@h/db' }) });
    try {
      expect((await tokenise(server.url)).status).toBe(404);
      const methods = (await (await fetch(`${server.url}/api/payment_methods`)).json()) as { payment_methods: { kind: string }[] };
      expect(methods.payment_methods.map((method) => method.kind)).not.toContain('card');
    } finally {
      await server.close();
    }
  }, 60_000);
});
