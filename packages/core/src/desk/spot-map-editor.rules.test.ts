import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customSpotRoom, selectableLabels } from '../schedule/spots.rules.js';
import {
  addRow,
  blankGrid,
  gridOfMap,
  gridProblems,
  moveInGrid,
  relabelSpot,
  removeRow,
  resizeGrid,
  rowSizesOf,
  rowSizesText,
  rowSizesValid,
  savedGrid,
  setRowSize,
  SPOT_GRID_MAX,
  toggleSpot,
  type SpotGridDraft,
} from './spot-map-editor.rules.js';

const size = fc.integer({ min: 1, max: SPOT_GRID_MAX });
const smallSize = fc.integer({ min: 1, max: 8 });
const labels = (grid: SpotGridDraft) => grid.spots.map((spot) => spot.label);

/** A grid whose labels are unique (numbers and letters), some places unselectable. */
const uniqueGrid = fc
  .record({ rows: smallSize, columns: smallSize })
  .chain(({ rows, columns }) =>
    fc
      .uniqueArray(fc.stringMatching(/^[A-Z0-9]{1,4}$/), { minLength: rows * columns, maxLength: rows * columns })
      .chain((names) =>
        fc.array(fc.boolean(), { minLength: rows * columns, maxLength: rows * columns }).map((flags) => ({
          rows,
          columns,
          spots: names.map((label, i) => ({ label, selectable: flags[i] ?? true })),
        })),
      ),
  );

describe('blankGrid', () => {
  it('numbers every place row by row, all selectable', () => {
    expect(blankGrid(2, 3)).toEqual({
      rows: 2,
      columns: 3,
      spots: ['1', '2', '3', '4', '5', '6'].map((label) => ({ label, selectable: true })),
    });
  });

  it('holds the size within 1 and 30', () => {
    expect(blankGrid(0, 40)).toMatchObject({ rows: 1, columns: SPOT_GRID_MAX });
  });
});

describe('resizeGrid', () => {
  it('keeps each place that stays and numbers new ones with unused numbers', () => {
    const grid = relabelSpot(toggleSpot(blankGrid(2, 2), 1), 0, 'A');
    const wider = resizeGrid(grid, 2, 3);
    expect(labels(wider)).toEqual(['A', '2', '1', '3', '4', '5']);
    expect(wider.spots[1]).toEqual({ label: '2', selectable: false });
    expect(resizeGrid(wider, 1, 2)).toEqual({ rows: 1, columns: 2, spots: [{ label: 'A', selectable: true }, { label: '2', selectable: false }] });
  });

  it('property: has rows × columns places within the limits', () => {
    fc.assert(
      fc.property(uniqueGrid, fc.integer({ min: -5, max: 40 }), fc.integer({ min: -5, max: 40 }), (grid, rows, columns) => {
        const next = resizeGrid(grid, rows, columns);
        expect(next.rows).toBeGreaterThanOrEqual(1);
        expect(next.rows).toBeLessThanOrEqual(SPOT_GRID_MAX);
        expect(next.spots).toHaveLength(next.rows * next.columns);
      }),
    );
  });

  it('property: a place at the same row and column keeps its label and selectable', () => {
    fc.assert(
      fc.property(uniqueGrid, smallSize, smallSize, (grid, rows, columns) => {
        const next = resizeGrid(grid, rows, columns);
        for (let r = 0; r < Math.min(rows, grid.rows); r += 1) {
          for (let c = 0; c < Math.min(columns, grid.columns); c += 1) {
            expect(next.spots[r * columns + c]).toEqual(grid.spots[r * grid.columns + c]);
          }
        }
      }),
    );
  });

  it('property: unique labels stay unique, so a resized valid grid stays free of duplicates', () => {
    fc.assert(
      fc.property(uniqueGrid, smallSize, smallSize, (grid, rows, columns) => {
        const next = resizeGrid(grid, rows, columns);
        expect(new Set(labels(next)).size).toBe(next.spots.length);
        expect(gridProblems(next).filter((p) => p.kind === 'duplicate-label')).toEqual([]);
      }),
    );
  });

  it('property: back to the old size gives the old grid', () => {
    fc.assert(
      fc.property(uniqueGrid, smallSize, smallSize, (grid, rows, columns) => {
        const bigger = resizeGrid(grid, Math.max(rows, grid.rows), Math.max(columns, grid.columns));
        expect(resizeGrid(bigger, grid.rows, grid.columns)).toEqual(grid);
      }),
    );
  });
});

describe('toggleSpot and relabelSpot', () => {
  it('property: toggling twice changes nothing, and only the toggled place changes', () => {
    fc.assert(
      fc.property(uniqueGrid, fc.nat(), (grid, n) => {
        const index = n % grid.spots.length;
        const once = toggleSpot(grid, index);
        expect(once.spots[index]?.selectable).toBe(!grid.spots[index]?.selectable);
        expect(once.spots.filter((_, i) => i !== index)).toEqual(grid.spots.filter((_, i) => i !== index));
        expect(toggleSpot(once, index)).toEqual(grid);
      }),
    );
  });

  it('changes nothing at an index outside the grid', () => {
    const grid = blankGrid(1, 2);
    expect(toggleSpot(grid, 5)).toBe(grid);
    expect(relabelSpot(grid, -1, 'X')).toBe(grid);
  });

  it('cuts a label to 20 characters', () => {
    expect(relabelSpot(blankGrid(1, 1), 0, 'x'.repeat(30)).spots[0]?.label).toHaveLength(20);
  });
});

