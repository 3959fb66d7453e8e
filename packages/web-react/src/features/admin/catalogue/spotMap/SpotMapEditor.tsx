import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  addRow, blankGrid, fill, gridOfMap, messages, moveInGrid, relabelSpot, removeRow, resizeGrid, rowSizesOf, rowSizesText, setRowSize, SPOT_GRID_MAX,
  SPOT_LABEL_MAX, toggleSpot, type ClassTypeRow, type GridKey, type SpotGridDraft,
} from '@estudio/core';
import { Button } from '../../../../ui/Button/index.js';
import { Checkbox } from '../../../../ui/Checkbox/index.js';
import { TextField } from '../../../../ui/TextField/index.js';
import { visuallyHidden } from '../../../../ui/Spinner/index.js';
import { SpotPicker } from '../../../schedule/spots/SpotPicker.js';
import { customLayout, rowSizesLayout, type SpotLayout } from '../../../schedule/spots/spotMap.rules.js';
import * as styles from './SpotMapEditor.css.js';

const text = messages.deskClassTypes;

/** A class type's spot map as the editor holds it: none, row sizes, or a custom grid (spec 3). */
export type SpotMapValue =
  | { readonly shape: 'none' }
  | { readonly shape: 'rows'; readonly sizes: readonly number[] }
  | { readonly shape: 'grid'; readonly grid: SpotGridDraft };

/** A class type's stored map as the editor and the preview read it: its own usable grid (customers book on it), else its row sizes, else none. */
export const spotMapOfClassType = (row: Pick<ClassTypeRow, 'spot_map' | 'custom_spot_map'>): SpotMapValue => {
  const grid = row.custom_spot_map ? gridOfMap(row.custom_spot_map) : null;
  if (grid) return { shape: 'grid', grid };
  const sizes = rowSizesOf(row.spot_map);
  return sizes.length ? { shape: 'rows', sizes } : { shape: 'none' };
};

/** Props of {@link SpotMapEditor}. */
export interface SpotMapEditorProps {
  readonly value: SpotMapValue;
  readonly onChange: (value: SpotMapValue) => void;
  /** The form's refusal of the map (the API's schema), shown under it. */
  readonly error?: string | null;
}

const GRID_KEYS: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'] satisfies GridKey[];
const DEFAULT_ROWS: readonly number[] = [4, 4];

const place = (grid: SpotGridDraft, index: number) => ({
  row: Math.floor(index / grid.columns) + 1,
  column: (index % grid.columns) + 1,
});
const stateText = (selectable: boolean) => (selectable ? text.cellSelectable : text.cellUnselectable);
const labelText = (label: string) => label.trim() || text.cellBlank;

/** What a customer would see: the booking flow's own picker over the map being drawn, nothing booked. */
const layoutOf = (value: SpotMapValue): SpotLayout | null => {
  if (value.shape === 'rows') return rowSizesLayout(rowSizesText(value.sizes), new Set());
  if (value.shape === 'grid') return customLayout({ ...value.grid, spots: JSON.stringify(value.grid.spots) }, new Set());
  return null;
};

/**
 * The preview beside the editor (issue 15): the customer's `SpotPicker`
 * from the booking flow, fed the map being drawn, so what the admin sees
 * is what a customer will see; choosing a place here only tries it.
 */
export const SpotMapPreview = ({ value }: { readonly value: SpotMapValue }) => {
  const [tried, setTried] = useState<string | null>(null);
  const layout = layoutOf(value);
  const id = useId();
  return (
    <section className={styles.preview} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.previewTitle}>{text.preview}</h3>
      <p className={styles.help}>{text.previewHelp}</p>
      {layout ? <SpotPicker layout={layout} value={tried} onChange={setTried} /> : <p className={styles.help}>{text.previewEmpty}</p>}
    </section>
  );
};

