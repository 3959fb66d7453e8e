import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CataloguePage, DeskCatalogueApi, Page } from '@estudio/core';
import { answered, deskCatalogueStub, failed, never } from '../../packages/web-react/src/features/admin/testing/deskStub.js';
import { mobile } from '../.storybook/mobile.js';
import { adminScreen, desktop, Elsewhere } from './adminStory.js';

const PAGES: Page[] = [
  { page_id: 1, slug: 'terminos', title: 'Términos y condiciones', content: '<p>Al reservar aceptas <em>estas</em> reglas.</p>', required: true },
  { page_id: 2, slug: 'privacidad', title: 'Aviso de privacidad', content: '<p>Tus datos están seguros.</p>', required: true },
  { page_id: 3, slug: 'borrador', title: 'Borrador de políticas de cancelación para eventos especiales', content: null, required: false },
];

const page = (rows: Page[]) => answered<CataloguePage<Page>>({ rows, total: rows.length });

const pages = (list: DeskCatalogueApi['pages']['list']) =>
  adminScreen('/admin/paginas', {
    deskCatalogue: deskCatalogueStub({
      pages: {
        list,
        create: (body) => answered({ ...PAGES[2]!, ...body, page_id: 9, content: body.content ?? null, required: body.required ?? false }),
        update: (id, body) => answered({ ...PAGES[0]!, ...body, page_id: id } as Page),
        remove: (id) => answered(PAGES.find((row) => row.page_id === id) ?? PAGES[0]!),
      },
    }),
  });

const meta = { title: 'Admin/Páginas', render: () => <Elsewhere /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each page's address, whether it must be accepted and whether the footer links it; 'Nueva' suggests the address from the title and previews the page. */
export const Full: Story = { name: 'Con páginas', parameters: pages(() => page(PAGES)), globals: desktop };
export const Phone: Story = { name: 'Con páginas (móvil)', parameters: pages(() => page(PAGES)), globals: mobile };
export const Empty: Story = { name: 'Sin páginas', parameters: pages(() => page([])), globals: desktop };
export const Loading: Story = { name: 'Cargando', parameters: pages(() => never()), globals: desktop };
export const Failed: Story = { name: 'Error', parameters: pages(() => failed()), globals: desktop };
