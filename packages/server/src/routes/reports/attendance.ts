import { sql } from 'drizzle-orm';
import {
  fillRate, hourLabel, lateCancelWindow, weekdayName,
  type AttendanceReport, type FillRow, type HeatCell, type LateCancelWindow, type Routes,
} from '@estudio/core';
import type { Db } from '../../db/client.js';
import type { Handler } from '../handler.js';
import { loadStudioConfig } from '../shared/studio-config.js';
import { classPlaces, lateCancels } from './class-places.js';
import { byName, coachSums, groupSums, type GroupSums } from './coach-places.js';
import { inRange, inReportSnapshot, reportScope, rowsOf, type ReportScope } from './period.js';

/**
 * A row of the statement: a group's sums, or ('cancelled') the count of
 * cancelled classes in `key` and of late cancels in `late_cancels`.
 */
type SumRow = Omit<GroupSums, 'grp'> & { readonly grp: GroupSums['grp'] | 'cancelled'; readonly late_cancels: number };

/**
 * 'Asistencia' (issue 16): one statement. The range's classes not cancelled
 * are counted once (`classPlaces`, materialised), then summed by class
 * type, location, weekday, hour, weekday × hour and in all (GROUPING SETS),
 * and by coach; a last row counts the cancelled classes and late cancels.
 */
const sumsOf = (db: Db, scope: ReportScope, late: LateCancelWindow | null) => rowsOf<SumRow>(db, sql`
  with places as materialized (${classPlaces(scope)}),
  sums as (
    select
      case when grouping(class_type_id) = 0 then 'class_type'
        when grouping(location_id) = 0 then 'location'
        when grouping(weekday) = 0 and grouping(hour) = 0 then 'heat'
        when grouping(weekday) = 0 then 'weekday'
        when grouping(hour) = 0 then 'hour'
        else 'total' end as grp,
      class_type_id, location_id, weekday, hour, ${groupSums()}, 0 as late_cancels
    from places
    group by grouping sets ((class_type_id), (location_id), (weekday), (hour), (weekday, hour), ())
  )
  select s.grp, coalesce(s.class_type_id, s.location_id, s.weekday, s.hour) as key, s.hour,
    coalesce(ct.name, l.name) as name,
    s.classes, s.capacity, s.booked, s.attended, s.all_classes, s.all_booked, s.all_attended, s.no_shows, s.unmarked, s.upcoming,
    s.class_stars_avg, s.class_stars_count, s.coach_stars_avg, s.coach_stars_count, s.late_cancels
  from sums s
  left join class_types ct on s.grp = 'class_type' and ct.class_type_id = s.class_type_id
  left join locations l on s.grp = 'location' and l.location_id = s.location_id
  union all
  select *, 0 from (${coachSums()}) coach
  union all
  select 'cancelled', (select count(*) from single_classes sc
      where ${inRange(scope, sql`sc.class_date`)} and sc.cancelled_at is not null)::int,
    null, null, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, null, 0, null, 0, ${lateCancels(scope, late)}::int`);

/** A group's fill row: only its classes that offer places (fill rates read only those). */
const fillRowOf = (row: SumRow, name: string): FillRow => ({
  key: row.key ?? 0, name, classes: row.classes, capacity: row.capacity, booked: row.booked, attended: row.attended,
  fill_rate: fillRate(row.booked, row.capacity),
});

const byGroupName = byName<FillRow>((row) => row.key);
const byKey = (a: { key: number }, b: { key: number }) => a.key - b.key;

const totalsOf = (total: SumRow | undefined, cancelled: SumRow | undefined): AttendanceReport['totals'] => ({
  classes: total?.all_classes ?? 0,
  upcoming_classes: total?.upcoming ?? 0,
  cancelled_classes: cancelled?.key ?? 0,
  capacity_classes: total?.classes ?? 0,
  capacity: total?.capacity ?? 0,
  capacity_booked: total?.booked ?? 0,
  reservations: total?.all_booked ?? 0,
  attended: total?.all_attended ?? 0,
  no_shows: total?.no_shows ?? 0,
  unmarked: total?.unmarked ?? 0,
  late_cancels: cancelled?.late_cancels ?? 0,
  fill_rate: fillRate(total?.booked ?? 0, total?.capacity ?? 0),
});

/** The attendance report over the scope; `late` is the studio's cancel window (`lateCancelWindow`). */
export const attendanceReport = async (db: Db, scope: ReportScope, late: LateCancelWindow | null): Promise<AttendanceReport> => {
  const rows = await sumsOf(db, scope, late);
  // A group whose classes all lack a capacity has nothing to fill.
  const of = (grp: SumRow['grp']) => rows.filter((row) => row.grp === grp && row.classes > 0);
  const heat_map: HeatCell[] = of('heat')
    .map((row) => ({
      weekday: row.key ?? 0, hour: row.hour ?? 0, classes: row.classes, capacity: row.capacity, booked: row.booked,
      fill_rate: fillRate(row.booked, row.capacity),
    }))
    .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour);
  return {
    period: scope.period,
    totals: totalsOf(rows.find((row) => row.grp === 'total'), rows.find((row) => row.grp === 'cancelled')),
    by_class_type: of('class_type').map((row) => fillRowOf(row, row.name ?? '')).sort(byGroupName),
    by_coach: of('coach').map((row) => fillRowOf(row, row.name ?? '')).sort(byGroupName),
    by_location: of('location').map((row) => fillRowOf(row, row.name ?? '')).sort(byGroupName),
    by_weekday: of('weekday').map((row) => fillRowOf(row, weekdayName(row.key ?? 0))).sort(byKey),
    by_hour: of('hour').map((row) => fillRowOf(row, hourLabel(row.key ?? 0))).sort(byKey),
    heat_map,
  };
};

/** GET /reports/attendance (admin): late cancels by the studio's own cancel window. */
const attendance: Handler<Routes['reportAttendance']> = ({ db, query, now }) =>
  inReportSnapshot(db, async (tx) => {
    const config = await loadStudioConfig(tx);
    return { report: await attendanceReport(tx, reportScope(query, config.rules.timezone, now), lateCancelWindow(config.rules)) };
  });

export const attendanceReportHandlers = { reportAttendance: attendance };
