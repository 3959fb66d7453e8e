import { err, ok, scheduleAdminEndpoints, type DeskScheduleApi } from '@estudio/core';
import { bindersOf } from './binders.js';
import type { HttpClient } from './http-client.js';

/**
 * core's DeskScheduleApi ('Horarios', issue 16) over HTTP, in the desk's
 * own entry (`@estudio/adapters/desk`): the admin's days, conflicts and
 * series (`scheduleAdminEndpoints`), and the schedule's one-class create,
 * update and cancel, whose whole answers (classes changed, customers told)
 * the screen reads.
 */
export const createHttpDeskScheduleApi = (http: HttpClient): DeskScheduleApi => {
  const { answer } = bindersOf(http);
  return {
    days: (query) => answer(scheduleAdminEndpoints.scheduleAdmin, { query }),
    conflicts: (body) => answer(scheduleAdminEndpoints.classConflicts, { body }),
    create: (body) => answer(scheduleAdminEndpoints.singleClassCreate, { body }),
    createSeries: async (body) => {
      const result = await http.call(scheduleAdminEndpoints.classSeriesCreate, { body });
      return result.ok ? ok(result.value) : err(result.error);
    },
    update: async (id, body) => {
      const result = await http.call(scheduleAdminEndpoints.singleClassUpdate, { params: { id }, body });
      return result.ok ? ok(result.value) : err(result.error);
    },
    cancel: async (id, scope) => {
      const result = await http.call(scheduleAdminEndpoints.singleClassCancel, { params: { id }, query: { scope } });
      return result.ok ? ok(result.value) : err(result.error);
    },
  };
};
