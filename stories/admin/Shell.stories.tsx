import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoFixtures } from '@estudio/core/testing';
import { deskClass, deskDays } from '../../packages/web-react/src/features/admin/testing/deskFixtures.js';
import { answered, deskStub } from '../../packages/web-react/src/features/admin/testing/deskStub.js';
import { mobile } from '../.storybook/mobile.js';
import { adminScreen, desktop, Elsewhere } from './adminStory.js';

/** 'Hoy' with two classes, the screen the chrome frames. */
const chrome = adminScreen('/admin', { desk: deskStub({ days: () => answered(deskDays([deskClass(), deskClass({ single_class_id: 102, class_date: '2026-11-26T15:00:00.000Z' })])) }) });

const meta = { title: 'Admin/Estructura', render: () => <Elsewhere /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The navbar (studio, role, customer search, 'Ver sitio', 'Salir') and the grouped menu beside the page. */
export const Desktop: Story = { name: 'Escritorio', parameters: chrome, globals: desktop };
/** On a phone the menu waits behind 'Menú', in a drawer. */
export const Phone: Story = { name: 'Móvil', parameters: chrome, globals: mobile };
/** The door: a visitor signs in right there and stays at the same address. */
export const SignIn: Story = { name: 'Inicia sesión', parameters: adminScreen('/admin', {}, { signedInAs: undefined }), globals: mobile };
/** The door: a customer's account has no access. */
export const NoAccess: Story = { name: 'Sin acceso', parameters: adminScreen('/admin', {}, { signedInAs: demoFixtures.accounts.socia.email }), globals: mobile };
/** While the session is restored. */
export const Accessing: Story = { name: 'Accediendo', parameters: adminScreen('/admin', {}, { pending: ['customer.current'] }), globals: mobile };
/** The front desk (staff): 'Recepción', and no 'Equipo' in the menu. */
export const Staff: Story = { name: 'Recepción', parameters: { studio: { ...chrome.studio, signedInAs: demoFixtures.accounts.recepcion.email } }, globals: desktop };
/** Staff typing an admin-only address ('Equipo') read why they may not, inside the chrome. */
export const AdminOnly: Story = {
  name: 'Recepción en una pantalla de administración',
  parameters: adminScreen('/admin/equipo', {}, { signedInAs: demoFixtures.accounts.recepcion.email }),
  globals: desktop,
};
/** An address under /admin that names no screen (a typo, a screen of a later part): said inside the chrome, with a way back to 'Hoy'. */
export const NotFound: Story = { name: 'Pantalla que no existe', parameters: adminScreen('/admin/no-existe'), globals: desktop };
