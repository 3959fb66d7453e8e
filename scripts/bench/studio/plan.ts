import { DateTime } from 'luxon';
import { createRandom } from '../../../packages/server/src/db/seed/random.js';
import { planCatalogue, type CataloguePlan } from './catalogue.plan.js';
import { planPeople, type PeoplePlan } from './people.plan.js';
import { BUSY_STUDIO } from './shape.js';

/** The benchmarked week: its dates as the schedule query takes them, and the instants it covers. */
export interface BenchWeek {
  /** Monday and Sunday, YYYY-MM-DD in the studio's zone (both included). */
  readonly startDate: string;
  readonly endDate: string;
  /** Monday 00:00 and the next Monday 00:00 in the studio's zone. */
  readonly from: Date;
  readonly to: Date;
}

/** Every row of the busy studio, and the week and people the benchmarks use. */
export interface StudioPlan extends CataloguePlan, PeoplePlan {
  readonly week: BenchWeek;
}

/**
 * The busy studio laid out around `now`: the benchmarked week is the current
 * ISO week in `zone`. Deterministic for a given week (the generator has a fixed seed).
 */
export const planBusyStudio = (now: number, zone: string): StudioPlan => {
  const random = createRandom(BUSY_STUDIO.seed);
  const monday = DateTime.fromMillis(now, { zone }).startOf('week');
  const catalogue = planCatalogue(monday, random);
  return {
    ...catalogue,
    ...planPeople(catalogue.classes, random, now),
    week: {
      startDate: monday.toISODate() ?? '',
      endDate: monday.plus({ days: 6 }).toISODate() ?? '',
      from: monday.toJSDate(),
      to: monday.plus({ weeks: 1 }).toJSDate(),
    },
  };
};
