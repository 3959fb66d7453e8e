import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { customLayout, freeSpots, moveSpot, rowSizesLayout, spotLayoutFor, type SpotLayout } from './spotMap.rules.js';

const labels = (layout: SpotLayout | null) => layout?.rows.map((row) => row.map((spot) => `${spot.label}:${spot.state}`));

const grid = (rows: number, columns: number, blocked: string[] = []) =>
  JSON.stringify(
    Array.from({ length: rows * columns }, (_, i) => {
      const label = `${String.fromCharCode(65 + Math.floor(i / columns))}${(i % columns) + 1}`;
      return { label, selectable: !blocked.includes(label) };
    }),
  );

describe('rowSizesLayout (class_type.spot_map)', () => {
  it("numbers the places '1', '2', … row by row and marks the taken ones", () => {
    expect(labels(rowSizesLayout('2,3', new Set(['2', '4'])))).toEqual([
      ['1:free', '2:taken'],
      ['3:free', '4:taken', '5:free'],
    ]);
  });

  it('reads spaces around the commas, and refuses anything that is not a list of positive sizes', () => {
    expect(rowSizesLayout(' 1 , 2 ', new Set())?.rows.map((row) => row.length)).toEqual([1, 2]);
    for (const bad of [null, '', '4,,4', 'a,b', '0,3', '-1', '4;4']) expect(rowSizesLayout(bad, new Set())).toBeNull();
  });
});

describe('customLayout (custom spot maps)', () => {
  it('lays the JSON spots out in rows of `columns`, blocked where not selectable', () => {
    const layout = customLayout({ rows: 2, columns: 2, spots: grid(2, 2, ['A2']) }, new Set(['B1']));
    expect(labels(layout)).toEqual([
      ['A1:free', 'A2:blocked'],
      ['B1:taken', 'B2:free'],
    ]);
  });

  it('offers no map whose JSON cannot be read or is shorter than its grid', () => {
    expect(customLayout({ rows: 1, columns: 2, spots: '{nope' }, new Set())).toBeNull();
    expect(customLayout({ rows: 2, columns: 2, spots: grid(1, 2) }, new Set())).toBeNull();
    expect(customLayout({ rows: 1, columns: 1, spots: '[{"label":"A"}]' }, new Set())).toBeNull();
  });

  it('blocks a selectable spot without a label', () => {
    expect(labels(customLayout({ rows: 1, columns: 1, spots: '[{"label":" ","selectable":true}]' }, new Set()))).toEqual([[':blocked']]);
  });
});

describe('spotLayoutFor', () => {
  const cls = { class_type: { spot_map: '3' }, class_reservations: [{ spot: '2' }, { spot: null }] };

  it("prefers the class type's custom map over its row sizes", () => {
    expect(freeSpots(spotLayoutFor(cls, [{ rows: 1, columns: 2, spots: grid(1, 2) }]))).toEqual(['A1', 'A2']);
  });

  it('falls back to the row sizes when no custom map is usable, with the taken spots', () => {
    expect(freeSpots(spotLayoutFor(cls, [{ rows: 1, columns: 1, spots: 'x' }]))).toEqual(['1', '3']);
  });

  it('is null without any map', () => {
    expect(spotLayoutFor({ class_type: { spot_map: null }, class_reservations: [] }, [])).toBeNull();
    expect(freeSpots(null)).toEqual([]);
  });
});

describe('moveSpot (the keyboard of the spot picker)', () => {
  // Row A: 1 free, 2 taken, 3 free; row B: 4 free, 5 free, 6 free; row C: 7 taken.
  const room = rowSizesLayout('3,3,1', new Set(['2', '7'])) as SpotLayout;

  it('moves left and right through free spots in reading order, skipping taken ones, and stays at the edges', () => {
    expect(moveSpot(room, '1', 'ArrowRight')).toBe('3');
    expect(moveSpot(room, '3', 'ArrowRight')).toBe('4');
    expect(moveSpot(room, '4', 'ArrowLeft')).toBe('3');
    expect(moveSpot(room, '1', 'ArrowLeft')).toBe('1');
    expect(moveSpot(room, '6', 'ArrowRight')).toBe('6');
  });

  it('moves up and down to the nearest free spot of the nearest row that has one', () => {
    expect(moveSpot(room, '3', 'ArrowDown')).toBe('6');
    expect(moveSpot(room, '5', 'ArrowUp')).toBe('1');
    expect(moveSpot(room, '5', 'ArrowDown')).toBe('5');
    expect(moveSpot(room, '1', 'ArrowUp')).toBe('1');
  });

  it('goes to the first or last with Home and End, and to the first from nothing', () => {
    expect(moveSpot(room, '5', 'Home')).toBe('1');
    expect(moveSpot(room, '1', 'End')).toBe('6');
    expect(moveSpot(room, null, 'ArrowDown')).toBe('1');
    expect(moveSpot(rowSizesLayout('1', new Set(['1'])) as SpotLayout, null, 'ArrowRight')).toBeNull();
  });

  it('always lands on a free spot', () => {
    const keys = fc.constantFrom('ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End' as const);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 5 }), fc.array(keys, { maxLength: 12 }), fc.array(fc.integer({ min: 1, max: 30 })), (sizes, presses, taken) => {
        const layout = rowSizesLayout(sizes.join(','), new Set(taken.map(String))) as SpotLayout;
        const free = freeSpots(layout);
        let at: string | null = null;
        for (const key of presses) {
          at = moveSpot(layout, at, key);
          expect(at === null ? free.length === 0 : free.includes(at)).toBe(true);
        }
      }),
    );
  });
});
