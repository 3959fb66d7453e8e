import {
  classCategories,
  classTypes,
  customSpotMaps,
  files,
  instructors,
  locations,
  programs,
  tags,
  videoTypes,
} from '../../schema/index.js';
import type { Tx } from '../types.js';
import {
  DEMO_CATEGORIES,
  DEMO_CLASS_TYPES,
  DEMO_COACHES,
  DEMO_LOCATIONS,
  DEMO_PROGRAMS,
  DEMO_TAGS,
  DEMO_VIDEO_TYPES,
  type DemoCategoryKey,
  type DemoClassType,
  type DemoCoachKey,
} from './catalogue.data.js';
import { DEMO_IMAGES, type DemoImageKey } from './images.js';

/** The ids of the demo catalogue, by the keys of its data. */
export interface DemoCatalogue {
  readonly files: Record<DemoImageKey, number>;
  readonly locations: readonly number[];
  readonly categories: Record<DemoCategoryKey, number>;
  readonly classTypes: Record<DemoClassType['key'], number>;
  readonly coaches: Record<DemoCoachKey, number>;
  readonly programs: Record<(typeof DEMO_PROGRAMS)[number]['key'], number>;
  readonly classTags: readonly number[];
  readonly videoTags: readonly number[];
  readonly videoTypes: readonly number[];
}

/** Pairs keys with the ids an INSERT … RETURNING gave back, in insertion order. */
export const byKey = <K extends string>(keys: readonly K[], ids: readonly number[]): Record<K, number> =>
  Object.fromEntries(keys.map((key, index) => [key, ids[index]])) as Record<K, number>;

const seedFiles = async (tx: Tx, now: Date): Promise<Record<DemoImageKey, number>> => {
  const keys = Object.keys(DEMO_IMAGES) as DemoImageKey[];
  const rows = await tx
    .insert(files)
    .values(
      keys.map((key) => {
        const src = DEMO_IMAGES[key].src;
        return { name: src.split('/').at(-1) ?? key, type: 'image/svg+xml', src, created_at: now };
      }),
    )
    .returning({ id: files.file_id });
  return byKey(keys, rows.map((row) => row.id));
};

const seedCoaches = async (tx: Tx, fileIds: Record<DemoImageKey, number>, now: Date) => {
  const coachRows = await tx
    .insert(instructors)
    .values(
      DEMO_COACHES.map((coach, order) => ({
        name: coach.name, last_name: coach.lastName, nick_name: coach.nickName, quote: coach.quote,
        short_bio: coach.bio, instagram: coach.instagram, birthdate: coach.birthdate, music_type: coach.music,
        file_id: fileIds[coach.image], on_home: true, order, created_at: now,
      })),
    )
    .returning({ id: instructors.instructor_id });
  return byKey(DEMO_COACHES.map((coach) => coach.key), coachRows.map((row) => row.id));
};

const seedClassTypes = async (tx: Tx, fileIds: Record<DemoImageKey, number>, now: Date) => {
  const rows = await tx
    .insert(classTypes)
    .values(
      DEMO_CLASS_TYPES.map((type) => ({
        name: type.name, icon: type.icon, description: type.description, spot_map: type.spotMap,
        image_file_id: fileIds[`type-${type.key}`], created_at: now,
      })),
    )
    .returning({ id: classTypes.class_type_id });
  return byKey(DEMO_CLASS_TYPES.map((type) => type.key), rows.map((row) => row.id));
};

/** The cycling room drawn as a custom spot map: 3 rows of 5 with the aisle seat left out of the first. */
const cyclingSpotMap = (classTypeId: number, now: Date) => {
  const spots = Array.from({ length: 15 }, (_, index) => ({ label: String(index + 1), selectable: index !== 2 }));
  return { name: 'Salón de cycling', rows: 3, columns: 5, spots: JSON.stringify(spots), class_type_id: classTypeId, class_types: String(classTypeId), created_at: now };
};

/** Files, locations, categories, class types, coaches, programs, tags, video types and a spot map. */
export const seedCatalogue = async (tx: Tx, now: Date): Promise<DemoCatalogue> => {
  const fileIds = await seedFiles(tx, now);
  const locationRows = await tx
    .insert(locations)
    .values(DEMO_LOCATIONS.map((location) => ({ ...location, created_at: now })))
    .returning({ id: locations.location_id });
  const categoryRows = await tx
    .insert(classCategories)
    .values(DEMO_CATEGORIES.map(({ name, handle, description }) => ({ name, handle, description, available: true, created_at: now })))
    .returning({ id: classCategories.class_category_id });
  const typeIds = await seedClassTypes(tx, fileIds, now);
  const coachIds = await seedCoaches(tx, fileIds, now);
  const programRows = await tx
    .insert(programs)
    .values(DEMO_PROGRAMS.map((program) => ({ name: program.name, description: program.description, file_id: fileIds[program.image], created_at: now })))
    .returning({ id: programs.program_id });
  const tagRows = await tx
    .insert(tags)
    .values(DEMO_TAGS.map((tag) => ({ ...tag, created_at: now })))
    .returning({ id: tags.tag_id, type: tags.type });
  const videoTypeRows = await tx
    .insert(videoTypes)
    .values(DEMO_VIDEO_TYPES.map((name) => ({ name, created_at: now })))
    .returning({ id: videoTypes.video_type_id });
  await tx.insert(customSpotMaps).values(cyclingSpotMap(typeIds.cycling, now));
  return {
    files: fileIds,
    locations: locationRows.map((row) => row.id),
    categories: byKey(DEMO_CATEGORIES.map((category) => category.key), categoryRows.map((row) => row.id)),
    classTypes: typeIds,
    coaches: coachIds,
    programs: byKey(DEMO_PROGRAMS.map((program) => program.key), programRows.map((row) => row.id)),
    classTags: tagRows.filter((tag) => tag.type === 'class').map((tag) => tag.id),
    videoTags: tagRows.filter((tag) => tag.type === 'video').map((tag) => tag.id),
    videoTypes: videoTypeRows.map((row) => row.id),
  };
};
