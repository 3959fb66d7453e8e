import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { mobile } from '../.storybook/mobile.js';
import { desktop, Elsewhere, memberScreen, nueva } from './helpers.js';

const ROUTE = '/mystudio/waitlists';

const meta = { title: 'Reservations/Mis Listas de Espera', render: () => <Elsewhere /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The socia waits for the full Barre class: class, coach, date and time, date joined, remove. */
export const Desktop: Story = { name: 'Escritorio', parameters: memberScreen(ROUTE), globals: desktop };
export const Mobile: Story = { name: 'Móvil', parameters: memberScreen(ROUTE), globals: mobile };
/** The help button open. */
export const Help: Story = {
  name: 'Ayuda abierta',
  parameters: memberScreen(ROUTE),
  globals: mobile,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '¿Cómo funciona la lista de espera?' }, { timeout: 5000 }));
  },
};
/** Removing asks in the 'Precaución' dialog (it opens 500 ms after the tap). */
export const RemoveConfirm: Story = {
  name: "Eliminar ('Precaución')",
  parameters: memberScreen(ROUTE),
  globals: mobile,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^Eliminar de la lista de espera/ }, { timeout: 5000 }));
  },
};
export const Empty: Story = { name: 'Sin listas de espera', parameters: memberScreen(ROUTE, { signedInAs: nueva }), globals: mobile };
export const Loading: Story = { name: 'Cargando', parameters: memberScreen(ROUTE, { pending: ['waitlist.mine'] }), globals: desktop };
