import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CataloguePage, DeskCatalogueApi, InstructorDetail } from '@estudio/core';
import { answered, deskCatalogueStub, failed, never } from '../../packages/web-react/src/features/admin/testing/deskStub.js';
import { mobile } from '../.storybook/mobile.js';
import { adminScreen, desktop, Elsewhere } from './adminStory.js';

const COACHES: InstructorDetail[] = [
  {
    instructor_id: 1, name: 'Ana', last_name: 'López', nick_name: 'Anita', quote: 'Respira y sigue.', file: { file_id: 1, src: '/logo.svg' },
    short_bio: 'Diez años dando spinning.', instagram: '@ana.fit', birthdate: '1990-03-14', music_type: 'Pop', on_home: true, order: 0,
  },
  {
    instructor_id: 2, name: 'Luis', last_name: 'Mora', nick_name: null, quote: null, file: null,
    short_bio: null, instagram: null, birthdate: null, music_type: null, on_home: false, order: 1,
  },
  {
    instructor_id: 3, name: 'María Fernanda', last_name: 'de la Garza Villarreal', nick_name: 'Mafer', quote: null, file: null,
    short_bio: 'Yoga y pilates.', instagram: null, birthdate: null, music_type: 'Lo-fi', on_home: true, order: 2,
  },
];

const page = (rows: InstructorDetail[]) => answered<CataloguePage<InstructorDetail>>({ rows, total: rows.length });

const coaches = (list: DeskCatalogueApi['coaches']['list']) =>
  adminScreen('/admin/coaches', {
    deskCatalogue: deskCatalogueStub({
      coaches: {
        list,
        create: (body) => answered({ ...COACHES[1]!, ...body, instructor_id: 9, file: null } as InstructorDetail),
        update: (id, body) => answered({ ...COACHES[0]!, ...body, instructor_id: id } as InstructorDetail),
        remove: (id) => answered(COACHES.find((coach) => coach.instructor_id === id) ?? COACHES[0]!),
      },
    }),
  });

const meta = { title: 'Admin/Coaches', render: () => <Elsewhere /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each coach with photo, nick name, whether the landing shows it and a link to its page; 'Nuevo' and 'Editar' preview the page as typed. */
export const Full: Story = { name: 'Con coaches', parameters: coaches(() => page(COACHES)), globals: desktop };
export const Phone: Story = { name: 'Con coaches (móvil)', parameters: coaches(() => page(COACHES)), globals: mobile };
export const Empty: Story = { name: 'Sin coaches', parameters: coaches(() => page([])), globals: desktop };
export const Loading: Story = { name: 'Cargando', parameters: coaches(() => never()), globals: desktop };
export const Failed: Story = { name: 'Error', parameters: coaches(() => failed()), globals: desktop };
