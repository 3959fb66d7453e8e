import type { DateTime } from 'luxon';
import type { Random } from '../../../packages/server/src/db/seed/random.js';
import type {
  classInstructors, classTypes, files, instructors, locations, singleClasses, singleClassTags, tags,
} from '../../../packages/server/src/db/schema/index.js';
import { BUSY_CLASS_TYPES, BUSY_STUDIO, BUSY_TAGS, FIRST_NAMES, LAST_NAMES, capacityOf } from './shape.js';

/** A planned class: its row and the week it falls in (0 is the benchmarked week). */
export interface PlannedClass {
  readonly row: typeof singleClasses.$inferInsert & { single_class_id: number; class_date: Date; capacity: number };
  readonly week: number;
}

/** The catalogue and the schedule of the busy studio, with explicit ids. */
export interface CataloguePlan {
  readonly files: (typeof files.$inferInsert)[];
  readonly locations: (typeof locations.$inferInsert)[];
  readonly classTypes: (typeof classTypes.$inferInsert)[];
  readonly instructors: (typeof instructors.$inferInsert)[];
  readonly tags: (typeof tags.$inferInsert)[];
  readonly classes: PlannedClass[];
  readonly classInstructors: (typeof classInstructors.$inferInsert)[];
  readonly classTags: (typeof singleClassTags.$inferInsert)[];
}

const idsFrom1 = <T>(items: readonly T[]) => items.map((item, index) => ({ id: index + 1, item }));

const coachesAndPhotos = () => {
  const coaches = Array.from({ length: BUSY_STUDIO.coaches }, (_, index) => index + 1);
  const withPhoto = coaches.filter((id) => id % 2 === 1);
  const photos = withPhoto.map((id, index) => ({
    file_id: index + 1, name: `coach-${id}.jpg`, type: 'image/jpeg', src: `/img/coaches/coach-${id}.jpg`, size: 48_000,
  }));
  const rows = coaches.map((id) => ({
    instructor_id: id,
    name: FIRST_NAMES[id % FIRST_NAMES.length] ?? 'Coach',
    last_name: LAST_NAMES[id % LAST_NAMES.length] ?? '',
    nick_name: id % 3 === 0 ? `Coach ${id}` : null,
    file_id: photos.find((photo) => photo.name === `coach-${id}.jpg`)?.file_id ?? null,
    order: id,
  }));
  return { photos, rows };
};

/** Every class of the weeks around the benchmarked one: each day, each location, each slot. */
const scheduleOf = (weekStart: DateTime): PlannedClass[] => {
  const classes: PlannedClass[] = [];
  for (let week = -BUSY_STUDIO.weeksBefore; week <= BUSY_STUDIO.weeksAfter; week += 1) {
    for (let day = 0; day < 7; day += 1) {
      const date = weekStart.plus({ weeks: week, days: day });
      for (let location = 0; location < BUSY_STUDIO.locations; location += 1) {
        BUSY_STUDIO.slots.forEach((slot, slotIndex) => {
          const [hour, minute] = slot.split(':').map(Number);
          const typeIndex = (location + slotIndex) % BUSY_CLASS_TYPES.length;
          const type = BUSY_CLASS_TYPES[typeIndex] ?? BUSY_CLASS_TYPES[0];
          classes.push({
            week,
            row: {
              single_class_id: classes.length + 1,
              class_date: date.set({ hour, minute }).toJSDate(),
              duration_minutes: 50,
              capacity: capacityOf(type.spot_map),
              class_type_id: typeIndex + 1,
              location_id: location + 1,
            },
          });
        });
      }
    }
  }
  return classes;
};

const coachesOf = (classes: readonly PlannedClass[], random: Random) =>
  classes.flatMap(({ row }) => {
    const first = (row.single_class_id * 7) % BUSY_STUDIO.coaches + 1;
    const second = random.chance(BUSY_STUDIO.secondCoachShare) ? (first % BUSY_STUDIO.coaches) + 1 : null;
    return [first, ...(second === null ? [] : [second])].map((instructor_id) => ({ single_class_id: row.single_class_id, instructor_id }));
  });

const tagsOf = (classes: readonly PlannedClass[], random: Random) =>
  classes
    .filter(() => random.chance(BUSY_STUDIO.taggedShare))
    .map(({ row }) => ({ single_class_id: row.single_class_id, tag_id: random.int(1, BUSY_TAGS.length) }));

/**
 * The catalogue (locations, class types with spot maps, coaches, some with a
 * photo, tags) and every class from `weeksBefore` weeks before the week
 * starting at `weekStart` to `weeksAfter` weeks after it.
 */
export const planCatalogue = (weekStart: DateTime, random: Random): CataloguePlan => {
  const { photos, rows } = coachesAndPhotos();
  const classes = scheduleOf(weekStart);
  return {
    files: photos,
    locations: Array.from({ length: BUSY_STUDIO.locations }, (_, index) => ({
      location_id: index + 1, name: `Sucursal ${index + 1}`, address: `Calle ${index + 1} #${100 + index}, Ciudad de México`,
    })),
    classTypes: idsFrom1(BUSY_CLASS_TYPES).map(({ id, item }) => ({ class_type_id: id, ...item })),
    instructors: rows,
    tags: idsFrom1(BUSY_TAGS).map(({ id, item }) => ({ tag_id: id, ...item })),
    classes,
    classInstructors: coachesOf(classes, random),
    classTags: tagsOf(classes, random),
  };
};
