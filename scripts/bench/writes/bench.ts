import { fileURLToPath } from 'node:url';
import type { LoadFigures } from '../load/figures.js';
import { runHttpLoad } from '../load/http.js';
import type { LoadShape } from '../load/loop.js';
import { BUSY_STUDIO } from '../studio/shape.js';
import type { Studio } from '../studio/studio.js';
import { checkWriteInvariants, type WriteInvariants } from './checks.js';

/** Clients of the write benchmark: each a distinct customer on her own connection. */
export const WRITE_CONCURRENCY = BUSY_STUDIO.writers;
/** The soonest bookable classes, which a share of the bookings aim at. */
const HOT_CLASSES = 10;
const HOT_SHARE = 0.3;
/** Bookable: starting more than an hour from now (past the 30-minute window), within two weeks. */
const TARGETS = `
  select "single_class_id" from "single_classes"
  where "cancelled_at" is null and "class_package_id" is null and "class_date" > $1 and "class_date" < $2
  order by "class_date", "single_class_id"`;
const LIVE_PLACES = 'select count(*)::int as n from "class_reservations" where "deleted_at" is null';

const HOUR = 60 * 60 * 1000;
const hook = (name: string): string => fileURLToPath(new URL(`../load/${name}`, import.meta.url));

/** The write benchmark's figures and the invariants checked after it. */
export interface WritesResult {
  readonly database: Studio['kind'];
  readonly clients: number;
  readonly classes: { readonly hot: number; readonly all: number };
  /** Every answer, refusals included (a full class answers 409). */
  readonly answers: LoadFigures;
  /** 201s per second. */
  readonly writesPerSecond: number;
  /** Live places added by the warm-up and the measured run. */
  readonly placesBooked: number;
  readonly invariants: WriteInvariants;
  readonly serverErrors: number;
}

const livePlaces = async (studio: Studio): Promise<number> => Number((await studio.client.query(LIVE_PLACES)).rows[0]?.n ?? 0);

/**
 * `POST /api/class_reservations` from 100 customers at once, each with a
 * credit, for the measured seconds: random upcoming classes, 30 % of the
 * bookings on the 10 soonest. Then counts what must never happen: classes
 * over capacity, spots held twice, credits spent twice.
 */
export const benchWrites = async (studio: Studio, shape: Omit<LoadShape, 'concurrency'>): Promise<WritesResult> => {
  const now = Date.now();
  const targets = (await studio.client.query(TARGETS, [new Date(now + HOUR).toISOString(), new Date(now + 14 * 24 * HOUR).toISOString()]))
    .rows.map((row) => Number(row.single_class_id));
  if (targets.length === 0) throw new Error('The busy studio has no bookable class in the next two weeks');
  const writers = studio.plan.writers;
  const tokens = await Promise.all(writers.map((person) => studio.tokenOf(person)));
  const before = await livePlaces(studio);
  // autocannon's worker thread copies this environment when it starts; its hooks read the plan from it.
  process.env.ESTUDIO_BENCH_WRITES = JSON.stringify({ tokens, hot: targets.slice(0, HOT_CLASSES), all: targets, hotShare: HOT_SHARE });
  process.stderr.write(`[bench] reservation writes on ${studio.kind}: ${writers.length} customers…\n`);
  let answers: LoadFigures;
  try {
    answers = await runHttpLoad({
      url: studio.url,
      setupClient: hook('customer-client.cjs'),
      requests: [{ method: 'POST', path: '/api/class_reservations', setupRequest: hook('reserve-request.cjs') }],
    }, { ...shape, concurrency: WRITE_CONCURRENCY }, studio.idle);
  } finally {
    delete process.env.ESTUDIO_BENCH_WRITES;
  }
  return {
    database: studio.kind,
    clients: writers.length,
    classes: { hot: Math.min(HOT_CLASSES, targets.length), all: targets.length },
    answers,
    writesPerSecond: (answers.statuses['201'] ?? 0) / answers.seconds,
    placesBooked: (await livePlaces(studio)) - before,
    invariants: await checkWriteInvariants(studio.client, {
      customerIds: writers.map((person) => person.customerId), startBalance: BUSY_STUDIO.writerCredits,
    }),
    serverErrors: studio.serverErrors(),
  };
};
