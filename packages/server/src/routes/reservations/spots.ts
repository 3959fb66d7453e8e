import { and, asc, eq, isNull, ne, or, type AnyColumn, type SQL } from 'drizzle-orm';
import { classSpotLabels, customSpotLabels, rowSpotLabels, scheduleError, type StudioConfig } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { classReservations, classTypes, customSpotMaps } from '../../db/schema/index.js';
import { listHolds } from '../catalogue/references.js';
import { refuse } from '../shared/refusals.js';

/*
 * Spot labels: the rule (row sizes numbered '1' to 'N' front row first, a
 * custom map's selectable labels, the oldest usable custom map winning over
 * the row sizes) is core's schedule/spots.rules.ts, shared with the web's
 * picker and the fake API.
 */

/** The places of `spot_map` row sizes (core's rule, under the name this module's callers use). */
export const rowSizeLabels = (spotMap: string | null): string[] => rowSpotLabels(spotMap);

/** A custom spot map as stored. */
export type CustomMapGrid = Pick<typeof customSpotMaps.$inferSelect, 'rows' | 'columns' | 'spots'>;

/** The selectable labels of a custom map, in grid order, each once; null when the map cannot be used. */
export const customMapLabels = (map: CustomMapGrid): string[] | null => customSpotLabels(map);

/** The custom spot maps a class type can use: its own, and those listing it (`classTypeId` a number, or the column of a class type in the same statement). */
export const spotMapsFor = (classTypeId: number | AnyColumn): SQL | undefined =>
  or(eq(customSpotMaps.class_type_id, classTypeId), listHolds(customSpotMaps.class_types, classTypeId));

/**
 * The places a class of this type can be booked in, in map order, or null
 * when no spot map is in use (spotmap_enabled off, or the type has none
 * usable).
 */
export const spotLabelsOf = async (db: Db, classTypeId: number, config: StudioConfig): Promise<readonly string[] | null> => {
  if (!config.features.spotmap) return null;
  const maps = await db
    .select({ rows: customSpotMaps.rows, columns: customSpotMaps.columns, spots: customSpotMaps.spots })
    .from(customSpotMaps)
    .where(spotMapsFor(classTypeId))
    .orderBy(asc(customSpotMaps.custom_spot_map_id));
  const [type] = await db.select({ spotMap: classTypes.spot_map }).from(classTypes).where(eq(classTypes.class_type_id, classTypeId));
  return classSpotLabels(type?.spotMap ?? null, maps);
};

/** Spots held by live reservations of a class, leaving out one reservation (the one being moved). */
const takenSpots = async (db: Db, classId: number, except: number | null): Promise<Set<string>> => {
  const rows = await db
    .select({ spot: classReservations.spot })
    .from(classReservations)
    .where(and(
      eq(classReservations.single_class_id, classId),
      isNull(classReservations.deleted_at),
      except === null ? undefined : ne(classReservations.class_reservation_id, except),
    ));
  return new Set(rows.flatMap((row) => (row.spot === null ? [] : [row.spot])));
};

/** What a booking asks of the spot map. */
export interface SpotRequest {
  readonly classId: number;
  readonly classTypeId: number;
  /** The spot asked for; null or undefined lets the server choose. */
  readonly spot: string | null | undefined;
  /** A reservation moving to another spot keeps its own until it moves. */
  readonly except?: number | null;
}

/**
 * The spot a booking gets (call with the class row locked). With a map in
 * use: the one asked for, refused when the map has no such selectable place
 * (412) or someone holds it (409); none asked, the first free one in map
 * order, or 'class full' when every place is held. Without a map: no spot,
 * and asking for one is refused (412).
 */
export const chooseSpot = async (db: Db, config: StudioConfig, request: SpotRequest): Promise<string | null> => {
  const labels = await spotLabelsOf(db, request.classTypeId, config);
  return spotFor(labels, labels === null ? new Set() : await takenSpots(db, request.classId, request.except ?? null), request.spot ?? null);
};

/** `chooseSpot`'s decision over facts already read: the labels of the map in use (null: none), the spots held, the one asked for. */
export const spotFor = (labels: readonly string[] | null, taken: ReadonlySet<string>, wanted: string | null): string | null => {
  if (labels === null) return wanted === null ? null : refuse(scheduleError('spotUnavailable'));
  if (wanted === null) return labels.find((label) => !taken.has(label)) ?? refuse(scheduleError('classFull'));
  if (!labels.includes(wanted)) return refuse(scheduleError('spotUnavailable'));
  return taken.has(wanted) ? refuse(scheduleError('spotTaken')) : wanted;
};
