import type { CataloguePage, DeskCatalogueApi, DeskScheduleApi, Result } from '@estudio/core';
import { answered, deskCatalogueStub } from '../../testing/deskStub.js';
import { renderAdmin } from '../../testing/renderAdmin.js';
import { SCHEDULE_CHOICES, scheduleStub } from './scheduleFixtures.js';

const page = <Row,>(rows: readonly unknown[]) => (): Promise<Result<CataloguePage<Row>>> => answered({ rows: rows as Row[], total: rows.length });

/** The catalogue's lists 'Horarios' reads, answering {@link SCHEDULE_CHOICES}. */
export const scheduleCatalogue = (lists: Partial<Record<keyof typeof SCHEDULE_CHOICES, DeskCatalogueApi['locations']['list']>> = {}) =>
  deskCatalogueStub({
    classTypes: { list: lists.classTypes ?? page(SCHEDULE_CHOICES.classTypes) },
    coaches: { list: lists.coaches ?? page(SCHEDULE_CHOICES.coaches) },
    locations: { list: lists.locations ?? page(SCHEDULE_CHOICES.locations) },
    packages: { list: lists.packages ?? page(SCHEDULE_CHOICES.packages) },
    tags: { list: lists.tags ?? page(SCHEDULE_CHOICES.tags) },
  } as Parameters<typeof deskCatalogueStub>[0]);

/**
 * /admin/horarios (or `route`) through the real admin routes, signed in as
 * the demo admin on Thursday 26 November 2026 at 10:00, with a schedule
 * stub answering `answers` and the catalogue's lists answering the
 * fixtures' choices.
 */
export const renderSchedule = (
  answers: Partial<DeskScheduleApi> = {},
  route = '/admin/horarios',
  options: Parameters<typeof renderAdmin>[2] = {},
  deskCatalogue = scheduleCatalogue(),
) => {
  const schedule = scheduleStub(answers);
  const rendered = renderAdmin(route, { deskCatalogue }, { ...options, services: { deskSchedule: schedule, ...options.services } });
  return { ...rendered, schedule };
};
