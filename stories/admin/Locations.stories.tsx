import type { Meta, StoryObj } from '@storybook/react-vite';
import { CATALOGUE_ERRORS, errorOf, type CataloguePage, type DeskCatalogueApi, type Location } from '@estudio/core';
import { answered, deskCatalogueStub, failed, never } from '../../packages/web-react/src/features/admin/testing/deskStub.js';
import { mobile } from '../.storybook/mobile.js';
import { adminScreen, desktop, Elsewhere } from './adminStory.js';

const LOCATIONS: Location[] = [
  { location_id: 2, name: 'Estudio Condesa', address: 'Av. Tamaulipas 45, Hipódromo Condesa, Cuauhtémoc, 06170 Ciudad de México, CDMX' },
  { location_id: 1, name: 'Estudio Roma', address: 'Colima 123, Roma Norte, Cuauhtémoc, 06700 Ciudad de México, CDMX' },
  { location_id: 3, name: 'Terraza', address: null },
];

const page = (rows: Location[]) => answered<CataloguePage<Location>>({ rows, total: rows.length });

const locations = (list: DeskCatalogueApi['locations']['list']) =>
  adminScreen('/admin/ubicaciones', {
    deskCatalogue: deskCatalogueStub({
      locations: {
        list,
        create: (body) => answered({ location_id: 9, name: body.name, address: body.address ?? null }),
        update: (id, body) => answered({ name: '', address: null, ...body, location_id: id }),
        // Every delete is refused as the server refuses a location with classes.
        remove: () => failed(errorOf(CATALOGUE_ERRORS.locationInUse)),
      },
    }),
  });

const meta = { title: 'Admin/Ubicaciones', render: () => <Elsewhere /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Nueva' and 'Editar' open the side panel; 'Eliminar' asks 'Precaución', then shows the server's refusal. */
export const Full: Story = { name: 'Con ubicaciones', parameters: locations(() => page(LOCATIONS)), globals: desktop };
export const Phone: Story = { name: 'Con ubicaciones (móvil)', parameters: locations(() => page(LOCATIONS)), globals: mobile };
export const Empty: Story = { name: 'Sin ubicaciones', parameters: locations(() => page([])), globals: desktop };
export const Loading: Story = { name: 'Cargando', parameters: locations(() => never()), globals: desktop };
export const Failed: Story = { name: 'Error', parameters: locations(() => failed()), globals: desktop };
