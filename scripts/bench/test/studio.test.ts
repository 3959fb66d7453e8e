import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askOnce, CUSTOMER_SEARCHES } from '../customers/bench.js';
import { countScheduleAnswer } from '../schedule/answer.js';
import { readScheduleBySql, type SqlRead } from '../schedule/route-sql.js';
import { BUSY_STUDIO } from '../studio/shape.js';
import { withStudio, type Studio } from '../studio/studio.js';
import { checkWriteInvariants, invariantsHold } from '../writes/checks.js';

/** What the route answers, counted the way `readScheduleBySql` counts. */
const readByRoute = async (studio: Studio, token: string | null): Promise<SqlRead> => {
  const { week } = studio.plan;
  const response = await fetch(`${studio.url}/api/single_class?start_date=${week.startDate}&end_date=${week.endDate}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.status).toBe(200);
  return countScheduleAnswer(await response.json());
};

/** The busy studio on PGlite, kept open for the whole file (withStudio closes it when `release` resolves). */
const openStudio = () => {
  let release: () => void = () => undefined;
  let done: Promise<void> = Promise.resolve();
  const ready = new Promise<Studio>((resolve, reject) => {
    done = withStudio({ kind: 'pglite' }, (studio) => {
      resolve(studio);
      return new Promise<void>((finish) => { release = finish; });
    }).catch(reject);
  });
  return { ready, close: async () => { release(); await done; } };
};

describe('the benchmarks on the busy studio (PGlite)', () => {
  const opened = openStudio();
  let studio: Studio;
  beforeAll(async () => {
    studio = await opened.ready;
  });
  afterAll(async () => {
    await opened.close();
  });

  it('reads through bare SQL exactly what the route answers, anonymous and signed in', async () => {
    const anonymous = await readByRoute(studio, null);
    expect(anonymous.classes).toBe(420);
    expect(anonymous.mine).toBe(0);
    expect(await readScheduleBySql(studio.client, studio.plan.week, null)).toEqual(anonymous);
    const signedIn = await readByRoute(studio, await studio.tokenOf(studio.plan.reader));
    expect(signedIn.mine).toBeGreaterThan(0);
    expect(await readScheduleBySql(studio.client, studio.plan.week, studio.plan.reader.uid)).toEqual(signedIn);
  });

  it('answers each customer search to the front desk, the plain list holding every customer, and refuses a customer', async () => {
    const desk = await studio.tokenOf(studio.plan.desk);
    const answers = [];
    for (const search of CUSTOMER_SEARCHES) {
      answers.push(await askOnce(studio, search, desk, search.query === null ? studio.plan.customers.length : undefined));
    }
    expect(answers.map((answer) => answer.total > 0 && answer.rows > 0)).toEqual(CUSTOMER_SEARCHES.map(() => true));
    const [search] = CUSTOMER_SEARCHES;
    if (!search) throw new Error('No customer search');
    await expect(askOnce(studio, search, await studio.tokenOf(studio.plan.reader))).rejects.toThrow(/403/);
  });

  it('finds no broken invariant in the seeded studio', async () => {
    const writers = { customerIds: studio.plan.writers.map((writer) => writer.customerId), startBalance: BUSY_STUDIO.writerCredits };
    const found = await checkWriteInvariants(studio.client, writers);
    expect(found).toEqual({ overCapacityClasses: 0, doublyTakenSpots: 0, doubleSpentCredits: 0, lostCredits: 0 });
    expect(invariantsHold(found)).toBe(true);
  });

  it('counts each broken invariant once it is broken', async () => {
    const { client, plan } = studio;
    const [first, second, third] = plan.writers;
    if (!first || !second || !third) throw new Error('The plan has fewer than three writers');
    const full = plan.reservations[0];
    if (!full) throw new Error('The plan has no reservation');
    // A class whose capacity drops under its places; a spot held twice (past the index that forbids it).
    await client.query('update "single_classes" set "capacity" = 0 where "single_class_id" = $1', [full.single_class_id]);
    await client.query('drop index "class_reservations_spot_unique"');
    await client.query('insert into "class_reservations" ("single_class_id", "customer_id", "spot") values ($1, $2, $3)',
      [full.single_class_id, first.customerId, full.spot]);
    // A place paid with a credit whose balance never moved; a class taken from a credit with no place for it.
    await client.query('insert into "class_reservations" ("single_class_id", "customer_id", "available_class_id") values ($1, $2, $3)',
      [plan.classes.at(-1)?.row.single_class_id, second.customerId, second.customerId]);
    await client.query('update "available_classes" set "available_classes" = "available_classes" - 1 where "customer_id" = $1', [third.customerId]);
    const found = await checkWriteInvariants(client, {
      customerIds: plan.writers.map((writer) => writer.customerId), startBalance: BUSY_STUDIO.writerCredits,
    });
    expect(found).toEqual({ overCapacityClasses: 1, doublyTakenSpots: 1, doubleSpentCredits: 1, lostCredits: 1 });
    expect(invariantsHold(found)).toBe(false);
  });
});
