import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classSpotLabels, classSpotRoom, customSpotLabels, customSpotRoom, rowSpotLabels, spotRowSizes } from './spots.rules.js';

const spots = (list: readonly (readonly [string, boolean])[]): string =>
  JSON.stringify(list.map(([label, selectable]) => ({ label, selectable })));

describe('spot_map row sizes', () => {
  it("numbers '4,4,4' from '1' to '12', row by row, front row first", () => {
    expect(rowSpotLabels('4,4,4')).toEqual(Array.from({ length: 12 }, (_, index) => String(index + 1)));
    expect(classSpotRoom('2,3', [])?.map((row) => row.map((place) => place.label))).toEqual([['1', '2'], ['3', '4', '5']]);
  });

  it('reads spaces around the commas and refuses anything that is not positive sizes', () => {
    expect(spotRowSizes(' 1 , 2 ')).toEqual([1, 2]);
    for (const bad of [null, undefined, '', '4,,4', 'a,b', '0,3', '-1', '4;4', '4,x']) {
      expect(spotRowSizes(bad)).toBeNull();
      expect(rowSpotLabels(bad)).toEqual([]);
    }
  });

  it('always gives as many labels as the rows add up to, each once', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 30 }), (sizes) => {
        const labels = rowSpotLabels(sizes.join(','));
        const total = sizes.reduce((sum, size) => sum + size, 0);
        expect(labels).toHaveLength(total);
        expect(new Set(labels).size).toBe(total);
      }),
    );
  });
});

describe('custom spot maps', () => {
  const grid = spots([['A1', true], ['A2', false], ['B1', true], [' ', true]]);

  it('offers the selectable, non-blank labels in grid order, each once', () => {
    expect(customSpotLabels({ rows: 2, columns: 2, spots: grid })).toEqual(['A1', 'B1']);
    expect(customSpotLabels({ rows: 1, columns: 2, spots: spots([['A', true], ['A', true]]) })).toEqual(['A']);
    expect(customSpotRoom({ rows: 2, columns: 2, spots: grid })?.[1]).toEqual([
      { label: 'B1', selectable: true },
      { label: '', selectable: false },
    ]);
  });

  it('cannot be used when its JSON does not read or holds fewer spots than its grid', () => {
    expect(customSpotLabels({ rows: 3, columns: 2, spots: grid })).toBeNull();
    expect(customSpotLabels({ rows: 1, columns: 1, spots: 'not json' })).toBeNull();
    expect(customSpotLabels({ rows: 1, columns: 1, spots: '[{"label":"A1"}]' })).toBeNull();
    expect(customSpotLabels({ rows: 0, columns: 1, spots: '[]' })).toBeNull();
  });
});

describe('the map that applies to a class', () => {
  const custom = { rows: 1, columns: 2, spots: spots([['A1', true], ['A2', true]]) };

  it('prefers the first usable custom map over the spot_map rows', () => {
    expect(classSpotLabels('3', [custom])).toEqual(['A1', 'A2']);
    expect(classSpotLabels('3', [{ rows: 1, columns: 1, spots: 'x' }, custom])).toEqual(['A1', 'A2']);
  });

  it('falls back to the rows, and to no map at all', () => {
    expect(classSpotLabels('3', [{ rows: 1, columns: 1, spots: 'x' }])).toEqual(['1', '2', '3']);
    expect(classSpotLabels(null, [])).toBeNull();
    expect(classSpotLabels('0', [])).toBeNull();
  });

  it('keeps a usable custom map with nothing selectable: the class is full, not mapless', () => {
    expect(classSpotLabels('3', [{ rows: 1, columns: 1, spots: spots([['X', false]]) }])).toEqual([]);
  });
});
