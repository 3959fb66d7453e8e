import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchInput, useDebouncedValue, type SearchInputProps } from '../../packages/web-react/src/features/admin/kit/index.js';
import { mobile } from '../.storybook/mobile.js';

type Demo = Pick<SearchInputProps, 'label' | 'hideLabel' | 'placeholder'> & { readonly initial: string };

/** The box with what a screen would search for, 300 ms after the last key. */
const SearchDemo = ({ initial, ...props }: Demo) => {
  const [value, setValue] = useState(initial);
  const searched = useDebouncedValue(value);
  return (
    <main style={{ display: 'grid', gap: 12, padding: 16, maxWidth: 420 }}>
      <SearchInput {...props} value={value} onChange={setValue} />
      <p style={{ margin: 0 }}>Búsqueda enviada: «{searched}»</p>
    </main>
  );
};

const meta = {
  title: 'Admin kit/SearchInput',
  component: SearchDemo,
  args: { label: 'Buscar cliente', placeholder: 'Nombre, correo o teléfono', hideLabel: false, initial: '' },
} satisfies Meta<typeof SearchDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Vacía' };
/** With text: the 'Borrar búsqueda' button shows; Escape clears too. */
export const WithText: Story = { name: 'Con texto', args: { initial: 'ana' } };
/** In a toolbar, where its place says what it is: the label is read, not shown. */
export const HiddenLabel: Story = { name: 'Etiqueta oculta', args: { hideLabel: true, initial: 'ana' } };
export const Phone: Story = { name: 'Teléfono', args: { initial: 'ana' }, globals: mobile };
