import {
  appError, err, studioDate, type ClassPackage, type DeskScheduleApi, type InstructorDetail, type Location, type Result, type ScheduleAdminClass,
  type ScheduleAdminDay, type Tag,
} from '@estudio/core';
import { deskClass } from '../../testing/deskFixtures.js';

/**
 * A class of 'Horarios' for tests and stories: the desk's 07:00 Yoga at
 * Roma with Sofía Ramos on Thursday 26 November 2026, 8 of 12 taken, in no
 * series, unless told otherwise.
 */
export const scheduleClass = (overrides: Partial<ScheduleAdminClass> = {}): ScheduleAdminClass => ({
  ...deskClass(),
  series_id: null,
  ...overrides,
});

/** The week of 23 to 29 November 2026 as the schedule answers it: only the days with classes. */
export const scheduleDays = (classes: readonly ScheduleAdminClass[], zone = 'America/Mexico_City'): ScheduleAdminDay[] => {
  const byDate = new Map<string, ScheduleAdminClass[]>();
  for (const single of classes) {
    const date = studioDate(single.class_date, zone) ?? '';
    byDate.set(date, [...(byDate.get(date) ?? []), single]);
  }
  return [...byDate.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, list]) => ({ date, classes: list }));
};

/** The studio's lists the class form chooses from. */
export const SCHEDULE_CHOICES = {
  classTypes: [
    { class_type_id: 1, name: 'Yoga' },
    { class_type_id: 2, name: 'Barre' },
  ],
  coaches: [
    { instructor_id: 1, name: 'Sofía', last_name: 'Ramos', nick_name: null },
    { instructor_id: 2, name: 'Luis', last_name: 'Mora', nick_name: null },
  ] as unknown as InstructorDetail[],
  locations: [
    { location_id: 1, name: 'Roma', address: null },
    { location_id: 2, name: 'Polanco', address: null },
  ] satisfies Location[],
  packages: [{ class_package_id: 3, title: 'Paquete 10 clases' }] as unknown as ClassPackage[],
  tags: [
    { tag_id: 5, name: 'Suave', color: null, type: 'class' },
    { tag_id: 6, name: 'Para video', color: null, type: 'video' },
  ] satisfies Tag[],
};

type Calls = { [K in keyof DeskScheduleApi]: Parameters<DeskScheduleApi[K]>[] };

/** A stub of DeskScheduleApi: answers what it is given (a member not given fails, naming itself) and records every call. */
export type ScheduleStub = DeskScheduleApi & { readonly calls: Calls };

const MEMBERS: readonly (keyof DeskScheduleApi)[] = ['days', 'conflicts', 'create', 'createSeries', 'update', 'cancel'];

/** A stand-in for the schedule's port in component tests and stories (no rules, no data: only the answers given). */
export const scheduleStub = (answers: Partial<DeskScheduleApi> = {}): ScheduleStub => {
  const calls = Object.fromEntries(MEMBERS.map((name) => [name, []])) as unknown as Calls;
  const members = Object.fromEntries(
    MEMBERS.map((name) => [
      name,
      (...args: unknown[]): Promise<Result<unknown>> => {
        (calls[name] as unknown[][]).push(args);
        const answer = answers[name] as ((...given: unknown[]) => Promise<Result<unknown>>) | undefined;
        return answer ? answer(...args) : Promise.resolve(err(appError('test/unset', `${name} was not set here`)));
      },
    ]),
  ) as unknown as DeskScheduleApi;
  return { ...members, calls };
};
