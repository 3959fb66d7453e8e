import { fileURLToPath } from 'node:url';
import { classPackages, paymentMethods } from '../../../packages/server/src/db/schema/index.js';
import type { LoadFigures } from '../load/figures.js';
import { runHttpLoad } from '../load/http.js';
import type { LoadShape } from '../load/loop.js';
import type { Studio } from '../studio/studio.js';
import { checkCheckoutInvariants, type CheckoutInvariants } from './checks.js';

/** Customers buying at once (issue 4: 50), each on her own connection. */
export const CHECKOUT_CONCURRENCY = 50;
/** Share of attempts that resend the customer's last key (a double click, a retry after a lost answer). */
export const RETRY_SHARE = 0.2;
/** What the benchmark sells: a 5-class pack, 500 MXN, bought with the contract's 4242 card. */
export const BENCH_PACKAGE = { title: 'Paquete benchmark 5 clases', price: '500.00', class_amount: 5, expiration_days: 30 } as const;

const hook = (name: string): string => fileURLToPath(new URL(`../load/${name}`, import.meta.url));

/** The checkout benchmark's figures and the invariants checked after it. */
export interface CheckoutResult {
  readonly database: Studio['kind'];
  readonly clients: number;
  readonly retryShare: number;
  /** Every answer (a retry answers the first purchase again, 200). */
  readonly answers: LoadFigures;
  /** Attempts answered 200 per second, retries included. */
  readonly attemptsPerSecond: number;
  /** Purchases made (warm-up included) and card charges taken. */
  readonly purchases: number;
  readonly charges: number;
  readonly invariants: CheckoutInvariants;
  readonly serverErrors: number;
}

/** The package on sale and the studio's card method, written straight in the database. */
const setUpSale = async (studio: Studio): Promise<number> => {
  await studio.db.insert(paymentMethods).values({ name: 'Tarjeta de crédito o débito', kind: 'card' });
  const [pkg] = await studio.db.insert(classPackages).values(BENCH_PACKAGE).returning({ id: classPackages.class_package_id });
  if (!pkg) throw new Error('The benchmark package was not written');
  return pkg.id;
};

const countOf = async (studio: Studio, packageId: number): Promise<number> =>
  Number((await studio.client.query('select count(*)::int as n from "purchases" where "class_package_id" = $1', [packageId])).rows[0]?.n ?? 0);

/**
 * `POST /api/checkout/attempt` from 50 customers at once for the measured
 * seconds, each buying the benchmark package with a 4242 token, a fifth of
 * the attempts a retry of the customer's last key. Then counts what must
 * never happen: a checkout charged twice, a charge without its purchase, a
 * paid purchase without its credits.
 */
export const benchCheckout = async (studio: Studio, shape: Omit<LoadShape, 'concurrency'>): Promise<CheckoutResult> => {
  const packageId = await setUpSale(studio);
  const card = await studio.payments.tokenize({ number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' });
  if (!card.ok) throw new Error(`The sandbox refused the 4242 card: ${card.refusal.code}`);
  const buyers = studio.plan.writers.slice(0, CHECKOUT_CONCURRENCY);
  const tokens = await Promise.all(buyers.map((person) => studio.tokenOf(person)));
  const chargesBefore = studio.payments.charges().length;
  // autocannon's worker thread copies this environment when it starts; its hooks read the plan from it.
  process.env.ESTUDIO_BENCH_CHECKOUT = JSON.stringify({ tokens, packageId, cardToken: card.card.token, retryShare: RETRY_SHARE });
  process.stderr.write(`[bench] checkout attempts on ${studio.kind}: ${buyers.length} customers…\n`);
  let answers: LoadFigures;
  try {
    answers = await runHttpLoad({
      url: studio.url,
      setupClient: hook('checkout-client.cjs'),
      requests: [{ method: 'POST', path: '/api/checkout/attempt', setupRequest: hook('checkout-request.cjs') }],
    }, { ...shape, concurrency: CHECKOUT_CONCURRENCY }, studio.idle);
  } finally {
    delete process.env.ESTUDIO_BENCH_CHECKOUT;
  }
  const charges = studio.payments.charges().slice(chargesBefore);
  return {
    database: studio.kind,
    clients: buyers.length,
    retryShare: RETRY_SHARE,
    answers,
    attemptsPerSecond: (answers.statuses['200'] ?? 0) / answers.seconds,
    purchases: await countOf(studio, packageId),
    charges: charges.length,
    invariants: await checkCheckoutInvariants(studio.client, charges, { packageId, classes: BENCH_PACKAGE.class_amount }),
    serverErrors: studio.serverErrors(),
  };
};
