/*
 * The spot-map editor of /admin/tipos-de-clase (issue 15): the pure rules
 * behind both shapes of spec 3. A class type's `spot_map` is row sizes
 * ('4,5,5', places numbered '1' to 'N' row by row: see
 * schedule/spots.rules.ts); a custom spot map is a grid of rows and columns
 * whose spots each have a label and may be made unselectable (an aisle, the
 * coach's bike). The screen, the form's schema and the server read these.
 */

/** Most rows, columns, or places in a row, of either shape (the API's limit). */
export const SPOT_GRID_MAX = 30;
/** The longest label a spot may have (the API's limit). */
export const SPOT_LABEL_MAX = 20;

/** One place of a grid being edited. */
export interface GridSpot {
  readonly label: string;
  readonly selectable: boolean;
}

/** A custom grid being edited: `spots` row by row, `rows * columns` of them. */
export interface SpotGridDraft {
  readonly rows: number;
  readonly columns: number;
  readonly spots: readonly GridSpot[];
}

/** Why a grid cannot be saved; the form shows each next to the map. */
export type SpotGridProblem =
  | { readonly kind: 'size' }
  | { readonly kind: 'count' }
  | { readonly kind: 'no-selectable' }
  | { readonly kind: 'blank-label'; readonly index: number }
  | { readonly kind: 'long-label'; readonly index: number }
  | { readonly kind: 'duplicate-label'; readonly label: string; readonly indexes: readonly number[] };

/** True for a whole number from 1 to {@link SPOT_GRID_MAX}. */
export const withinLimits = (size: number): boolean => Number.isInteger(size) && size >= 1 && size <= SPOT_GRID_MAX;

/** A size held within 1 and {@link SPOT_GRID_MAX} (what a stepper offers). */
export const clampSize = (size: number): number =>
  Number.isFinite(size) ? Math.min(SPOT_GRID_MAX, Math.max(1, Math.trunc(size))) : 1;

/** The label as saved: no spaces around it. */
const cleaned = (label: string): string => label.trim();

/** The smallest whole number from 1 up whose text is not in `used`; it is added to `used`. */
const nextFreeNumber = (used: Set<string>, from: { next: number }): string => {
  while (used.has(String(from.next))) from.next += 1;
  const label = String(from.next);
  used.add(label);
  from.next += 1;
  return label;
};

/** A new grid: every place selectable, numbered '1' to rows × columns row by row. */
export const blankGrid = (rows: number, columns: number): SpotGridDraft => {
  const r = clampSize(rows);
  const c = clampSize(columns);
  return { rows: r, columns: c, spots: Array.from({ length: r * c }, (_, i) => ({ label: String(i + 1), selectable: true })) };
};

/**
 * The grid at a new size: each place that stays (same row and column) keeps
 * its label and whether it is selectable; each new place is selectable and
 * numbered with the smallest numbers no place uses yet, row by row, so labels
 * that were unique stay unique. Sizes are held within the limits.
 */
export const resizeGrid = (grid: SpotGridDraft, rows: number, columns: number): SpotGridDraft => {
  const r = clampSize(rows);
  const c = clampSize(columns);
  const kept = (row: number, column: number): GridSpot | undefined =>
    row < grid.rows && column < grid.columns ? grid.spots[row * grid.columns + column] : undefined;
  const used = new Set<string>();
  for (let row = 0; row < r; row += 1) {
    for (let column = 0; column < c; column += 1) {
      const spot = kept(row, column);
      if (spot && cleaned(spot.label)) used.add(cleaned(spot.label));
    }
  }
  const counter = { next: 1 };
  const spots: GridSpot[] = [];
  for (let row = 0; row < r; row += 1) {
    for (let column = 0; column < c; column += 1) {
      spots.push(kept(row, column) ?? { label: nextFreeNumber(used, counter), selectable: true });
    }
  }
  return { rows: r, columns: c, spots };
};

const withSpot = (grid: SpotGridDraft, index: number, change: (spot: GridSpot) => GridSpot): SpotGridDraft => {
  const spot = grid.spots[index];
  if (!spot) return grid;
  return { ...grid, spots: grid.spots.map((each, i) => (i === index ? change(each) : each)) };
};

/** The place at `index` made selectable, or not (an aisle, the coach's place); other indexes change nothing. */
export const toggleSpot = (grid: SpotGridDraft, index: number): SpotGridDraft =>
  withSpot(grid, index, (spot) => ({ ...spot, selectable: !spot.selectable }));

/** The place at `index` with a new label (cut to {@link SPOT_LABEL_MAX} characters). */
export const relabelSpot = (grid: SpotGridDraft, index: number, label: string): SpotGridDraft =>
  withSpot(grid, index, (spot) => ({ ...spot, label: label.slice(0, SPOT_LABEL_MAX) }));

