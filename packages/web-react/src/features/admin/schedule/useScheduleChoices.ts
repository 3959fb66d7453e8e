import {
  CATALOGUE_LIST_MAX_PAGE, ok, type CatalogueListQuery, type CataloguePage, type Result,
} from '@estudio/core';
import { coachName } from '../../public/data/content.rules.js';
import { useDeskCatalogue } from '../DeskProvider.js';
import { spotMapOfClassType, type SpotMapValue } from '../catalogue/spotMap/SpotMapEditor.js';
import { useRetryable } from '../shared/useRetryable.js';

/** One thing a select or checklist of the schedule offers: its id and its name. */
export interface ScheduleChoice {
  readonly id: number;
  readonly name: string;
}

/** The studio's lists 'Horarios' chooses from: its filters and the class form. */
export interface ScheduleChoices {
  readonly classTypes: readonly ScheduleChoice[];
  /** Each class type's spot map, by its id: a class's places are its type's (spec 3). */
  readonly spotMaps: ReadonlyMap<number, SpotMapValue>;
  readonly coaches: readonly ScheduleChoice[];
  readonly locations: readonly ScheduleChoice[];
  readonly packages: readonly ScheduleChoice[];
  /** The classes' tags (a video's are not offered). */
  readonly tags: readonly ScheduleChoice[];
}

/** Every row of a catalogue list, page after page (the lists page by 100 at most). */
const everyRow = async <Row,>(list: (query: CatalogueListQuery) => Promise<Result<CataloguePage<Row>>>): Promise<Result<Row[]>> => {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await list({ page, per_page: CATALOGUE_LIST_MAX_PAGE });
    if (!answer.ok) return answer;
    rows.push(...answer.value.rows);
    if (answer.value.rows.length < CATALOGUE_LIST_MAX_PAGE || rows.length >= answer.value.total) return ok(rows);
  }
};

const byName = (a: ScheduleChoice, b: ScheduleChoice) => a.name.localeCompare(b.name, 'es');

/**
 * The class types, coaches, locations, packages and class tags of the
 * studio, through the catalogue's own lists (`useDeskCatalogue`), each by
 * name, loaded once for the screen: its filters and its class form.
 */
export const useScheduleChoices = () => {
  const catalogue = useDeskCatalogue();
  return useRetryable<ScheduleChoices>('desk-schedule-choices', async () => {
    const [classTypes, coaches, locations, packages, tags] = await Promise.all([
      everyRow((query) => catalogue.classTypes.list(query)),
      everyRow((query) => catalogue.coaches.list(query)),
      everyRow((query) => catalogue.locations.list(query)),
      everyRow((query) => catalogue.packages.list(query)),
      everyRow((query) => catalogue.tags.list(query)),
    ]);
    if (!classTypes.ok) return classTypes;
    if (!coaches.ok) return coaches;
    if (!locations.ok) return locations;
    if (!packages.ok) return packages;
    if (!tags.ok) return tags;
    return ok({
      classTypes: classTypes.value.map((row) => ({ id: row.class_type_id, name: row.name })).sort(byName),
      spotMaps: new Map(classTypes.value.map((row) => [row.class_type_id, spotMapOfClassType(row)])),
      coaches: coaches.value.map((row) => ({ id: row.instructor_id, name: coachName(row) })).sort(byName),
      locations: locations.value.map((row) => ({ id: row.location_id, name: row.name })).sort(byName),
      packages: packages.value.map((row) => ({ id: row.class_package_id, name: row.title })).sort(byName),
      tags: tags.value.filter((row) => row.type !== 'video').map((row) => ({ id: row.tag_id, name: row.name })).sort(byName),
    });
  });
};
