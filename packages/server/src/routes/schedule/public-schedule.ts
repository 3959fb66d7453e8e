import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip as gunzipCallback, gzip as gzipCallback } from 'node:zlib';
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { MyClassStatus, SingleClass } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { runAll } from '../../db/run-all.js';
import { scheduleSnapshots, scheduleVersions, settings, singleClasses } from '../../db/schema/index.js';
import type { Logger } from '../../http/logger.js';
import { PreparedJson } from '../../http/prepared-json.js';
import { myReservationsOf, myWaitlistsOf } from './class-views.js';
import { groupByStudioDay } from './days.js';
import { ZONE_SETTING_KEYS, scheduleRange, zoneOfSettings, type InstantRange } from './range.js';

const gzip = promisify(gzipCallback);
const gunzip = promisify(gunzipCallback);

/** The filters of a schedule read, as its cache key names them. */
export interface PublicScheduleFilter {
  readonly instructorId?: number | undefined;
  readonly locationId?: number | undefined;
  readonly classTypeId?: number | undefined;
}

type RangeQuery = { readonly start_date?: string | undefined; readonly end_date?: string | undefined };

/** One class of a prepared range: its view, and its JSON up to (not including) `"mine"` and the closing brace. */
interface PreparedClass {
  readonly view: SingleClass;
  readonly head: string;
}

/** The public schedule of a range, prepared once per version. */
interface PublicRange {
  readonly etag: string;
  readonly body: string;
  readonly gzip: Buffer;
  readonly days: readonly { readonly date: string; readonly classes: readonly PreparedClass[] }[];
}

/**
 * The shape of the stored answers: part of every key and ETag, so a server
 * that writes a class differently never serves another's stored answer,
 * nor a 304 to a client holding one. Raise it with any change to what
 * `loadClassViews` answers.
 */
const ANSWER_FORMAT = 'v1';
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** How many prepared ranges a process keeps in memory (weeks and filters being read now). */
const MEMORY_ENTRIES = 48;
/** How many customers' last answers a process keeps (each its gzip, some 30 KB for a busy week). */
const CUSTOMER_ENTRIES = 256;
/** Snapshot rows not written again in this long are deleted (a range nobody reads any more). */
const SNAPSHOT_TTL_MS = 2 * 24 * 60 * 60 * 1000;
/** A process deletes old snapshot rows at most this often. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

const sha = (text: string): string => createHash('sha256').update(text).digest('base64url').slice(0, 22);

/** What a signed-in customer sees of a class the public view does not: her own places, her waitlist entry and whether her offer is hers. */
interface HerPart {
  readonly mine: Map<number, MyClassStatus>;
  /** Classes where her own waitlist offer keeps a place: counted as taken for everyone but her. */
  readonly offerHeld: Set<number>;
}

const EMPTY_MINE = JSON.stringify({ reservations: [], waitlist_id: null } satisfies MyClassStatus);

const classHead = (view: SingleClass): string => {
  const { mine: _mine, ...rest } = view;
  return JSON.stringify(rest).slice(0, -1);
};

const prepareDays = (days: readonly { date: string; classes: readonly SingleClass[] }[]) =>
  days.map((day) => ({ date: day.date, classes: day.classes.map((view) => ({ view, head: classHead(view) })) }));

/** The JSON of the prepared days, each class written by `classJson`. */
const daysJson = (days: PublicRange['days'], classJson: (one: PreparedClass) => string): string =>
  `{"days":[${days.map((day) => `{"date":${JSON.stringify(day.date)},"classes":[${day.classes.map(classJson).join(',')}]}`).join(',')}]}`;

/**
 * The public schedule's read (issue 18), shared by every server process:
 * - a range's answer for the public is computed once per version of what it
 *   shows and kept in memory and, for ranges of whole days, gzipped in
 *   `schedule_snapshots`, so another process serves it without computing it;
 * - its version is one query (`versionOf`): the sum of the range's
 *   `single_classes.schedule_version` and their count, and the catalogue's
 *   version, all set by triggers in the transaction of the write that
 *   changes them (migration 0019), so a read after a commit never sees an
 *   older answer;
 * - the ETag names that version: a client that holds it gets a 304;
 * - a signed-in customer's answer is the public one with her own part
 *   (`mine`, her own offer's place) spliced in: two small queries; its
 *   gzip is kept for her next read while her ETag holds.
 * The team's schedule (the rosters) is not cached: the caller reads it as before.
 */
