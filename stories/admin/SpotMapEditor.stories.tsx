import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { blankGrid, messages, relabelSpot, toggleSpot, type SpotGridDraft } from '@estudio/core';
import { SpotMapEditor, type SpotMapValue } from '../../packages/web-react/src/features/admin/catalogue/spotMap/SpotMapEditor.js';
import { mobile } from '../.storybook/mobile.js';
import { desktop } from './adminStory.js';

/** A reformer room: an aisle in the middle of the first row and the coach's place, not bookable. */
const ROOM: SpotGridDraft = relabelSpot(toggleSpot(relabelSpot(toggleSpot(blankGrid(2, 5), 2), 2, ''), 7), 7, 'Coach');

/** The editor holding its own value, as the class type's panel does. */
const Editor = ({ start, error }: { readonly start: SpotMapValue; readonly error?: string }) => {
  const [value, setValue] = useState(start);
  return (
    <div style={{ maxWidth: 560, padding: 24 }}>
      <SpotMapEditor value={value} onChange={setValue} error={error ?? null} />
    </div>
  );
};

const meta = { title: 'Admin/Tipos de clase/Mapa de lugares', component: Editor } satisfies Meta<typeof Editor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrows move, Space or Enter makes a place bookable or not, 'Nombre del lugar' renames it; the preview is the customer's picker. */
export const Grid: Story = { name: 'Cuadrícula personalizada', args: { start: { shape: 'grid', grid: ROOM } }, globals: desktop };
export const GridPhone: Story = { name: 'Cuadrícula personalizada (móvil)', args: { start: { shape: 'grid', grid: ROOM } }, globals: mobile };
export const Rows: Story = { name: 'Por filas', args: { start: { shape: 'rows', sizes: [4, 5, 5] } }, globals: desktop };
export const None: Story = { name: 'Sin mapa', args: { start: { shape: 'none' } }, globals: desktop };
export const Refused: Story = {
  name: 'Rechazado',
  args: { start: { shape: 'grid', grid: toggleSpot(toggleSpot(blankGrid(1, 2), 0), 1) }, error: messages.deskClassTypes.noSelectable },
  globals: desktop,
};