/** A size field that changes the map when left or on Enter, so typing '12' never passes through 1 (a grid would lose its labels). */
const SizeField = ({ label, name, value, onCommit }: { readonly label: string; readonly name: string; readonly value: number; readonly onCommit: (size: number) => void }) => {
  const [typed, setTyped] = useState<string | null>(null);
  const commit = () => {
    if (typed !== null && typed.trim() !== '' && Number.isFinite(Number(typed))) onCommit(Number(typed));
    setTyped(null);
  };
  return (
    <div
      className={styles.sizeField}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
    >
      <TextField
        label={label}
        name={name}
        type="number"
        inputMode="numeric"
        value={typed ?? String(value)}
        onChange={setTyped}
        onBlur={commit}
      />
    </div>
  );
};

/** Row sizes: one number field a row, 'Agregar fila' and 'Quitar fila N'. */
const RowSizesEditor = ({ sizes, onChange }: { readonly sizes: readonly number[]; readonly onChange: (sizes: readonly number[]) => void }) => (
  <>
    <p className={styles.help}>{text.rowsHelp}</p>
    <ol className={styles.rowList}>
      {sizes.map((size, index) => (
        <li key={index} className={styles.rowItem}>
          <SizeField label={fill(text.rowSize, { row: index + 1 })} name={`row-${index + 1}`} value={size} onCommit={(typed) => onChange(setRowSize(sizes, index, typed))} />
          <Button variant="ghost" disabled={sizes.length <= 1} onClick={() => onChange(removeRow(sizes, index))}>
            {fill(text.removeRow, { row: index + 1 })}
          </Button>
        </li>
      ))}
    </ol>
    <div>
      <Button variant="secondary" disabled={sizes.length >= SPOT_GRID_MAX} onClick={() => onChange(addRow(sizes))}>
        {text.addRow}
      </Button>
    </div>
  </>
);

/**
 * The custom grid (spec 3): rows and columns, then the cells. Arrow keys
 * move between cells (Home and End to the row's ends), Space or Enter makes
 * the focused place bookable or not, and 'Nombre del lugar' renames it;
 * each change is announced (aria-live).
 */