export const createPublicSchedule = (logger: Logger) => {
  const memory = new Map<string, PublicRange>();
  const computing = new Map<string, Promise<PublicRange>>();
  /** Each customer's last answer, by her id: served again while its ETag (the public version and her own part) holds. */
  const hers = new Map<number, { etag: string; answer: PreparedJson }>();
  let knownZone: string | null = null;
  let prunedAt = 0;

  const remember = (key: string, range: PublicRange) => {
    memory.delete(key);
    memory.set(key, range);
    while (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value as string);
  };

  /**
   * The zone and the versions of a range, in one round trip. The sum of its
   * classes' versions with their count changes with every committed write
   * to the range, whatever order the writes commit in: each write gives its
   * class a number higher than any before (a class in or out changes the
   * count, and one in always brings more than one out took). The highest
   * number alone would not: a write that drew its number first but commits
   * last would leave it where it was.
   */
  const versionOf = async (db: Db, range: InstantRange) => {
    const [row] = await db
      .select({
        classes: sql<string>`coalesce(sum(${singleClasses.schedule_version}), 0)::text`,
        count: count(),
        catalogue: sql<string | null>`(select ${scheduleVersions.version}::text from ${scheduleVersions} where ${scheduleVersions.scope} = 'catalogue')`,
        zone: sql<{ key: string; value: string | null }[] | null>`(select json_agg(json_build_object('key', ${settings.key}, 'value', ${settings.value})) from ${settings} where ${inArray(settings.key, [...ZONE_SETTING_KEYS])})`,
      })
      .from(singleClasses)
      .where(and(gte(singleClasses.class_date, range.from), lt(singleClasses.class_date, range.to)));
    const zoneRows = row?.zone ?? [];
    const zone = zoneOfSettings((key) => zoneRows.find((one) => one.key === key)?.value ?? null);
    return { zone, version: `${row?.classes ?? 0}.${row?.count ?? 0}.${row?.catalogue ?? 0}` };
  };

  /** Reads a range's answer from the snapshots, or computes and answers it (stored for other processes when `shared`). */
  const load = async (
    db: Db, key: string, etag: string, shared: boolean, compute: () => Promise<{ date: string; classes: SingleClass[] }[]>,
  ): Promise<PublicRange> => {
    const [stored] = shared
      ? await db.select({ gzip: scheduleSnapshots.gzip }).from(scheduleSnapshots)
        .where(and(eq(scheduleSnapshots.key, key), eq(scheduleSnapshots.etag, etag)))
      : [];
    if (stored) {
      const body = (await gunzip(stored.gzip)).toString('utf8');
      const parsed = JSON.parse(body) as { days: { date: string; classes: SingleClass[] }[] };
      return { etag, body, gzip: stored.gzip, days: prepareDays(parsed.days) };
    }
    const days = prepareDays(await compute());
    const body = daysJson(days, (one) => `${one.head},"mine":null}`);
    const compressed = await gzip(body, { level: 9 });
    if (shared) {
      // Only for the other processes: a read that could not store it still answers.
      await db.insert(scheduleSnapshots).values({ key, etag, gzip: compressed })
        .onConflictDoUpdate({ target: scheduleSnapshots.key, set: { etag, gzip: compressed, created_at: sql`now()` } })
        .catch((error: unknown) => logger.error('No se pudo guardar el horario preparado', error));
    }
    return { etag, body, gzip: compressed, days };
  };

  const prune = async (db: Db, now: number) => {
    if (now - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = now;
    await db.delete(scheduleSnapshots).where(lt(scheduleSnapshots.created_at, new Date(now - SNAPSHOT_TTL_MS)))
      .catch((error: unknown) => logger.error('No se pudieron borrar los horarios preparados viejos', error));
  };

  /** Her own part of the classes of a range: her places, her waitlist entries and the offers that are hers. */
  const herPart = async (db: Db, ids: number[], customerId: number): Promise<HerPart> => {
    const [places, waiting] = await runAll(db, [() => myReservationsOf(db, ids, customerId), () => myWaitlistsOf(db, ids, customerId)] as const);
    const mine = new Map<number, MyClassStatus>();
    const entry = (id: number) => {
      const found = mine.get(id) ?? { reservations: [], waitlist_id: null };
      mine.set(id, found);
      return found as { reservations: MyClassStatus['reservations'][number][]; waitlist_id: number | null };
    };
    for (const { id, class_reservation_id, spot, guest } of places) entry(id).reservations.push({ class_reservation_id, spot, guest });
    for (const { id, waitlist_id } of waiting) entry(id).waitlist_id = waitlist_id;
    return { mine, offerHeld: new Set(waiting.filter((row) => row.holdsPlace).map((row) => row.id)) };
  };

  return {
    /**
     * The schedule of a range for the public or a signed-in customer
     * (`customerId`), prepared with its ETag. `classes` reads the public
     * view of the range's classes when the cached one is stale.
     */
    async read(
      db: Db,
      input: { query: RangeQuery; filter: PublicScheduleFilter; now: number; customerId: number | null },
      classes: (range: InstantRange) => Promise<{ start: Date; view: SingleClass }[]>,
      readZone: () => Promise<string>,
    ): Promise<PreparedJson> {
      // The range depends on the zone, which the version's query reads too: the zone last seen, and again when it changed.
      knownZone ??= await readZone();
      const guess = scheduleRange(input.query, knownZone, input.now);
      let read = await versionOf(db, guess);
      const zoneChanged = read.zone !== knownZone;
      knownZone = read.zone;
      const range = zoneChanged ? scheduleRange(input.query, read.zone, input.now) : guess;
      if (zoneChanged) read = await versionOf(db, range);
      const { zone, version } = read;
      const { filter } = input;
      const key = `${ANSWER_FORMAT}/${range.from.toISOString()}/${range.to.toISOString()}/${zone}/${filter.locationId ?? ''}/${filter.instructorId ?? ''}/${filter.classTypeId ?? ''}`;
      // Ranges of whole days (what the calendars ask) are shared through the table; a range of instants stays in this process's memory.
      const shared = [input.query.start_date, input.query.end_date].every((bound) => bound === undefined || DATE_ONLY.test(bound));
      const etag = sha(`${key}#${version}`);
      let prepared = memory.get(key);
      if (prepared?.etag !== etag) {
        const flight = `${key}#${etag}`;
        let pending = computing.get(flight);
        if (!pending) {
          pending = load(db, key, etag, shared, async () => groupByStudioDay(await classes(range), zone))
            .finally(() => computing.delete(flight));
          computing.set(flight, pending);
        }
        prepared = await pending;
        await prune(db, input.now);
      }
      remember(key, prepared);
      const publicRange = prepared;
      const { customerId } = input;
      if (customerId === null) {
        return new PreparedJson(`"${etag}"`, () => publicRange.body, () => Promise.resolve(publicRange.gzip), 'public');
      }
      const ids = publicRange.days.flatMap((day) => day.classes.map((one) => one.view.single_class_id));
      const her = ids.length === 0 ? { mine: new Map(), offerHeld: new Set<number>() } : await herPart(db, ids, customerId);
      const herEtag = `"${etag}.${sha(`${customerId}#${JSON.stringify([[...her.mine], [...her.offerHeld]])}`)}"`;
      const kept = hers.get(customerId);
      if (kept?.etag === herEtag) return kept.answer;
      const classJson = ({ view, head }: PreparedClass): string => {
        const id = view.single_class_id;
        const mine = her.mine.get(id);
        if (her.offerHeld.has(id)) return JSON.stringify({ ...view, reservation_count: view.reservation_count - 1, mine: mine ?? JSON.parse(EMPTY_MINE) });
        return `${head},"mine":${mine ? JSON.stringify(mine) : EMPTY_MINE}}`;
      };
      // The gzip (fast, off the event loop) is made when first sent and kept for her next read of the same answer (another tab, a refresh); the text is built when asked.
      let compressed: Promise<Buffer> | null = null;
      const text = () => daysJson(publicRange.days, classJson);
      const answer = new PreparedJson(herEtag, text, () => (compressed ??= gzip(text(), { level: 1 })), 'private');
      hers.delete(customerId);
      hers.set(customerId, { etag: herEtag, answer });
      while (hers.size > CUSTOMER_ENTRIES) hers.delete(hers.keys().next().value as number);
      return answer;
    },
  };
};

export type PublicSchedule = ReturnType<typeof createPublicSchedule>;
