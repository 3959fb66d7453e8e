import type { LoadFigures } from '../load/figures.js';
import { runHttpLoad } from '../load/http.js';
import { runLoop, type LoadShape } from '../load/loop.js';
import type { Studio } from '../studio/studio.js';
import { countScheduleAnswer } from './answer.js';
import { readScheduleBySql, type SqlRead } from './route-sql.js';

/** Connections (and SQL lanes) of the schedule benchmark. */
export const SCHEDULE_CONCURRENCY = 50;

/** The route and its bare SQL for one caller, and how much the layer costs. */
export interface ScheduleRow {
  readonly caller: 'anonymous' | 'customer';
  readonly route: LoadFigures;
  readonly sql: LoadFigures;
  /** SQL reads per second ÷ route requests per second (≥ 1: what the layer costs in throughput); null when no request finished in time. */
  readonly overhead: number | null;
}

/** The schedule benchmark on one database. */
export interface ScheduleResult {
  readonly database: Studio['kind'];
  readonly week: string;
  /** What the benchmarked week holds, as the route answers it. */
  readonly classes: number;
  readonly places: number;
  readonly answerKb: number;
  readonly rows: readonly ScheduleRow[];
  readonly serverErrors: number;
}

/** One read through HTTP, compared with one through SQL, so a wrong URL or token cannot be measured as fast. */
const checkAnswers = async (studio: Studio, url: string, token: string | null): Promise<{ read: SqlRead; bytes: number }> => {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${text.slice(0, 200)}`);
  const read = countScheduleAnswer(JSON.parse(text));
  const bySql = await readScheduleBySql(studio.client, studio.plan.week, token ? studio.plan.reader.uid : null);
  if (JSON.stringify(bySql) !== JSON.stringify(read)) {
    throw new Error(`The route and the bare SQL read different weeks: ${JSON.stringify(read)} vs ${JSON.stringify(bySql)}`);
  }
  if (token && read.mine === 0) throw new Error('The signed-in reader has no place of her own in the benchmarked week');
  return { read, bytes: Buffer.byteLength(text) };
};

const measureCaller = async (studio: Studio, url: string, token: string | null, shape: LoadShape): Promise<ScheduleRow> => {
  // As a browser asks: it accepts gzip (the public answer's is stored, compressed once per version) and holds no ETag yet.
  const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const route = await runHttpLoad({ url, headers }, shape, studio.idle);
  const uid = token ? studio.plan.reader.uid : null;
  const sql = await runLoop(() => readScheduleBySql(studio.client, studio.plan.week, uid), shape);
  return {
    caller: token ? 'customer' : 'anonymous',
    route,
    sql,
    overhead: route.perSecond > 0 ? sql.perSecond / route.perSecond : null,
  };
};

/**
 * `GET /api/single_class` for the benchmarked week at 50 connections,
 * anonymous and with the reader's token, each beside the same reads as bare
 * SQL at 50 lanes through the app's own driver.
 */
export const benchSchedule = async (studio: Studio, shape: Omit<LoadShape, 'concurrency'>): Promise<ScheduleResult> => {
  const { week } = studio.plan;
  const url = `${studio.url}/api/single_class?start_date=${week.startDate}&end_date=${week.endDate}`;
  const token = await studio.tokenOf(studio.plan.reader);
  const { read, bytes } = await checkAnswers(studio, url, null);
  await checkAnswers(studio, url, token);
  const full: LoadShape = { ...shape, concurrency: SCHEDULE_CONCURRENCY };
  const rows: ScheduleRow[] = [];
  for (const caller of [null, token]) {
    process.stderr.write(`[bench] schedule on ${studio.kind}, ${caller ? 'customer' : 'anonymous'}: route, then bare SQL…\n`);
    rows.push(await measureCaller(studio, url, caller, full));
  }
  return {
    database: studio.kind,
    week: `${week.startDate} – ${week.endDate}`,
    classes: read.classes,
    places: read.places,
    answerKb: Math.round(bytes / 1024),
    rows,
    serverErrors: studio.serverErrors(),
  };
};