describe('gridProblems', () => {
  it('accepts a numbered grid with an aisle', () => {
    expect(gridProblems(relabelSpot(toggleSpot(blankGrid(2, 3), 1), 1, ''))).toEqual([]);
  });

  it('finds labels used twice, ignoring spaces around them', () => {
    const grid = relabelSpot(blankGrid(1, 3), 2, ' 1 ');
    expect(gridProblems(grid)).toEqual([{ kind: 'duplicate-label', label: '1', indexes: [0, 2] }]);
  });

  it('wants a label on every selectable place, and one selectable place at least', () => {
    expect(gridProblems(relabelSpot(blankGrid(1, 2), 1, '  '))).toEqual([{ kind: 'blank-label', index: 1 }]);
    expect(gridProblems(toggleSpot(blankGrid(1, 1), 0))).toEqual([{ kind: 'no-selectable' }]);
  });

  it('refuses sizes out of limits and a count other than rows × columns', () => {
    expect(gridProblems({ rows: 31, columns: 1, spots: [] })).toEqual([{ kind: 'size' }]);
    expect(gridProblems({ rows: 0, columns: 1, spots: [] })).toEqual([{ kind: 'size' }]);
    expect(gridProblems({ rows: 1, columns: 2, spots: [{ label: '1', selectable: true }] })).toEqual([{ kind: 'count' }]);
  });

  it('property: a grid without problems books exactly its selectable labels on the customer side', () => {
    fc.assert(
      fc.property(uniqueGrid, (grid) => {
        fc.pre(gridProblems(grid).length === 0);
        const saved = savedGrid(grid);
        const room = customSpotRoom({ rows: saved.rows, columns: saved.columns, spots: JSON.stringify(saved.spots) });
        expect(room).not.toBeNull();
        expect(selectableLabels(room ?? [])).toEqual(saved.spots.filter((s) => s.selectable).map((s) => s.label));
      }),
    );
  });
});

describe('gridOfMap', () => {
  it('reads a stored map and refuses unreadable ones', () => {
    const spots = JSON.stringify([{ label: 'A', selectable: true }, { label: 2, selectable: false }]);
    expect(gridOfMap({ rows: 1, columns: 2, spots })).toEqual({
      rows: 1,
      columns: 2,
      spots: [{ label: 'A', selectable: true }, { label: '2', selectable: false }],
    });
    expect(gridOfMap({ rows: 2, columns: 2, spots })).toBeNull();
    expect(gridOfMap({ rows: 1, columns: 1, spots: '{' })).toBeNull();
  });

  it('property: a saved grid reads back as itself', () => {
    fc.assert(
      fc.property(uniqueGrid, (grid) => {
        expect(gridOfMap({ ...grid, spots: JSON.stringify(grid.spots) })).toEqual(grid);
      }),
    );
  });
});

describe('moveInGrid', () => {
  const grid = { rows: 2, columns: 3 };

  it('moves one cell with the arrows and stays at the edges', () => {
    expect(moveInGrid(grid, 0, 'ArrowRight')).toBe(1);
    expect(moveInGrid(grid, 2, 'ArrowRight')).toBe(2);
    expect(moveInGrid(grid, 3, 'ArrowLeft')).toBe(3);
    expect(moveInGrid(grid, 1, 'ArrowDown')).toBe(4);
    expect(moveInGrid(grid, 4, 'ArrowDown')).toBe(4);
    expect(moveInGrid(grid, 4, 'ArrowUp')).toBe(1);
    expect(moveInGrid(grid, 4, 'Home')).toBe(3);
    expect(moveInGrid(grid, 3, 'End')).toBe(5);
  });

  it('property: always lands inside the grid, and Left undoes Right away from the edge', () => {
    const keys = fc.constantFrom('ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End' as const);
    fc.assert(
      fc.property(size, size, fc.nat(), keys, (rows, columns, n, key) => {
        const index = n % (rows * columns);
        const next = moveInGrid({ rows, columns }, index, key);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(rows * columns);
        if (index % columns < columns - 1) expect(moveInGrid({ rows, columns }, index + 1, 'ArrowLeft')).toBe(index);
      }),
    );
  });
});

describe('row sizes', () => {
  it('reads and writes the stored text', () => {
    expect(rowSizesOf('4, 5,5')).toEqual([4, 5, 5]);
    expect(rowSizesOf('cuatro')).toEqual([]);
    expect(rowSizesOf(null)).toEqual([]);
    expect(rowSizesText([4, 5])).toBe('4,5');
    expect(rowSizesText([])).toBeNull();
  });

  it('adds a row as long as the last, removes and resizes one within limits', () => {
    expect(addRow([])).toEqual([4]);
    expect(addRow([4, 6])).toEqual([4, 6, 6]);
    expect(addRow(Array.from({ length: 30 }, () => 1))).toHaveLength(30);
    expect(removeRow([4, 5, 6], 1)).toEqual([4, 6]);
    expect(setRowSize([4, 5], 1, 99)).toEqual([4, 30]);
    expect(setRowSize([4, 5], 0, 0)).toEqual([1, 5]);
  });

  it('property: valid sizes survive the stored text', () => {
    fc.assert(
      fc.property(fc.array(size, { minLength: 1, maxLength: SPOT_GRID_MAX }), (sizes) => {
        expect(rowSizesValid(sizes)).toBe(true);
        expect(rowSizesOf(rowSizesText(sizes))).toEqual(sizes);
      }),
    );
    expect(rowSizesValid([])).toBe(false);
    expect(rowSizesValid([0])).toBe(false);
  });
});
