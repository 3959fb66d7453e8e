import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DeskApi } from '@estudio/core';
import { deskClass, deskDays } from '../../packages/web-react/src/features/admin/testing/deskFixtures.js';
import { answered, deskStub, failed, never } from '../../packages/web-react/src/features/admin/testing/deskStub.js';
import { mobile } from '../.storybook/mobile.js';
import { adminScreen, desktop, Elsewhere } from './adminStory.js';

const week = deskDays(
  [
    deskClass(),
    deskClass({ single_class_id: 102, class_date: '2026-11-26T15:00:00.000Z', reservation_count: 12, waitlist_count: 3, class_type: { class_type_id: 2, name: 'Barre', icon: null, spot_map: null } }),
    deskClass({ single_class_id: 103, class_date: '2026-11-27T00:00:00.000Z', reservation_count: 2, location_id: 2, location: { location_id: 2, name: 'Polanco', address: null } }),
  ],
  [deskClass({ single_class_id: 104, class_date: '2026-11-27T13:00:00.000Z', reservation_count: 0 })],
);

const today = (days: DeskApi['days']) => adminScreen('/admin', { desk: deskStub({ days }) });

const meta = { title: 'Admin/Hoy', render: () => <Elsewhere /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today's and tomorrow's classes by location, with places, 'Llena' and the waitlist. */
export const Full: Story = { name: 'Con clases', parameters: today(() => answered(week)), globals: desktop };
export const Phone: Story = { name: 'Con clases (móvil)', parameters: today(() => answered(week)), globals: mobile };
export const Empty: Story = { name: 'Sin clases', parameters: today(() => answered(deskDays([], []))), globals: desktop };
export const Loading: Story = { name: 'Cargando', parameters: today(() => never()), globals: desktop };
export const Failed: Story = { name: 'Error', parameters: today(() => failed()), globals: desktop };
