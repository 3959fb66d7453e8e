import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip as gunzipCallback, gzip as gzipCallback } from 'node:zlib';
import { and, count, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { MyClassStatus, SingleClass } from '@estudio/core';
import type { Db } from '../../db/client.js';
import {
  classReservations, customers, scheduleSnapshots, scheduleVersions, settings, singleClasses, waitlists,
} from '../../db/schema/index.js';
import type { Logger } from '../../http/logger.js';
import { correlated } from '../../db/correlated.js';
import { preparedOn } from '../../db/prepared.js';
import { PreparedJson } from '../../http/prepared-json.js';
import { offerHoldsPlace } from '../reservations/open-offers.js';
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
  /** The ids of its classes: her own part is spliced into these only. */
  readonly ids: ReadonlySet<number>;
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

/** Her own rows of a range as the version's statement reads them: the customer id, her live places, her waitlist entries. */
interface HerRows {
  readonly customerId: number | null;
  /** [class id, reservation id, spot, guest's name], in booking order. */
  readonly places: readonly (readonly [number, number, string | null, string | null])[];
  /** [class id, waitlist id, whether her offer holds a place]. */
  readonly waiting: readonly (readonly [number, number, boolean])[];
}

/** The values of the version's statement: the range, and the signed-in account's uid. */
const VERSION_VALUES = {
  from: sql.placeholder('from'),
  to: sql.placeholder('to'),
  uid: sql.placeholder('uid'),
} as const;

/** The classes of the range (cancelled ones too: her part is kept to the answer's classes afterwards). */
const classesInRange = (db: Db) =>
  db.select({ id: singleClasses.single_class_id }).from(singleClasses)
    .where(and(gte(singleClasses.class_date, VERSION_VALUES.from), lt(singleClasses.class_date, VERSION_VALUES.to)));

/**
 * Her own rows of the range, as columns of the version's one statement: her
 * customer id by her account's uid, her live places and her waitlist
 * entries (with `offerHoldsPlace`, the one rule) in the range's classes.
 * Read in the version's snapshot, with no list of class ids to send.
 */
const herColumns = (db: Db) => {
  const customerId: SQL = sql`(select ${customers.customer_id} from ${customers} where ${customers.uid} = ${VERSION_VALUES.uid})`;
  // Each wrapped (`correlated`): in this one-table select Drizzle would write their columns without table names.
  return {
    customerId: correlated(sql<number | null>`${customerId}`),
    places: correlated(sql<HerRows['places'] | null>`(select json_agg(json_build_array(${classReservations.single_class_id}, ${classReservations.class_reservation_id}, ${classReservations.spot}, ${classReservations.guest}) order by ${classReservations.class_reservation_id}) from ${classReservations} where ${and(
      eq(classReservations.customer_id, customerId), isNull(classReservations.deleted_at), inArray(classReservations.single_class_id, classesInRange(db)),
    )})`),
    // In a fixed order, as her places: her ETag hashes her part.
    waiting: correlated(sql<HerRows['waiting'] | null>`(select json_agg(json_build_array(${waitlists.single_class_id}, ${waitlists.waitlist_id}, coalesce(${offerHoldsPlace(null)}, false)) order by ${waitlists.waitlist_id}) from ${waitlists} where ${and(
      eq(waitlists.customer_id, customerId), inArray(waitlists.single_class_id, classesInRange(db)),
    )})`),
  };
};

/**
 * The version's statement, for the public or with her own part: the sum of
 * the range's classes' versions and their count, the catalogue's version
 * and the zone's settings, in one statement built once per database and
 * named (`preparedOn`): it runs on every schedule read.
 */
const versionStatement = (db: Db, hers: boolean) => {
  const name = hers ? 'schedule_version_hers' : 'schedule_version';
  return preparedOn(db, name, () => db
    .select({
      classes: sql<string>`coalesce(sum(${singleClasses.schedule_version}), 0)::text`,
      count: count(),
      catalogue: sql<string | null>`(select ${scheduleVersions.version}::text from ${scheduleVersions} where ${scheduleVersions.scope} = 'catalogue')`,
      zone: sql<{ key: string; value: string | null }[] | null>`(select json_agg(json_build_object('key', ${settings.key}, 'value', ${settings.value})) from ${settings} where ${inArray(settings.key, [...ZONE_SETTING_KEYS])})`,
      ...(hers ? herColumns(db) : {}),
    })
    .from(singleClasses)
    .where(and(gte(singleClasses.class_date, VERSION_VALUES.from), lt(singleClasses.class_date, VERSION_VALUES.to)))
    .prepare(name));
};

const EMPTY_MINE = JSON.stringify({ reservations: [], waitlist_id: null } satisfies MyClassStatus);

const classHead = (view: SingleClass): string => {
  const { mine: _mine, ...rest } = view;
  return JSON.stringify(rest).slice(0, -1);
};

const prepareDays = (days: readonly { date: string; classes: readonly SingleClass[] }[]) =>
  days.map((day) => ({ date: day.date, classes: day.classes.map((view) => ({ view, head: classHead(view) })) }));

/** A prepared range with the ids of its classes. */
const withIds = (range: Omit<PublicRange, 'ids'>): PublicRange => ({
  ...range,
  ids: new Set(range.days.flatMap((day) => day.classes.map((one) => one.view.single_class_id))),
});

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
 *   (`mine`, her own offer's place) spliced in, read as columns of the
 *   version's statement; its gzip is kept for her next read while her ETag
 *   holds.
 * The team's schedule (the rosters) is not cached: the caller reads it as before.
 */
export const createPublicSchedule = (logger: Logger) => {
  const memory = new Map<string, PublicRange>();
  const computing = new Map<string, Promise<PublicRange>>();
  /** Each customer's last answer, by her id: served again while its ETag (the public version and her own part) holds. */
  const hers = new Map<number, { etag: string; answer: PreparedJson }>();
  let knownZone: string | null = null;
  let prunedAt = 0;
  /** The instants of the ranges asked with both dates, by dates and zone: the same for any clock, and luxon's zone maths is a visible share of a read. */
  const ranges = new Map<string, InstantRange>();
  const rangeOf = (query: RangeQuery, zone: string, now: number): InstantRange => {
    if (query.start_date === undefined || query.end_date === undefined) return scheduleRange(query, zone, now);
    const key = `${query.start_date}/${query.end_date}/${zone}`;
    let range = ranges.get(key);
    if (!range) {
      range = scheduleRange(query, zone, now);
      ranges.set(key, range);
      while (ranges.size > MEMORY_ENTRIES) ranges.delete(ranges.keys().next().value as string);
    }
    return range;
  };

  const remember = (key: string, range: PublicRange) => {
    memory.delete(key);
    memory.set(key, range);
    while (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value as string);
  };

  /**
   * The zone and the versions of a range, in one round trip, with her own
   * rows when a signed-in account reads it (`uid`). The sum of its
   * classes' versions with their count changes with every committed write
   * to the range, whatever order the writes commit in: each write gives its
   * class a number higher than any before (a class in or out changes the
   * count, and one in always brings more than one out took). The highest
   * number alone would not: a write that drew its number first but commits
   * last would leave it where it was.
   */
  const versionOf = async (db: Db, range: InstantRange, uid: string | null) => {
    const [row] = await versionStatement(db, uid !== null).execute({ from: range.from, to: range.to, uid });
    const zoneRows = row?.zone ?? [];
    const zone = zoneOfSettings((key) => zoneRows.find((one) => one.key === key)?.value ?? null);
    const found = row as (typeof row & Partial<Record<keyof HerRows, unknown>>) | undefined;
    const her: HerRows | null = uid === null ? null : {
      customerId: found?.customerId === null || found?.customerId === undefined ? null : Number(found.customerId),
      places: (found?.places ?? []) as HerRows['places'],
      waiting: (found?.waiting ?? []) as HerRows['waiting'],
    };
    return { zone, version: `${row?.classes ?? 0}.${row?.count ?? 0}.${row?.catalogue ?? 0}`, her };
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
      return withIds({ etag, body, gzip: stored.gzip, days: prepareDays(parsed.days) });
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
    return withIds({ etag, body, gzip: compressed, days });
  };

  const prune = async (db: Db, now: number) => {
    if (now - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = now;
    await db.delete(scheduleSnapshots).where(lt(scheduleSnapshots.created_at, new Date(now - SNAPSHOT_TTL_MS)))
      .catch((error: unknown) => logger.error('No se pudieron borrar los horarios preparados viejos', error));
  };

  /** Her own part of a range's classes, from her rows, kept to the classes the answer holds. */
  const herPart = (rows: HerRows, ids: ReadonlySet<number>): HerPart => {
    const mine = new Map<number, MyClassStatus>();
    const entry = (id: number) => {
      const found = mine.get(id) ?? { reservations: [], waitlist_id: null };
      mine.set(id, found);
      return found as { reservations: MyClassStatus['reservations'][number][]; waitlist_id: number | null };
    };
    for (const [id, class_reservation_id, spot, guest] of rows.places) {
      if (ids.has(id)) entry(id).reservations.push({ class_reservation_id, spot, guest });
    }
    const offerHeld = new Set<number>();
    for (const [id, waitlist_id, holdsPlace] of rows.waiting) {
      if (!ids.has(id)) continue;
      entry(id).waitlist_id = waitlist_id;
      if (holdsPlace) offerHeld.add(id);
    }
    return { mine, offerHeld };
  };

  return {
    /**
     * The schedule of a range for the public or a signed-in account
     * (`uid`: her own part spliced in when she is a customer), prepared
     * with its ETag. `classes` reads the public view of the range's
     * classes when the cached one is stale.
     */
    async read(
      db: Db,
      input: { query: RangeQuery; filter: PublicScheduleFilter; now: number; uid: string | null },
      classes: (range: InstantRange) => Promise<{ start: Date; view: SingleClass }[]>,
      readZone: () => Promise<string>,
    ): Promise<PreparedJson> {
      // The range depends on the zone, which the version's query reads too: the zone last seen, and again when it changed.
      knownZone ??= await readZone();
      const guess = rangeOf(input.query, knownZone, input.now);
      let read = await versionOf(db, guess, input.uid);
      const zoneChanged = read.zone !== knownZone;
      knownZone = read.zone;
      const range = zoneChanged ? rangeOf(input.query, read.zone, input.now) : guess;
      if (zoneChanged) read = await versionOf(db, range, input.uid);
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
      const customerId = read.her?.customerId ?? null;
      if (read.her === null || customerId === null) {
        return new PreparedJson(`"${etag}"`, () => publicRange.body, () => Promise.resolve(publicRange.gzip), 'public');
      }
      const her = herPart(read.her, publicRange.ids);
      const herEtag = `"${etag}.${sha(`${customerId}#${JSON.stringify([[...her.mine], [...her.offerHeld]])}`)}"`;
      const kept = hers.get(customerId);
      if (kept?.etag === herEtag) return kept.answer;
      const classJson = ({ view, head }: PreparedClass): string => {
        const id = view.single_class_id;
        const mine = her.mine.get(id);
        if (her.offerHeld.has(id)) return JSON.stringify({ ...view, reservation_count: view.reservation_count - 1, mine: mine ?? JSON.parse(EMPTY_MINE) });
        return `${head},"mine":${mine ? JSON.stringify(mine) : EMPTY_MINE}}`;
      };
      // The gzip (off the event loop) is made when first sent and kept for her next read of the same answer (another tab, a refresh);
      // zlib's default level: for a busy week some 2 ms once instead of 0.8 ms, and a third fewer bytes (18 KB, not 27) to her phone on every read of it.
      let compressed: Promise<Buffer> | null = null;
      const text = () => daysJson(publicRange.days, classJson);
      const answer = new PreparedJson(herEtag, text, () => (compressed ??= gzip(text(), { level: 6 })), 'private');
      hers.delete(customerId);
      hers.set(customerId, { etag: herEtag, answer });
      while (hers.size > CUSTOMER_ENTRIES) hers.delete(hers.keys().next().value as number);
      return answer;
    },
  };
};

export type PublicSchedule = ReturnType<typeof createPublicSchedule>;
