import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SortableList } from '../../packages/web-react/src/features/admin/kit/SortableList/index.js';
import { mobile } from '../.storybook/mobile.js';

const HELP = 'Arrastra cada sección a su lugar, o usa «Subir» y «Bajar». Con el teclado: Espacio para tomarla, flechas para moverla y Espacio para soltarla.';

/** The list as a screen holds it (here each item is its own name): every move, by dragging or with a button, becomes the order shown below. */
const SortDemo = ({ arrows }: { readonly arrows: boolean }) => {
  const [sections, setSections] = useState<readonly string[]>(['Portada', 'Nosotros', 'Tipos de clase', 'Paquetes', 'Horario']);
  return (
    <main style={{ display: 'grid', gap: 12, padding: 16, maxWidth: 560 }}>
      <p style={{ margin: 0 }}>{HELP}</p>
      <SortableList
        items={sections}
        idOf={(name) => name}
        labelOf={(name) => name}
        label="Secciones del inicio"
        instructions={HELP}
        arrows={arrows}
        onChange={setSections}
        renderItem={(name, { index, count, labelId }) => (
          <>
            <span id={labelId}>{name}</span>
            <small>{`${index + 1} de ${count}`}</small>
          </>
        )}
      />
      <p style={{ margin: 0 }}>Orden: {sections.join(' · ')}</p>
    </main>
  );
};

const meta = {
  title: 'Admin kit/SortableList',
  component: SortDemo,
  args: { arrows: false },
} satisfies Meta<typeof SortDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Subir' and 'Bajar' in words, described by the item's name (as 'Ordenar paquetes'). */
export const Words: Story = { name: 'Con palabras' };
/** ↑ and ↓ named after the item ('Subir Portada'), for rows with little room (as the landing sections). */
export const Arrows: Story = { name: 'Con flechas', args: { arrows: true } };
export const Phone: Story = { name: 'Teléfono', globals: mobile };
