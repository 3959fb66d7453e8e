import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { appError } from '@estudio/core';
import { demoFixtures, type DemoPorts } from '@estudio/core/testing';
import {
  busyCustomer, customerPagePorts, type CustomerPageCalls, type CustomerPageReads,
} from '../../packages/web-react/src/features/admin/testing/customerPage.js';
import { auditEntry, deskClass, deskCustomer, deskDays } from '../../packages/web-react/src/features/admin/testing/deskFixtures.js';
import { answered, failed, never } from '../../packages/web-react/src/features/admin/testing/deskStub.js';
import { mobile } from '../.storybook/mobile.js';
import { adminScreen, desktop, Elsewhere } from './adminStory.js';

/** Classes 'Reservar clase' offers, and answers for the page's actions, so the panels can be tried. */
const ACTIONS: CustomerPageCalls = {
  desk: { days: () => answered(deskDays([deskClass({ class_date: '2026-11-26T23:00:00.000Z' })], [deskClass({ single_class_id: 110, class_date: '2026-11-27T14:00:00.000Z' })])) },
  customers: {
    sell: () => answered({ purchase_id: 99 }),
    removeClasses: () => answered({ removed: 1, remaining: 6 }),
  },
};

const customer = (reads: CustomerPageReads, calls: CustomerPageCalls = ACTIONS, route = '/admin/clientes/2') =>
  adminScreen(route, customerPagePorts(reads, { desk: { ...ACTIONS.desk, ...calls.desk }, customers: { ...ACTIONS.customers, ...calls.customers } }));

const full = busyCustomer();
const withProfile = {
  ...full,
  customer: deskCustomer({
    instagram: '@lucia.mtz',
    address: { street: 'Av. Álvaro Obregón', number: '120', interior_number: '3', neighborhood: 'Roma Nte.', zip_code: '06700', city: 'Ciudad de México', state: 'CDMX', country: 'México' },
    custom_values: [
      { custom_field_id: 1, key: 'talla_playera', value: 'M' },
      { custom_field_id: 2, key: 'contacto_emergencia', value: '5598765432' },
      { custom_field_id: 3, key: 'objetivo', value: 'Ganar flexibilidad y constancia.' },
    ],
  }),
  history: {
    total: 3,
    history: [
      auditEntry({ audit_id: 93, action: 'purchase.sell', created_at: '2026-11-02T17:00:00.000Z', details: { purchase_id: 31, package: 'Paquete 10 clases', total: 1200, method: 'Efectivo', paid: true } }),
      auditEntry({ audit_id: 92, action: 'customer.update', created_at: '2026-08-01T17:00:00.000Z', details: { phone: { from: '5500000000', to: '5512345671' } } }),
      auditEntry(),
    ],
  },
};

/** The studio requires 'Teléfono de emergencia' (only required custom fields are checked, spec 5). */
const requireEmergencyPhone = ({ api }: DemoPorts) => {
  const emergency = api.state.customFields.find((field) => field.key === 'contacto_emergencia');
  if (emergency) emergency.required = true;
};

/** Opens 'Editar perfil' from the 'Perfil' section, and answers its dialog. */
const openEdit = async (canvasElement: HTMLElement) => {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(await within(await body.findByRole('region', { name: 'Perfil' })).findByRole('button', { name: 'Editar' }));
  return within(await body.findByRole('dialog', { name: 'Editar perfil' }));
};

const meta = { title: 'Admin/Cliente', render: () => <Elsewhere /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every section filled: a pending cash purchase ('Marcar como pagado'), credits, an active penalty, reservations ahead and past, history. */
export const Full: Story = { name: 'Con todo', parameters: customer(withProfile), globals: desktop };
export const Phone: Story = { name: 'Con todo (móvil)', parameters: customer(withProfile), globals: mobile };
/** Just registered at the desk: every section says what it lacks. */
export const Empty: Story = { name: 'Clienta nueva', parameters: customer({}), globals: desktop };
/** A member of the team is a customer too: her role shows beside her name. */
export const TeamMember: Story = { name: 'Del equipo', parameters: customer({ ...full, customer: deskCustomer({ role: 'staff' }) }), globals: desktop };
/** The front desk (staff) sells, books and takes cash, without 'Agregar acceso', 'Restar clases', 'Revocar acceso' or 'Editar'. */
export const Staff: Story = {
  name: 'Como recepción',
  parameters: { studio: { ...customer(withProfile).studio, signedInAs: demoFixtures.accounts.recepcion.email } },
  globals: desktop,
};
export const Loading: Story = { name: 'Cargando', parameters: customer({}, { desk: { customer: () => never() } }), globals: desktop };
/** Her reservations and history still on their way while the rest has come. */
export const SectionsLoading: Story = {
  name: 'Secciones cargando',
  parameters: customer(full, { customers: { reservations: () => never(), history: () => never() } }),
  globals: desktop,
};
export const Failed: Story = { name: 'Error', parameters: customer({}, { customers: { summary: () => failed() } }), globals: desktop };
/** Her reservations and history failed; the rest of the page stands. */
export const SectionsFailed: Story = {
  name: 'Secciones con error',
  parameters: customer(full, { customers: { reservations: () => failed(), history: () => failed() } }),
  globals: desktop,
};
export const NotFound: Story = {
  name: 'No encontrada',
  parameters: customer({}, { desk: { customer: () => failed(appError('http/404', 'No encontrado', 404)) } }, '/admin/clientes/999'),
  globals: desktop,
};
const editing = customer(withProfile, { customers: { updateCustomer: () => answered(withProfile.customer) } });
/** 'Editar perfil' (admin): her profile, the studio's custom fields in the member area's own inputs, and her billing address. */
export const EditProfile: Story = {
  name: 'Editar perfil',
  parameters: editing,
  globals: desktop,
  play: async ({ canvasElement }) => void (await openEdit(canvasElement)),
};
/** A required custom field with a bad value: its Spanish message under it, the summary, the focus on it; nothing is sent. */
export const EditProfileRefused: Story = {
  name: 'Editar perfil (valor inválido)',
  parameters: { studio: { ...editing.studio, prepare: requireEmergencyPhone } },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const panel = await openEdit(canvasElement);
    const phone = panel.getByRole('textbox', { name: /^Teléfono de emergencia/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '123');
    await userEvent.click(panel.getByRole('button', { name: 'Guardar' }));
  },
};
