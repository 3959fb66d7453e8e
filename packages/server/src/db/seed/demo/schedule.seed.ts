import { classInstructors, singleClasses, singleClassTags } from '../../schema/index.js';
import type { Random } from '../random.js';
import { batches, type Tx } from '../types.js';
import type { DemoCatalogue } from './catalogue.seed.js';
import type { DemoCommerce } from './packages.seed.js';
import { planSchedule, type PlannedClass } from './schedule.plan.js';

/** A class of the demo schedule, written. */
export interface SeededClass extends PlannedClass {
  readonly id: number;
}

const EVENT_DESCRIPTION = 'Masterclass de Yoga y Meditación: práctica extendida con música en vivo. Se compra como paquete.';

const classRow = (planned: PlannedClass, catalogue: DemoCatalogue, commerce: DemoCommerce, now: Date) => ({
  class_date: planned.start,
  duration_minutes: planned.durationMinutes,
  description: planned.event ? EVENT_DESCRIPTION : planned.type.description,
  capacity: planned.capacity,
  class_type_id: catalogue.classTypes[planned.type.key],
  location_id: catalogue.locations[planned.location] as number,
  class_package_id: planned.event ? commerce.packages.event : null,
  class_category_id: catalogue.categories[planned.type.category],
  icon: planned.type.icon,
  created_at: now,
});

/** Tags of a class: 'Intenso' for cardio, 'Música en vivo' for the event, 'Principiante' now and then. */
const tagsOf = (planned: PlannedClass, catalogue: DemoCatalogue, random: Random): number[] => {
  const [beginner, intense, live] = catalogue.classTags;
  const tags: (number | undefined)[] = [];
  if (planned.event) tags.push(live);
  if (planned.type.category === 'cardio') tags.push(intense);
  if (!planned.event && random.chance(0.25)) tags.push(beginner);
  return tags.filter((tag): tag is number => tag !== undefined);
};

/** Writes the planned schedule with its coaches and tags. */
export const seedSchedule = async (
  tx: Tx,
  catalogue: DemoCatalogue,
  commerce: DemoCommerce,
  context: { now: Date; zone: string; random: Random },
): Promise<SeededClass[]> => {
  const plan = planSchedule(context.now, context.zone, context.random);
  const ids: number[] = [];
  for (const batch of batches(plan)) {
    const rows = await tx
      .insert(singleClasses)
      .values(batch.map((planned) => classRow(planned, catalogue, commerce, context.now)))
      .returning({ id: singleClasses.single_class_id });
    ids.push(...rows.map((row) => row.id));
  }
  const classes = plan.map((planned, index) => ({ ...planned, id: ids[index] as number }));
  await tx.insert(classInstructors).values(
    classes.map((seeded) => ({ single_class_id: seeded.id, instructor_id: catalogue.coaches[seeded.coach] })),
  );
  const tagRows = classes.flatMap((seeded) =>
    tagsOf(seeded, catalogue, context.random).map((tag_id) => ({ single_class_id: seeded.id, tag_id })),
  );
  for (const batch of batches(tagRows)) await tx.insert(singleClassTags).values(batch);
  return classes;
};
