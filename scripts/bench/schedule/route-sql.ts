import type { SqlClient } from '../studio/studio.js';

/*
 * The SQL `GET /api/single_class` runs, written out by hand and sent through
 * the same driver the app's Drizzle uses: the floor under the route, with no
 * HTTP, Hono, validation, Drizzle mapping or JSON. Since issue 18 the route
 * serves a prepared answer while the week's version holds, so per request it
 * runs the version's query (with a customer's own part); this is the read
 * as if every request found the week changed. The statements follow
 * packages/server/src: http/access.ts (the caller's account),
 * routes/schedule/public-schedule.ts (`versionOf`, with the zone, and for a
 * customer `herColumns`: her id, her places and her waitlist entries),
 * routes/schedule/class-views.ts (the classes, then their places, coaches,
 * tags and offers, side by side). Keep them in step when those files change.
 */

const ACCOUNT = 'select "uid", "email", "password_hash", "role", "created_at" from "accounts" where "uid" = $1';

const VERSION = `
  select coalesce(sum(sc."schedule_version"), 0)::text, count(*),
         (select "version"::text from "schedule_versions" where "scope" = 'catalogue'),
         (select json_agg(json_build_object('key', "key", 'value', "value")) from "settings" where "key" in ('timezone', 'timezone_offset'))
  from "single_classes" sc
  where sc."class_date" >= $1 and sc."class_date" < $2`;

/** The version's statement for a signed-in caller: her customer id, her live places and waitlist entries in the range's classes. */
const VERSION_HERS = `
  select coalesce(sum(sc."schedule_version"), 0)::text, count(*),
         (select "version"::text from "schedule_versions" where "scope" = 'catalogue'),
         (select json_agg(json_build_object('key', "key", 'value', "value")) from "settings" where "key" in ('timezone', 'timezone_offset')),
         (select "customer_id" from "customers" where "uid" = $3),
         (select json_agg(json_build_array(r."single_class_id", r."class_reservation_id", r."spot", r."guest") order by r."class_reservation_id")
            from "class_reservations" r
            where r."customer_id" = (select "customer_id" from "customers" where "uid" = $3) and r."deleted_at" is null
              and r."single_class_id" in (select "single_class_id" from "single_classes" where "class_date" >= $1 and "class_date" < $2)) as "places",
         (select json_agg(json_build_array(w."single_class_id", w."waitlist_id", coalesce(w."offer_expires_at" is not null, false)) order by w."waitlist_id")
            from "waitlists" w
            where w."customer_id" = (select "customer_id" from "customers" where "uid" = $3)
              and w."single_class_id" in (select "single_class_id" from "single_classes" where "class_date" >= $1 and "class_date" < $2)) as "waiting"
  from "single_classes" sc
  where sc."class_date" >= $1 and sc."class_date" < $2`;

const CLASSES = `
  select sc."single_class_id", sc."class_date", sc."duration_minutes", sc."description", sc."capacity",
         sc."location_id", sc."class_package_id", sc."class_category_id", sc."icon",
         ct."class_type_id", ct."name", ct."icon", ct."spot_map",
         l."location_id", l."name", l."address"
  from "single_classes" sc
  inner join "class_types" ct on ct."class_type_id" = sc."class_type_id"
  inner join "locations" l on l."location_id" = sc."location_id"
  where sc."cancelled_at" is null and sc."class_date" >= $1 and sc."class_date" < $2
  order by sc."class_date" asc, sc."single_class_id" asc`;

/** The class ids travel as one array parameter, `= any($1::int[])`, as class-views.ts's `inIds` writes them. */
const PLACES = `
  select "single_class_id", array_agg("spot" order by "class_reservation_id") as "spots"
  from "class_reservations"
  where "single_class_id" = any($1::int[]) and "deleted_at" is null
  group by "single_class_id"`;

const COACHES = `
  select ci."single_class_id", i."instructor_id", i."name", i."last_name", i."nick_name",
         f."file_id", f."name", f."type", f."src"
  from "class_instructors" ci
  inner join "instructors" i on i."instructor_id" = ci."instructor_id"
  left join "files" f on f."file_id" = i."file_id"
  where ci."single_class_id" = any($1::int[])
  order by i."instructor_id" asc`;

const TAGS = `
  select st."single_class_id", t."tag_id", t."name", t."color"
  from "single_class_tags" st inner join "tags" t on t."tag_id" = st."tag_id"
  where st."single_class_id" = any($1::int[])
  order by t."tag_id" asc`;

const OFFERS = `
  select "single_class_id", count(*) from "waitlists"
  where "single_class_id" = any($1::int[]) and "offer_expires_at" is not null
  group by "single_class_id"`;

/** What one bare-SQL read found, to check it matches the route's answer. */
export interface SqlRead {
  readonly classes: number;
  readonly places: number;
  readonly mine: number;
}

/**
 * One schedule read of `range` as bare SQL, as the route runs it when the
 * week changed: the caller's account (signed in), the version (with the
 * zone, and her own part when signed in), the classes, then the four
 * related queries side by side.
 */
export const readScheduleBySql = async (
  client: SqlClient,
  range: { readonly from: Date; readonly to: Date },
  callerUid: string | null,
): Promise<SqlRead> => {
  if (callerUid !== null) await client.query(ACCOUNT, [callerUid]);
  const bounds = [range.from.toISOString(), range.to.toISOString()];
  const version = await client.query(callerUid === null ? VERSION : VERSION_HERS, callerUid === null ? bounds : [...bounds, callerUid]);
  const classes = await client.query(CLASSES, bounds);
  const ids = classes.rows.map((row) => row.single_class_id);
  if (ids.length === 0) return { classes: 0, places: 0, mine: 0 };
  const [places, , , offers] = await Promise.all([
    client.query(PLACES, [ids]),
    client.query(COACHES, [ids]),
    client.query(TAGS, [ids]),
    client.query(OFFERS, [ids]),
  ]);
  const taken = places.rows.reduce((sum: number, row) => sum + (row.spots as unknown[]).length, 0)
    + offers.rows.reduce((sum: number, row) => sum + Number(row.count), 0);
  // Her rows in the answer's classes: each place of hers, and each waitlist entry (a class she waits for holds none of her places).
  const answered = new Set(ids);
  const hers = version.rows[0] ?? {};
  const own = ((hers.places ?? []) as [number][]).filter(([id]) => answered.has(id)).length;
  const waits = ((hers.waiting ?? []) as [number][]).filter(([id]) => answered.has(id)).length;
  return { classes: ids.length, places: taken, mine: own + waits };
};
