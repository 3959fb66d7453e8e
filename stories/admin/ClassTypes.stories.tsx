import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CataloguePage, ClassTypeRow, DeskCatalogueApi } from '@estudio/core';
import { CATALOGUE_ERRORS, errorOf } from '@estudio/core';
import { answered, deskCatalogueStub, failed, never } from '../../packages/web-react/src/features/admin/testing/deskStub.js';
import { mobile } from '../.storybook/mobile.js';
import { adminScreen, desktop, Elsewhere } from './adminStory.js';

const spots = (...labels: string[]) => JSON.stringify(labels.map((label) => ({ label, selectable: label !== '' && label !== 'Coach' })));

const TYPES: ClassTypeRow[] = [
  { class_type_id: 1, name: 'Yoga Flow', icon: 'yoga', image: null, description: null, spot_map: null, custom_spot_map: null },
  { class_type_id: 2, name: 'Indoor Cycling', icon: 'bike', image: null, description: null, spot_map: '4,5,5', custom_spot_map: null },
  {
    class_type_id: 4, name: 'Pilates Reformer', icon: 'reformer', image: null, description: 'Máquinas de reformer', spot_map: null,
    custom_spot_map: {
      custom_spot_map_id: 1, name: 'Salón principal', rows: 2, columns: 5, class_type_id: 4, class_types: '4', class_type_ids: [4],
      spots: spots('R1', 'R2', '', 'R3', 'R4', 'R5', 'R6', 'Coach', 'R7', 'R8'),
    },
  },
];

const page = (rows: ClassTypeRow[]) => answered<CataloguePage<ClassTypeRow>>({ rows, total: rows.length });

const classTypes = (list: DeskCatalogueApi['classTypes']['list']) =>
  adminScreen('/admin/tipos-de-clase', {
    deskCatalogue: deskCatalogueStub({
      classTypes: {
        list,
        create: (body) => answered({ ...TYPES[0]!, ...body, class_type_id: 9, custom_spot_map: null } as ClassTypeRow),
        update: (id) => answered(TYPES.find((row) => row.class_type_id === id) ?? TYPES[0]!),
        // Indoor Cycling has classes: the server refuses it (409).
        remove: (id) => (id === 2 ? failed(errorOf(CATALOGUE_ERRORS.classTypeInUse)) : answered(TYPES.find((row) => row.class_type_id === id) ?? TYPES[0]!)),
      },
    }),
  });

const meta = { title: 'Admin/Tipos de clase', render: () => <Elsewhere /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each type with its image, icon and map; 'Editar' on Pilates Reformer opens its custom grid and the customer's preview. */
export const Full: Story = { name: 'Con tipos de clase', parameters: classTypes(() => page(TYPES)), globals: desktop };
export const Phone: Story = { name: 'Con tipos de clase (móvil)', parameters: classTypes(() => page(TYPES)), globals: mobile };
export const Empty: Story = { name: 'Sin tipos de clase', parameters: classTypes(() => page([])), globals: desktop };
export const Loading: Story = { name: 'Cargando', parameters: classTypes(() => never()), globals: desktop };
export const Failed: Story = { name: 'Error', parameters: classTypes(() => failed()), globals: desktop };
