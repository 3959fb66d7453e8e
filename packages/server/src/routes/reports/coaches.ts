import { sql } from 'drizzle-orm';
import { fillRate, type CoachReportRow, type CoachesReport, type Routes } from '@estudio/core';
import type { Db } from '../../db/client.js';
import type { Handler } from '../handler.js';
import { studioZone } from '../schedule/range.js';
import { classPlaces } from './class-places.js';
import { byName, coachSums, type GroupSums } from './coach-places.js';
import { inReportSnapshot, reportScope, rowsOf, type ReportScope } from './period.js';

/**
 * 'Coaches' (issue 16), for payroll: every coach with a class of the range
 * that was not cancelled. What she taught is the classes that had begun by
 * now: their places, who came, the fill rate of those with a capacity
 * (booked places over capacity, both of those classes) and the stars
 * customers gave them (spec 4: class stars and coach stars); the range's
 * classes still to come are only counted. Summed by the database in one
 * statement; listed by name as Spanish sorts it, as 'Asistencia' lists them.
 */
export const coachesReport = async (db: Db, scope: ReportScope): Promise<CoachesReport> => {
  const rows = await rowsOf<GroupSums>(db, sql`
    with places as materialized (${classPlaces(scope)})
    ${coachSums(sql`p.begun`)}`);
  const coaches: CoachReportRow[] = rows.map((row) => ({
    instructor_id: row.key ?? 0,
    name: row.name ?? '',
    classes: row.all_classes,
    scheduled_classes: row.upcoming,
    booked: row.all_booked,
    attended: row.all_attended,
    capacity_classes: row.classes,
    capacity: row.capacity,
    capacity_booked: row.booked,
    fill_rate: fillRate(row.booked, row.capacity),
    class_stars: { average: row.class_stars_avg, count: row.class_stars_count },
    coach_stars: { average: row.coach_stars_avg, count: row.coach_stars_count },
  }));
  return { period: scope.period, coaches: coaches.sort(byName((row) => row.instructor_id)) };
};

/** GET /reports/coaches (admin). */
const coaches: Handler<Routes['reportCoaches']> = ({ db, query, now }) =>
  inReportSnapshot(db, async (tx) => ({ report: await coachesReport(tx, reportScope(query, await studioZone(tx), now)) }));

export const coachesReportHandlers = { reportCoaches: coaches };
