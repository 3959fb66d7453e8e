/*
 * Spot labels, written once for the web's picker, the server and the fake.
 * The spec gives a class type's `spot_map` only as row sizes ('4,5,5') and
 * names no labels; Estudio numbers its places '1' to 'N' row by row, front
 * row first, left to right ('4,5,5': row 1 holds 1–4, row 2 holds 5–9, row 3
 * holds 10–14), as bikes and reformers are numbered in a studio and as the
 * demo studio's reservations already are. A custom spot map names its own
 * labels; only its selectable spots can be booked. A custom map assigned to
 * the class type wins over the row sizes (it is the room drawn in full);
 * with several, the oldest usable one.
 */

/** One place of a room as drawn: its label and whether a customer may book it. */
export interface SpotPlace {
  readonly label: string;
  readonly selectable: boolean;
}

/** A room row by row, front row first. */
export type SpotRoom = readonly (readonly SpotPlace[])[];

/** What the rules read of a custom spot map (spec 3: rows, columns and JSON spots). */
export interface SpotGrid {
  readonly rows: number;
  readonly columns: number;
  readonly spots: string;
}

/**
 * The sizes of a `spot_map` ('4,5,5', spaces allowed around the commas), or
 * null when the text is not a list of positive sizes.
 */
export const spotRowSizes = (spotMap: string | null | undefined): number[] | null => {
  const text = spotMap?.trim() ?? '';
  if (!/^\d+(\s*,\s*\d+)*$/.test(text)) return null;
  const sizes = text.split(',').map((size) => Number(size.trim()));
  return sizes.some((size) => size < 1) ? null : sizes;
};

/** The room of `spot_map` row sizes, every place bookable; null when the sizes do not read. */
export const rowSizesRoom = (spotMap: string | null | undefined): SpotRoom | null => {
  const sizes = spotRowSizes(spotMap);
  if (sizes === null) return null;
  let next = 1;
  return sizes.map((size) => Array.from({ length: size }, () => ({ label: String(next++), selectable: true })));
};

/** The labels of `spot_map` row sizes: '1' to the sum of the rows; none when the sizes do not read. */
export const rowSpotLabels = (spotMap: string | null | undefined): string[] =>
  (rowSizesRoom(spotMap) ?? []).flatMap((row) => row.map((place) => place.label));

const isSpot = (value: unknown): value is { label: unknown; selectable: unknown } =>
  typeof value === 'object' && value !== null && 'label' in value && 'selectable' in value;

/**
 * A custom spot map's room, row by row; a place with a blank label is never
 * bookable. Null when the map cannot be used (its JSON does not read, or
 * holds fewer spots than its grid), so the next map or the row sizes apply.
 */
export const customSpotRoom = (map: SpotGrid): SpotRoom | null => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(map.spots);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || map.rows < 1 || map.columns < 1 || parsed.length < map.rows * map.columns) return null;
  if (!parsed.every(isSpot)) return null;
  const places = parsed.map((spot) => {
    const label = String(spot.label).trim();
    return { label, selectable: spot.selectable === true && label !== '' };
  });
  return Array.from({ length: map.rows }, (_, row) => places.slice(row * map.columns, (row + 1) * map.columns));
};

/** The bookable labels of a room, in reading order, each once. */
export const selectableLabels = (room: SpotRoom): string[] => [
  ...new Set(room.flatMap((row) => row.filter((place) => place.selectable).map((place) => place.label))),
];

/** The selectable labels of a custom spot map, in grid order, each once; null when the map cannot be used. */
export const customSpotLabels = (map: SpotGrid): string[] | null => {
  const room = customSpotRoom(map);
  return room === null ? null : selectableLabels(room);
};

/**
 * The room a class is booked in: the first usable custom map of its class
 * type (pass them oldest first), else the type's `spot_map` rows; null when
 * neither is usable.
 */
export const classSpotRoom = (spotMap: string | null | undefined, customMaps: readonly SpotGrid[]): SpotRoom | null => {
  for (const map of customMaps) {
    const room = customSpotRoom(map);
    if (room !== null) return room;
  }
  return rowSizesRoom(spotMap);
};

/**
 * The labels a class can be booked in, in map order (see {@link classSpotRoom}),
 * or null when no map applies or the row sizes give no place.
 */
export const classSpotLabels = (spotMap: string | null | undefined, customMaps: readonly SpotGrid[]): string[] | null => {
  const room = classSpotRoom(spotMap, customMaps);
  return room === null ? null : selectableLabels(room);
};