const SpotGridEditor = ({ grid, onChange, errorId }: {
  readonly grid: SpotGridDraft;
  readonly onChange: (grid: SpotGridDraft) => void;
  /** The refusal under the map, when there is one: the focused cell is marked invalid and described by it. */
  readonly errorId?: string | undefined;
}) => {
  const invalid = errorId !== undefined;
  const id = useId();
  const [active, setActive] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const cells = useRef(new Map<number, HTMLDivElement>());
  const at = Math.min(active, grid.spots.length - 1);
  const spot = grid.spots[at] ?? { label: '', selectable: true };
  const where = place(grid, at);

  const focusCell = (index: number) => {
    setActive(index);
    cells.current.get(index)?.focus();
  };
  const toggle = (index: number) => {
    const next = toggleSpot(grid, index);
    const changed = next.spots[index];
    onChange(next);
    if (changed) setAnnouncement(fill(text.announceToggled, { ...place(grid, index), label: labelText(changed.label), state: stateText(changed.selectable) }));
  };
  const resize = (rows: number, columns: number) => {
    const next = resizeGrid(grid, rows, columns);
    onChange(next);
    setActive((index) => Math.min(index, next.spots.length - 1));
    setAnnouncement(fill(text.announceResized, { rows: next.rows, columns: next.columns }));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    if (GRID_KEYS.includes(event.key)) {
      event.preventDefault();
      focusCell(moveInGrid(grid, index, event.key as GridKey));
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      toggle(index);
    }
  };

  const rows = Array.from({ length: grid.rows }, (_, r) => grid.spots.slice(r * grid.columns, (r + 1) * grid.columns));
  return (
    <>
      <div className={styles.sizes}>
        <SizeField label={text.gridRows} name="grid-rows" value={grid.rows} onCommit={(size) => resize(size, grid.columns)} />
        <SizeField label={text.gridColumns} name="grid-columns" value={grid.columns} onCommit={(size) => resize(grid.rows, size)} />
      </div>
      <p id={`${id}-help`} className={styles.help}>{text.gridHelp}</p>
      <div className={styles.gridScroll}>
        <div role="grid" aria-label={text.gridLabel} aria-describedby={[`${id}-help`, errorId].filter(Boolean).join(' ')} className={styles.grid}>
          {rows.map((row, r) => (
            <div role="row" key={r} className={styles.gridRow}>
              {row.map((cell, c) => {
                const index = r * grid.columns + c;
                return (
                  <div
                    key={c}
                    role="gridcell"
                    ref={(element) => {
                      if (element) cells.current.set(index, element);
                      else cells.current.delete(index);
                    }}
                    tabIndex={index === at ? 0 : -1}
                    aria-selected={index === at}
                    aria-invalid={invalid && index === at ? true : undefined}
                    aria-label={fill(text.cellName, { row: r + 1, column: c + 1, label: labelText(cell.label), state: stateText(cell.selectable) })}
                    className={`${styles.cell[cell.selectable ? 'selectable' : 'unselectable']} ${index === at ? styles.active : ''}`}
                    onClick={() => focusCell(index)}
                    onFocus={() => setActive(index)}
                    onKeyDown={(event) => onKeyDown(event, index)}
                  >
                    <span aria-hidden="true">{cell.selectable ? cell.label : cell.label || '—'}</span>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
      <div className={styles.details}>
        <TextField
          label={fill(text.spotLabel, where)}
          name="spot-label"
          value={spot.label}
          maxLength={SPOT_LABEL_MAX}
          onChange={(label) => onChange(relabelSpot(grid, at, label))}
          onBlur={() => setAnnouncement(fill(text.announceRelabelled, { ...where, label: labelText(spot.label) }))}
        />
        <Checkbox label={text.spotSelectable} checked={spot.selectable} onChange={() => toggle(at)} />
      </div>
      <p className={visuallyHidden} aria-live="polite" role="status">
        {announcement}
      </p>
    </>
  );
};

/**
 * The spot map of a class type (/admin/tipos-de-clase, issue 15), both
 * shapes of spec 3: row sizes, or a custom grid whose places have a label
 * and may be unselectable, usable by keyboard; under it the preview with the
 * customer's own picker. Switching shape keeps what was drawn in the other
 * until the panel closes. The rules (resize keeping labels, toggle,
 * relabel, validation) are core's (`spot-map-editor.rules.ts`).
 */
export const SpotMapEditor = ({ value, onChange, error }: SpotMapEditorProps) => {
  const id = useId();
  const drawn = useRef<{ sizes: readonly number[]; grid: SpotGridDraft }>({
    sizes: value.shape === 'rows' ? value.sizes : DEFAULT_ROWS,
    grid: value.shape === 'grid' ? value.grid : blankGrid(3, 4),
  });
  const change = (next: SpotMapValue) => {
    if (next.shape === 'rows') drawn.current.sizes = next.sizes;
    if (next.shape === 'grid') drawn.current.grid = next.grid;
    onChange(next);
  };
  const choose = (shape: SpotMapValue['shape']) =>
    change(shape === 'rows' ? { shape, sizes: drawn.current.sizes } : shape === 'grid' ? { shape, grid: drawn.current.grid } : { shape });
  const shapes = useMemo(
    () => [
      { shape: 'none', label: text.shapeNone },
      { shape: 'rows', label: text.shapeRows },
      { shape: 'grid', label: text.shapeGrid },
    ] as const,
    [],
  );
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className={styles.editor} aria-describedby={`${id}-help`}>
      <legend className={styles.legend}>{text.spotMap}</legend>
      <p id={`${id}-help`} className={styles.help}>{text.spotMapHelp}</p>
      <div className={styles.shapes} role="radiogroup" aria-label={text.spotMap}>
        {shapes.map((option) => (
          <label key={option.shape} className={styles.shape}>
            <input type="radio" name={`${id}-shape`} checked={value.shape === option.shape} onChange={() => choose(option.shape)} />
            {option.label}
          </label>
        ))}
      </div>
      {value.shape === 'rows' ? <RowSizesEditor sizes={value.sizes} onChange={(sizes) => change({ shape: 'rows', sizes })} /> : null}
      {value.shape === 'grid' ? <SpotGridEditor grid={value.grid} errorId={errorId} onChange={(grid) => change({ shape: 'grid', grid })} /> : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <SpotMapPreview value={value} />
    </fieldset>
  );
};
