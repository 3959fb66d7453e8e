import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { blankGrid } from '@estudio/core';
import { AXE_TIMEOUT, seriousViolations } from '../../../../testing/axe.js';
import { SpotMapEditor, type SpotMapValue } from './SpotMapEditor.js';

/** The editor holding its own value, as the panel's form does; `seen` records every change. */
const Harness = ({ start, seen }: { readonly start: SpotMapValue; readonly seen: SpotMapValue[] }) => {
  const [value, setValue] = useState(start);
  return (
    <SpotMapEditor
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
};

const renderEditor = (start: SpotMapValue = { shape: 'grid', grid: blankGrid(2, 3) }) => {
  const seen: SpotMapValue[] = [];
  render(<Harness start={start} seen={seen} />);
  return { seen, last: () => seen.at(-1) };
};
const cell = (row: number, column: number) => screen.getByRole('gridcell', { name: new RegExp(`^Fila ${row}, columna ${column}:`) });
const preview = () => screen.getByRole('radiogroup', { name: 'Elige tu lugar' });

describe('SpotMapEditor', () => {
  it('moves between cells with the arrows, one cell in the tab order', async () => {
    renderEditor();
    const cells = screen.getAllByRole('gridcell');
    expect(cells.map((each) => each.tabIndex)).toEqual([0, -1, -1, -1, -1, -1]);
    cell(1, 1).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    expect(document.activeElement).toBe(cell(2, 2));
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(cell(2, 3));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(cell(2, 1));
    expect(cell(2, 1).tabIndex).toBe(0);
    expect(screen.getByRole('textbox', { name: 'Nombre del lugar (fila 2, columna 1)' })).toBeTruthy();
  });

  it('makes the focused place unselectable with Space, announces it, and the preview leaves it out', async () => {
    const { last } = renderEditor();
    cell(1, 1).focus();
    await userEvent.keyboard('{ArrowRight} ');
    expect(cell(1, 2).getAttribute('aria-label')).toBe('Fila 1, columna 2: 2, no se puede reservar');
    expect(screen.getByRole('status').textContent).toBe('Fila 1, columna 2: 2 ahora no se puede reservar.');
    const drawn = last();
    expect(drawn?.shape === 'grid' && drawn.grid.spots.slice(0, 2)).toEqual([{ label: '1', selectable: true }, { label: '2', selectable: false }]);
    expect(within(preview()).queryByRole('radio', { name: /^Lugar 2,/ })).toBeNull();
    expect(within(preview()).getAllByRole('radio')).toHaveLength(5);
    await userEvent.keyboard('{Enter}');
    expect(cell(1, 2).getAttribute('aria-label')).toBe('Fila 1, columna 2: 2, se puede reservar');
    expect(within(preview()).getAllByRole('radio')).toHaveLength(6);
  });

  it('renames the focused place in its label field, and the preview shows the new label', async () => {
    renderEditor();
    await userEvent.click(cell(2, 3));
    const label = screen.getByRole('textbox', { name: 'Nombre del lugar (fila 2, columna 3)' });
    await userEvent.clear(label);
    await userEvent.type(label, 'Coach');
    await userEvent.tab();
    expect(cell(2, 3).getAttribute('aria-label')).toBe('Fila 2, columna 3: Coach, se puede reservar');
    expect(screen.getByRole('status').textContent).toBe('Fila 2, columna 3 ahora se llama Coach.');
    expect(within(preview()).getByRole('radio', { name: /^Lugar Coach,/ })).toBeTruthy();
  });

  it('resizes when the size is left, keeping the labels of the places that stay', async () => {
    const { last } = renderEditor();
    await userEvent.click(cell(1, 1));
    const label = screen.getByRole('textbox', { name: 'Nombre del lugar (fila 1, columna 1)' });
    await userEvent.clear(label);
    await userEvent.type(label, 'A');
    const columns = screen.getByRole('spinbutton', { name: 'Columnas' });
    await userEvent.clear(columns);
    await userEvent.type(columns, '12');
    expect(screen.getAllByRole('gridcell')).toHaveLength(6);
    await userEvent.tab();
    expect(screen.getAllByRole('gridcell')).toHaveLength(24);
    expect(screen.getByRole('status').textContent).toBe('La cuadrícula ahora tiene 2 filas y 12 columnas.');
    const grid = last();
    expect(grid?.shape === 'grid' && grid.grid.spots.slice(0, 3).map((spot) => spot.label)).toEqual(['A', '2', '3']);
    expect(new Set(grid?.shape === 'grid' ? grid.grid.spots.map((spot) => spot.label) : []).size).toBe(24);
  });

  it('edits row sizes and switches shape, keeping what was drawn in the other', async () => {
    const { last } = renderEditor({ shape: 'rows', sizes: [4, 5] });
    expect(within(preview()).getAllByRole('radio')).toHaveLength(9);
    const second = screen.getByRole('spinbutton', { name: 'Lugares en la fila 2' });
    await userEvent.clear(second);
    await userEvent.type(second, '3');
    expect(within(preview()).getAllByRole('radio')).toHaveLength(9);
    await userEvent.click(screen.getByRole('button', { name: 'Agregar fila' }));
    expect(last()).toEqual({ shape: 'rows', sizes: [4, 3, 3] });
    await userEvent.click(screen.getByRole('button', { name: 'Quitar fila 1' }));
    expect(last()).toEqual({ shape: 'rows', sizes: [3, 3] });
    await userEvent.click(screen.getByRole('radio', { name: 'Cuadrícula personalizada' }));
    expect(screen.getAllByRole('gridcell')).toHaveLength(12);
    await userEvent.click(screen.getByRole('radio', { name: 'Por filas' }));
    expect(last()).toEqual({ shape: 'rows', sizes: [3, 3] });
    await userEvent.click(screen.getByRole('radio', { name: 'Sin mapa' }));
    expect(last()).toEqual({ shape: 'none' });
    expect(screen.getByText('Sin mapa de lugares: tus clientas reservan sin elegir lugar.')).toBeTruthy();
  });

  it('has no serious axe violation', async () => {
    renderEditor();
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});
