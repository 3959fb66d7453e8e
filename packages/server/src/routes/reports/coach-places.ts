import { sql, type SQL } from 'drizzle-orm';

/**
 * The sums every group of classes answers, over a `places` CTE of
 * `classPlaces` rows, each read only over the classes `only` keeps (all of
 * them, or the coaches' taught ones): the classes that offer places (a
 * capacity), their capacity and the places booked and attended in them,
 * which fill rates read, so a rate's booked places and capacity are always
 * of the same classes; then every class's (`all_*`), no-shows and unmarked
 * places, which the totals and the coaches' payroll read; how many of the
 * group's classes have not begun (`upcoming`, whatever `only` says); then
 * spec 4's ratings (average and count of class and coach stars).
 */
export const groupSums = (places: SQL = sql`places`, only: SQL = sql`true`): SQL => sql`
  count(*) filter (where ${places}.offers and ${only})::int as classes,
  coalesce(sum(${places}.capacity) filter (where ${places}.offers and ${only}), 0)::int as capacity,
  coalesce(sum(${places}.booked) filter (where ${places}.offers and ${only}), 0)::int as booked,
  coalesce(sum(${places}.attended) filter (where ${places}.offers and ${only}), 0)::int as attended,
  count(*) filter (where ${only})::int as all_classes,
  coalesce(sum(${places}.booked) filter (where ${only}), 0)::int as all_booked,
  coalesce(sum(${places}.attended) filter (where ${only}), 0)::int as all_attended,
  coalesce(sum(${places}.no_shows) filter (where ${only}), 0)::int as no_shows,
  coalesce(sum(${places}.unmarked) filter (where ${only}), 0)::int as unmarked,
  count(*) filter (where not ${places}.begun)::int as upcoming,
  (sum(${places}.class_stars_sum) filter (where ${only})::float8 / nullif(sum(${places}.class_stars_count) filter (where ${only}), 0)) as class_stars_avg,
  coalesce(sum(${places}.class_stars_count) filter (where ${only}), 0)::int as class_stars_count,
  (sum(${places}.coach_stars_sum) filter (where ${only})::float8 / nullif(sum(${places}.coach_stars_count) filter (where ${only}), 0)) as coach_stars_avg,
  coalesce(sum(${places}.coach_stars_count) filter (where ${only}), 0)::int as coach_stars_count`;

/** A group's sums as the database answers them (`groupSums`), with the group's kind, id and name. */
export interface GroupSums {
  readonly grp: 'class_type' | 'location' | 'weekday' | 'hour' | 'heat' | 'total' | 'coach';
  /** The class type, location, coach, ISO weekday or hour; null for the totals. */
  readonly key: number | null;
  /** The hour of a heat-map cell (its `key` is the weekday). */
  readonly hour: number | null;
  readonly name: string | null;
  readonly classes: number;
  readonly capacity: number;
  readonly booked: number;
  readonly attended: number;
  readonly all_classes: number;
  readonly all_booked: number;
  readonly all_attended: number;
  readonly no_shows: number;
  readonly unmarked: number;
  readonly upcoming: number;
  readonly class_stars_avg: number | null;
  readonly class_stars_count: number;
  readonly coach_stars_avg: number | null;
  readonly coach_stars_count: number;
}

/**
 * Each coach's sums over the `places` CTE (`groupSums`, over the classes
 * `only` keeps): a class with two coaches counts for each, its ratings too.
 * Ordered by `byName`, not by the database (whose collation may be C).
 */
export const coachSums = (only: SQL = sql`true`): SQL => sql`
  select 'coach' as grp, ci.instructor_id as key, null::int as hour, trim(i.name || ' ' || i.last_name) as name, ${groupSums(sql`p`, only)}
  from places p
  join class_instructors ci on ci.single_class_id = p.single_class_id
  join instructors i on i.instructor_id = ci.instructor_id
  group by ci.instructor_id, i.name, i.last_name`;

/**
 * The reports' order of named groups (class types, coaches, locations): by
 * name as Spanish sorts it ('Ángela' among the A's, whatever the database's
 * collation), then by id. 'Asistencia' and 'Coaches' list coaches alike.
 */
export const byName = <Row extends { readonly name: string }>(key: (row: Row) => number) => (a: Row, b: Row): number =>
  a.name.localeCompare(b.name, 'es') || key(a) - key(b);
