import { classSpotRoom, customSpotRoom, rowSizesRoom, type SpotGrid, type SpotRoom } from '@estudio/core';

/**
 * One place of a room: `free` to pick, `taken` by a live reservation, or
 * `blocked` (a custom map's place that is not selectable: an aisle, the
 * coach's bike).
 */
export interface SpotCell {
  readonly label: string;
  readonly state: 'free' | 'taken' | 'blocked';
}

/** A room drawn row by row, as the spot picker shows it. */
export interface SpotLayout {
  readonly rows: readonly (readonly SpotCell[])[];
}

/** What the layout reads of a class: its type's row sizes and the spots its reservations hold. */
export interface SpotClass {
  readonly class_type: { readonly spot_map: string | null };
  readonly class_reservations: readonly { readonly spot: string | null }[];
}

const takenSpots = (cls: SpotClass): Set<string> =>
  new Set(cls.class_reservations.map((r) => r.spot?.trim() ?? '').filter((spot) => spot !== ''));

/** A room from core's spot rules, each bookable place marked free or taken. */
const layoutOf = (room: SpotRoom | null, taken: Set<string>): SpotLayout | null =>
  room === null
    ? null
    : {
        rows: room.map((row) =>
          row.map((place) => ({
            label: place.label,
            state: !place.selectable ? 'blocked' : taken.has(place.label) ? 'taken' : 'free',
          })),
        ),
      };

/**
 * The class type's `spot_map` (spec 3: comma-separated row sizes, '4,5,5'):
 * places numbered '1', '2', … row by row, as the studio hands them out.
 * Null when the text is not a list of positive sizes.
 */
export function rowSizesLayout(spotMap: string | null | undefined, taken: Set<string>): SpotLayout | null {
  return layoutOf(rowSizesRoom(spotMap), taken);
}

/**
 * A custom spot map (spec 3: rows, columns and JSON spots with label and
 * selectable), row by row. Null when its JSON cannot be read or holds
 * fewer places than its grid; a malformed map is never offered.
 */
export function customLayout(map: SpotGrid, taken: Set<string>): SpotLayout | null {
  return layoutOf(customSpotRoom(map), taken);
}

/**
 * The room of a class (issue 3, both shapes): a custom spot map assigned to
 * its class type wins (the studio drew it), else the type's row sizes; null
 * when neither is usable. The rule is core's, shared with the server.
 */
export function spotLayoutFor(cls: SpotClass, customMaps: readonly SpotGrid[]): SpotLayout | null {
  return layoutOf(classSpotRoom(cls.class_type.spot_map, customMaps), takenSpots(cls));
}

/** The labels a customer may pick, in reading order. */
export const freeSpots = (layout: SpotLayout | null): string[] =>
  layout ? layout.rows.flatMap((row) => row.filter((spot) => spot.state === 'free').map((spot) => spot.label)) : [];

/** A key the picker moves with. */
export type SpotKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

interface Position {
  readonly row: number;
  readonly column: number;
  readonly label: string;
}

const freePositions = (layout: SpotLayout): Position[] =>
  layout.rows.flatMap((row, r) =>
    row.flatMap((spot, c) => (spot.state === 'free' ? [{ row: r, column: c, label: spot.label }] : [])),
  );

/** The free spot of `row` nearest to `column`; ties go to the left. */
const nearestIn = (free: Position[], row: number, column: number): Position | undefined =>
  free
    .filter((p) => p.row === row)
    .sort((a, b) => Math.abs(a.column - column) - Math.abs(b.column - column) || a.column - b.column)[0];

/** The nearest row above or below that has a free spot; infinite when there is none. */
const rowToward = (free: Position[], from: number, step: 1 | -1): number => {
  const rows = [...new Set(free.map((p) => p.row))].filter((r) => (step > 0 ? r > from : r < from));
  return step > 0 ? Math.min(...rows, Number.POSITIVE_INFINITY) : Math.max(...rows, Number.NEGATIVE_INFINITY);
};

/**
 * Where a key moves the picker's focus from `current` (a free label, or
 * null): Left/Right to the previous/next free spot in reading order,
 * Up/Down to the nearest free spot in the nearest row above/below with one,
 * Home/End to the first/last. Taken and blocked places are skipped; at an
 * edge the focus stays. With nothing focused yet, any key goes to the first.
 */
export function moveSpot(layout: SpotLayout, current: string | null, key: SpotKey): string | null {
  const free = freePositions(layout);
  const at = free.findIndex((p) => p.label === current);
  if (free.length === 0) return null;
  if (at < 0 || key === 'Home') return free[0]?.label ?? null;
  if (key === 'End') return free[free.length - 1]?.label ?? null;
  const here = free[at] as Position;
  if (key === 'ArrowLeft') return (free[at - 1] ?? here).label;
  if (key === 'ArrowRight') return (free[at + 1] ?? here).label;
  const row = rowToward(free, here.row, key === 'ArrowDown' ? 1 : -1);
  if (!Number.isFinite(row)) return here.label;
  return (nearestIn(free, row, here.column) ?? here).label;
}