/**
 * What keeps a grid from being saved, in this order: a size out of limits,
 * a spot count other than rows × columns, a selectable place without label,
 * a label too long, a label used twice (spaces around it ignored; blank
 * labels of unselectable places are gaps, never duplicates), and no
 * selectable place at all. Empty when it can be saved.
 */
export const gridProblems = (grid: SpotGridDraft): SpotGridProblem[] => {
  if (!withinLimits(grid.rows) || !withinLimits(grid.columns)) return [{ kind: 'size' }];
  if (grid.spots.length !== grid.rows * grid.columns) return [{ kind: 'count' }];
  const problems: SpotGridProblem[] = [];
  const seen = new Map<string, number[]>();
  grid.spots.forEach((spot, index) => {
    const label = cleaned(spot.label);
    if (spot.selectable && label === '') problems.push({ kind: 'blank-label', index });
    if (label.length > SPOT_LABEL_MAX) problems.push({ kind: 'long-label', index });
    if (label !== '') seen.set(label, [...(seen.get(label) ?? []), index]);
  });
  for (const [label, indexes] of seen) {
    if (indexes.length > 1) problems.push({ kind: 'duplicate-label', label, indexes });
  }
  if (!grid.spots.some((spot) => spot.selectable)) problems.push({ kind: 'no-selectable' });
  return problems;
};

/** The grid as the API stores it: labels without spaces around them. */
export const savedGrid = (grid: SpotGridDraft): SpotGridDraft => ({
  rows: grid.rows,
  columns: grid.columns,
  spots: grid.spots.map((spot) => ({ label: cleaned(spot.label), selectable: spot.selectable })),
});

/**
 * A stored custom map (spec 3: rows, columns, JSON text of spots) as a
 * draft; null when its JSON does not read as that many spots.
 */
export const gridOfMap = (map: { readonly rows: number; readonly columns: number; readonly spots: string }): SpotGridDraft | null => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(map.spots);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || !withinLimits(map.rows) || !withinLimits(map.columns)) return null;
  if (parsed.length < map.rows * map.columns) return null;
  const spots = parsed.slice(0, map.rows * map.columns).map((spot: unknown) => {
    const value = (spot ?? {}) as { label?: unknown; selectable?: unknown };
    return { label: typeof value.label === 'string' || typeof value.label === 'number' ? String(value.label) : '', selectable: value.selectable === true };
  });
  return { rows: map.rows, columns: map.columns, spots };
};

/** A key that moves the editor's focus between cells. */
export type GridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

/**
 * Where a key moves the editor's focus from cell `index`: arrows one cell
 * in their direction (staying at an edge), Home and End to the first and
 * last cell of the row. Every cell can be focused, selectable or not.
 */
export const moveInGrid = (grid: { readonly rows: number; readonly columns: number }, index: number, key: GridKey): number => {
  const last = grid.rows * grid.columns - 1;
  const at = Math.min(Math.max(0, index), Math.max(0, last));
  const row = Math.floor(at / grid.columns);
  const column = at % grid.columns;
  switch (key) {
    case 'ArrowLeft':
      return column > 0 ? at - 1 : at;
    case 'ArrowRight':
      return column < grid.columns - 1 ? at + 1 : at;
    case 'ArrowUp':
      return row > 0 ? at - grid.columns : at;
    case 'ArrowDown':
      return row < grid.rows - 1 ? at + grid.columns : at;
    case 'Home':
      return row * grid.columns;
    case 'End':
      return row * grid.columns + grid.columns - 1;
  }
};

/** Row sizes ('4,5,5') as numbers; empty when the text does not read as sizes. */
export const rowSizesOf = (spotMap: string | null | undefined): number[] => {
  const text = spotMap?.trim() ?? '';
  if (!/^\d+(\s*,\s*\d+)*$/.test(text)) return [];
  return text.split(',').map((size) => Number(size.trim()));
};

/** Row sizes as a class type stores them ('4,5,5'); null for none. */
export const rowSizesText = (sizes: readonly number[]): string | null => (sizes.length ? sizes.join(',') : null);

/** The sizes with one more row as long as the last one (4 places for the first); unchanged at the limit. */
export const addRow = (sizes: readonly number[]): number[] =>
  sizes.length >= SPOT_GRID_MAX ? [...sizes] : [...sizes, sizes[sizes.length - 1] ?? 4];

/** The sizes without row `index`. */
export const removeRow = (sizes: readonly number[], index: number): number[] => sizes.filter((_, i) => i !== index);

/** Row `index` with `size` places, held within the limits. */
export const setRowSize = (sizes: readonly number[], index: number, size: number): number[] =>
  sizes.map((each, i) => (i === index ? clampSize(size) : each));

/** True when row sizes can be saved: 1 to 30 rows of 1 to 30 places. */
export const rowSizesValid = (sizes: readonly number[]): boolean =>
  sizes.length >= 1 && sizes.length <= SPOT_GRID_MAX && sizes.every(withinLimits);
