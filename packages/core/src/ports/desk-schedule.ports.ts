import type { Result } from '../shared/result.js';
import type { SingleClass, SingleClassCreateBody } from '../api/schemas/schedule.schemas.js';
import type {
  ClassConflict,
  ClassConflictsBody,
  ClassSeriesBody,
  ClassSeriesResponse,
  ScheduleAdminDay,
  ScheduleAdminQuery,
  ScheduleCancelResponse,
  ScheduleClassUpdateBody,
  ScheduleScope,
  ScheduleUpdateResponse,
} from '../api/schemas/schedule-admin.schemas.js';

/**
 * 'Horarios' (/admin/horarios, issue 16): the admin's week and day views,
 * the conflicts shown before saving, one class or a weekly series, and
 * changing or cancelling one class or this one and the following ones of
 * its series (the booked told of a new time, coach or location; on a
 * cancel the booked and the waitlist told, credits returned).
 */
export interface DeskScheduleApi {
  /** GET /single_class/admin/schedule: the days with classes of a range (31 days at most). */
  days(query: ScheduleAdminQuery): Promise<Result<readonly ScheduleAdminDay[]>>;
  /** POST /single_class/conflicts: the classes a location or a coach is already taken by at those starts. */
  conflicts(body: ClassConflictsBody): Promise<Result<readonly ClassConflict[]>>;
  /** POST /single_class: one class. */
  create(body: SingleClassCreateBody): Promise<Result<SingleClass>>;
  /** POST /single_class/series: a weekly series. */
  createSeries(body: ClassSeriesBody): Promise<Result<ClassSeriesResponse>>;
  /** PUT /single_class/:id, `scope` 'one' (default) or 'following'. */
  update(id: number, body: ScheduleClassUpdateBody): Promise<Result<ScheduleUpdateResponse>>;
  /** DELETE /single_class/:id?scope=. */
  cancel(id: number, scope: ScheduleScope): Promise<Result<ScheduleCancelResponse>>;
}
