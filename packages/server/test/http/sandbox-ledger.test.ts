/**
 * The sandbox card processor's idempotency lives in the database (issue 13:
 * nothing that decides correctness in one process's memory): two server
 * processes, each with its own sandbox, answer one key with one charge.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { sandboxCharges } from '../../src/db/schema/index.js';
import { sandboxGateway, type ChargeRequest, type SandboxGateway } from '../../src/payments/index.js';
import { CARDS } from './support/checkout.js';
import { onEachDatabase } from './support/harness.js';

const clock = { now: () => Date.UTC(2026, 2, 4, 12) };
/** The key both processes load from `secrets`: one studio, one signing key. */
const signingKey = new Uint8Array(32).fill(3);

const tokenOf = async (gateway: SandboxGateway, number: string): Promise<string> => {
  const result = await gateway.tokenize({ number, exp_month: 12, exp_year: 2099, cvc: '123' });
  if (!result.ok) throw new Error(`${number} did not tokenise`);
  return result.card.token;
};

const request = (token: string, idempotencyKey: string): ChargeRequest =>
  ({ amount: 850, currency: 'MXN', token, idempotencyKey, description: 'Paquete 10 clases' });

onEachDatabase('the sandbox ledger shared by every server process', (h) => {
  const rowsOf = async (key: string) => h().db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotency_key, key));

  it('answers a key charged on two processes with its first charge, and keeps one row', async () => {
    const [one, two] = [sandboxGateway({ clock, key: signingKey }), sandboxGateway({ clock, key: signingKey })];
    const token = await tokenOf(one, CARDS.paid);
    const key = `ledger-${randomUUID()}`;
    const first = await h().db.transaction((tx) => one.charge({ ...request(token, key), ledger: tx }));
    const again = await h().db.transaction((tx) => two.charge({ ...request(token, key), ledger: tx }));
    expect(first.status).toBe('paid');
    expect(again).toEqual(first);
    expect([one.charges().length, two.charges().length]).toEqual([1, 0]);
    const rows = await rowsOf(key);
    expect(rows.map((row) => [row.amount, row.last4, row.result])).toEqual([['850.00', '4242', first]]);
  });

  it('charges once when two processes charge one key at the same moment (PGlite: one after the other)', async () => {
    const gateways = [sandboxGateway({ clock, key: signingKey }), sandboxGateway({ clock, key: signingKey })];
    const token = await tokenOf(gateways[0] as SandboxGateway, CARDS.paid);
    const key = `ledger-${randomUUID()}`;
    const answers = await Promise.all(gateways.map((gateway) => h().db.transaction((tx) => gateway.charge({ ...request(token, key), ledger: tx }))));
    expect(answers[1]).toEqual(answers[0]);
    expect(gateways.map((gateway) => gateway.charges().length).sort()).toEqual([0, 1]);
    expect(await rowsOf(key)).toHaveLength(1);
  });

  it('keeps a refusal as the answer of its key, and forgets a charge whose transaction rolled back', async () => {
    const gateway = sandboxGateway({ clock, key: signingKey });
    const declined = `ledger-${randomUUID()}`;
    const refusal = await h().db.transaction(async (tx) => gateway.charge({ ...request(await tokenOf(gateway, CARDS.insufficientFunds), declined), ledger: tx }));
    expect(refusal).toEqual({ status: 'refused', refusal: { status: 402, code: 'card_declined/insufficient_funds' } });
    expect((await rowsOf(declined)).map((row) => row.result)).toEqual([refusal]);

    const undone = `ledger-${randomUUID()}`;
    const token = await tokenOf(gateway, CARDS.paid);
    await expect(h().db.transaction(async (tx) => {
      await gateway.charge({ ...request(token, undone), ledger: tx });
      throw new Error('the purchase failed after the charge');
    })).rejects.toThrow('the purchase failed');
    expect(await rowsOf(undone)).toEqual([]);
  });
});
