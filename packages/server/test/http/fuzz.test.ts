import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../../src/db/schema/index.js';
import { rowCounts, tableNames } from './support/db-inspect.js';
import { DEMO, onEachDatabase, type Harness } from './support/harness.js';
import { nearValid, type SampleHints } from './support/json-schema.js';
import { operationsOf, urlFor, type Operation } from './support/openapi.js';

/** Enough to find a crash in a handler, few enough that the suite runs in seconds. */
const RUNS = 25;

const withBody = operationsOf().filter((operation) => operation.body !== undefined);

interface Context {
  readonly tokens: readonly string[];
  readonly tables: readonly string[];
  readonly hints: SampleHints;
}

/**
 * Sends `body` with each token: every answer is a 4xx or a success, never a
 * 5xx, and a refused request leaves every table's row count as it was.
 */
const probe = async (h: Harness, context: Context, operation: Operation, body: unknown): Promise<void> => {
  const url = await urlFor(h.db, operation, context.hints);
  for (const token of context.tokens) {
    const before = await rowCounts(h.db, context.tables);
    const answer = await h.request(operation.method, url, { token, raw: JSON.stringify(body) });
    expect(answer.status, `${operation.id} ${JSON.stringify(body)} → ${answer.text}`).toBeLessThan(500);
    expect(answer.status).toBeGreaterThanOrEqual(200);
    if (answer.status >= 400) expect(await rowCounts(h.db, context.tables), `${operation.id} wrote on ${answer.status}`).toEqual(before);
  }
};

onEachDatabase('fuzzed bodies on every route with a body', (h) => {
  let context: Context;
  beforeAll(async () => {
    const [page] = await h().db.select().from(pages).limit(1);
    context = {
      tokens: [(await h().signIn(DEMO.socia)).token, (await h().signIn(DEMO.staff)).token, (await h().signIn(DEMO.admin)).token],
      tables: await tableNames(h().db),
      hints: { page_id: page?.page_id ?? 1 },
    };
  });

  it('has routes with bodies to fuzz', () => {
    expect(withBody.length).toBeGreaterThan(5);
  });

  describe.each(withBody.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))('%s', (_title, operation) => {
    it('answers arbitrary JSON with a 4xx or a success, never a 5xx, and no partial write', async () => {
      await fc.assert(fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), (body) => probe(h(), context, operation, body)), { numRuns: RUNS });
      expect(h().logger.errors).toEqual([]);
    });

    it('answers near-valid objects (a wrong type, a missing field, too long) the same way', async () => {
      const schema = operation.body ?? {};
      await fc.assert(fc.asyncProperty(nearValid(schema, context.hints), (body) => probe(h(), context, operation, body)), { numRuns: RUNS });
      expect(h().logger.errors).toEqual([]);
    });
  });
});
