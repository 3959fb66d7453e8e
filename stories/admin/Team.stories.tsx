import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DeskApi } from '@estudio/core';
import { teamMember } from '../../packages/web-react/src/features/admin/testing/deskFixtures.js';
import { answered, deskStub, failed, never } from '../../packages/web-react/src/features/admin/testing/deskStub.js';
import { mobile } from '../.storybook/mobile.js';
import { adminScreen, desktop, Elsewhere } from './adminStory.js';

const TEAM = [
  teamMember(),
  teamMember({ uid: 'u-rosa', email: 'rosa@estudio.test', name: 'Rosa', last_name: 'Díaz', role: 'staff' }),
  teamMember({ uid: 'u-marta', email: 'marta@estudio.test', name: 'Marta', last_name: 'Paz', role: 'admin', invited: true }),
];

const team = (read: DeskApi['team']) =>
  adminScreen('/admin/equipo', {
    desk: deskStub({
      team: read,
      invite: (body) => answered(teamMember({ ...body, uid: 'u-new', invited: true })),
      setRole: (uid, role) => answered(teamMember({ uid, role })),
    }),
  });

const meta = { title: 'Admin/Equipo', render: () => <Elsewhere /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Her own row ('Tú') cannot be changed; a pending invitation is marked. */
export const Full: Story = { name: 'Con equipo', parameters: team(() => answered(TEAM)), globals: desktop };
export const Phone: Story = { name: 'Con equipo (móvil)', parameters: team(() => answered(TEAM)), globals: mobile };
export const Empty: Story = { name: 'Solo la administradora', parameters: team(() => answered([teamMember()])), globals: desktop };
export const Loading: Story = { name: 'Cargando', parameters: team(() => never()), globals: desktop };
export const Failed: Story = { name: 'Error', parameters: team(() => failed()), globals: desktop };
