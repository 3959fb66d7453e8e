import { sql, type SQL } from 'drizzle-orm';
import type { LateCancelWindow } from '@estudio/core';
import { at, inRange, type ReportScope } from './period.js';

/** The range's classes the studio did not cancel (`sc`). */
export const heldInRange = (scope: ReportScope): SQL => sql`${inRange(scope, sql`sc.class_date`)} and sc.cancelled_at is null`;

/**
 * Each class of the range not cancelled (`cancelled_at`), one row, with its
 * live places (not cancelled) counted by the database: the rows 'Asistencia'
 * and 'Coaches' group. `booked` is every live place (guests included);
 * `attended`, `no_shows` as marked; `unmarked` the places of a class already
 * begun that nobody marked; the ratings' counts and sums (spec 4's class
 * and coach stars). `begun`: the class had started by now (a class taught,
 * not one still to come). `weekday` (ISO) and `hour` are the class's start
 * in the studio's zone. `offers` says whether the class has places to fill (a
 * capacity): fill rates read only those. Only live places are joined, so
 * the grouping reads no cancelled one.
 */
export const classPlaces = (scope: ReportScope): SQL => sql`
  select sc.single_class_id, sc.class_type_id, sc.location_id,
    coalesce(sc.capacity, 0) as capacity, coalesce(sc.capacity, 0) > 0 as offers,
    sc.class_date < ${at(scope.now)} as begun,
    extract(isodow from sc.class_date at time zone ${scope.zone})::int as weekday,
    extract(hour from sc.class_date at time zone ${scope.zone})::int as hour,
    count(r.class_reservation_id) as booked,
    count(r.class_reservation_id) filter (where r.attend) as attended,
    count(r.class_reservation_id) filter (where not r.attend) as no_shows,
    case when sc.class_date < ${at(scope.now)}
      then count(r.class_reservation_id) - count(r.class_reservation_id) filter (where r.attend) - count(r.class_reservation_id) filter (where not r.attend)
      else 0 end as unmarked,
    count(r.class_stars) as class_stars_count,
    sum(r.class_stars) as class_stars_sum,
    count(r.coach_stars) as coach_stars_count,
    sum(r.coach_stars) as coach_stars_sum
  from single_classes sc
  left join class_reservations r on r.single_class_id = sc.single_class_id and r.deleted_at is null
  where ${heldInRange(scope)}
  group by sc.single_class_id`;

/**
 * How many places of the range's classes (not cancelled) were cancelled
 * late: after the studio's cancel window closed (core's `lateCancelWindow`),
 * whole days back on the studio's calendar (a daylight-saving change does
 * not move it), hours, minutes or seconds back in time. 0 without a window.
 */
export const lateCancels = (scope: ReportScope, late: LateCancelWindow | null): SQL => {
  if (!late) return sql`0`;
  const length = sql`${`${late.amount} ${late.unit}`}::interval`;
  const closes = late.unit === 'days'
    ? sql`((sc.class_date at time zone ${scope.zone}) - ${length}) at time zone ${scope.zone}`
    : sql`sc.class_date - ${length}`;
  return sql`(select count(*) from class_reservations r join single_classes sc on sc.single_class_id = r.single_class_id
    where ${heldInRange(scope)} and r.deleted_at is not null and r.deleted_at > ${closes})`;
};
