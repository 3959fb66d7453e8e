import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LazyRichTextEditor } from '../../packages/web-react/src/features/admin/kit/RichTextEditor/index.js';
import { mobile } from '../.storybook/mobile.js';

interface DemoProps {
  readonly initial: string;
  readonly error?: string;
  readonly disabled?: boolean;
}

/** The editor with its value shown under it, as the form would send it. */
const Demo = ({ initial, error, disabled }: DemoProps) => {
  const [html, setHtml] = useState(initial);
  return (
    <div style={{ maxWidth: 560, display: 'grid', gap: 16 }}>
      <LazyRichTextEditor
        label="Instrucciones"
        hint="Se muestran en la página de gracias. Puedes usar negritas, listas y enlaces."
        value={html}
        onChange={setHtml}
        error={error ?? null}
        disabled={disabled}
        required
      />
      <pre style={{ whiteSpace: 'pre-wrap', fontSize: 12 }}>{html || '(vacío)'}</pre>
    </div>
  );
};

const FILLED = '<p>Deposita a la <strong>CLABE 0123</strong>:</p><ul><li><p>Manda tu comprobante</p></li><li><p>Consulta el <a href="https://banco.test">portal</a></p></li></ul>';

const meta = {
  title: 'Admin kit/RichTextEditor',
  component: Demo,
  args: { initial: '' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the toolbar ('Negrita', 'Cursiva', 'Lista', 'Lista numerada', 'Enlace', 'Deshacer', 'Rehacer') over the text. */
export const Empty: Story = { name: 'Vacío' };
export const Filled: Story = { name: 'Con formato', args: { initial: FILLED } };
export const WithError: Story = { name: 'Con error', args: { initial: '', error: 'Debes llenar este campo.' } };
export const Disabled: Story = { name: 'Deshabilitado', args: { initial: FILLED, disabled: true } };
export const Phone: Story = { name: 'Con formato (móvil)', args: { initial: FILLED }, globals: mobile };
