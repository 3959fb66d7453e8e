import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../../packages/web-react/src/ui/Button/index.js';
import { ResponsiveEntries } from '../../packages/web-react/src/ui/Entries/index.js';
import { mobile } from '../.storybook/mobile.js';
import { desktop } from '../reservations/helpers.js';

interface Row {
  readonly id: number;
  readonly title: string;
  readonly date: string;
  readonly total: string;
}

const rows: Row[] = [
  { id: 1, title: 'Paquete 10 clases', date: '05 mar 2026', total: '$1,200' },
  { id: 2, title: 'Membresía mensual', date: '15 feb 2026', total: '$1,500' },
];

/** A member list as Mis Compras, Mis Cargos and the waitlists lay it out. */
const EntriesDemo = () => (
  <div style={{ padding: 16 }}>
    <ResponsiveEntries
      label="Tus compras"
      rows={rows}
      rowKey={(row) => row.id}
      idPrefix="demo"
      columns={[
        { header: 'Paquete', cell: (row) => row.title, strong: true },
        { header: 'Fecha', cell: (row) => row.date, nowrap: true },
        { header: 'Total', cell: (row) => row.total },
      ]}
      card={(row) => ({
        title: row.title,
        facts: [
          { term: 'Fecha', value: row.date },
          { term: 'Total', value: row.total },
        ],
        actions: row.id === 2 ? <Button size="sm" variant="danger">Cancelar</Button> : undefined,
      })}
    />
  </div>
);

const meta = { title: 'UI/Entries', component: EntriesDemo } satisfies Meta<typeof EntriesDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From 960 px: a table with a caption for screen readers. */
export const Table: Story = { name: 'Tabla (escritorio)', globals: desktop };
/** On a phone: a named list of cards. */
export const Cards: Story = { name: 'Tarjetas (móvil)', globals: mobile };
