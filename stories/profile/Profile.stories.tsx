import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { demoCustomerIds, demoImage, type DemoPorts } from '@estudio/core/testing';
import { mobile } from '../.storybook/mobile.js';
import { desktop, Elsewhere, memberScreen } from '../reservations/helpers.js';

const ROUTE = '/mystudio/informacion';
const FIRST_LOAD = { timeout: 5000 } as const;

type Canvas = { canvasElement: HTMLElement };

/** Changes the socia's record before the screen loads. */
const socia =
  (fields: Record<string, unknown>) =>
  ({ api }: DemoPorts) => {
    const customer = api.state.customers.find((c) => c.customer_id === demoCustomerIds.socia);
    if (customer) Object.assign(customer, fields);
  };

/** Opens the edit mode of the card named `region` with its 'Editar' button. */
const edit = (region: string, button: string) => async ({ canvasElement }: Canvas) => {
  const card = within(await within(canvasElement).findByRole('region', { name: region }, FIRST_LOAD));
  await userEvent.click(card.getByRole('button', { name: button }));
};

const editPersonal = edit('Información Personal', 'Editar información personal');
const editAddress = edit('Dirección de Facturación', 'Editar dirección de facturación');

const meta = { title: 'Member/Mi Información', render: () => <Elsewhere /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The socia's data and billing address, the two cards side by side. */
export const Desktop: Story = { name: 'Escritorio', parameters: memberScreen(ROUTE), globals: desktop };
/** One card under the other on a 360 px phone. */
export const Mobile: Story = { name: 'Móvil', parameters: memberScreen(ROUTE), globals: mobile };
/** With a profile photo instead of her initials. */
export const WithPhoto: Story = {
  name: 'Con foto',
  parameters: memberScreen(ROUTE, { prepare: socia({ file: { file_id: 7, src: demoImage('MT', '#52796f') } }) }),
  globals: mobile,
};
/** The edit mode: form 1, the e-mail and the custom fields, 'Guardar' and 'Cancelar'. */
export const Editing: Story = { name: 'Editando', parameters: memberScreen(ROUTE), globals: desktop, play: editPersonal };
/** 'Otro' reveals 'Cuéntanos' (the precondition signup_reason=Otro). */
export const OtherReason: Story = {
  name: 'Editando (motivo Otro)',
  parameters: memberScreen(ROUTE, { prepare: socia({ signup_reason: 'Otro', other: 'Un volante en el parque' }) }),
  globals: mobile,
  play: editPersonal,
};
/** Spec 2's warning: 'Necesitas cargar la siguiente información: Teléfono' and 'No has agregado tu cumpleaños'. */
export const PendingWarning: Story = {
  name: 'Información pendiente',
  parameters: memberScreen(ROUTE, { prepare: socia({ phone: null, birthdate: null }) }),
  globals: mobile,
};
/** An e-mail change waiting for its confirmation link. */
export const PendingEmail: Story = {
  name: 'Correo por confirmar',
  parameters: memberScreen(ROUTE, { prepare: socia({ pending_email: 'mariana.nueva@estudio.test' }) }),
  globals: mobile,
};
/** No address yet: the empty text and 'Agregar dirección'. */
export const AddressEmpty: Story = {
  name: 'Sin dirección',
  parameters: memberScreen(ROUTE, { prepare: socia({ address: null }) }),
  globals: mobile,
};
/** A missing city, state and country: spec 5's messages, nothing sent. */
export const AddressErrors: Story = {
  name: 'Dirección con errores',
  parameters: memberScreen(ROUTE),
  globals: mobile,
  play: async (context) => {
    await editAddress(context);
    const card = within(within(context.canvasElement).getByRole('region', { name: 'Dirección de Facturación' }));
    for (const name of [/^Ciudad/, /^Estado/, /^País/]) await userEvent.clear(card.getByRole('textbox', { name }));
    await userEvent.click(card.getByRole('button', { name: 'Guardar' }));
  },
};
/** The server refuses the save: its message above the form, which stays open. */
export const SaveFailure: Story = {
  name: 'Error al guardar',
  parameters: memberScreen(ROUTE, {
    prepare: ({ api }) => api.failNext('customer.update', { code: 'server', message: 'Lo sentimos, ocurrió un error. Inténtalo de nuevo.', status: 500 }),
  }),
  globals: desktop,
  play: async (context) => {
    await editPersonal(context);
    const card = within(within(context.canvasElement).getByRole('region', { name: 'Información Personal' }));
    await userEvent.click(card.getByRole('button', { name: 'Guardar' }));
  },
};
/** The data never arrives: the cards' skeletons. */
export const Loading: Story = { name: 'Cargando', parameters: memberScreen(ROUTE, { pending: ['customer.current'] }), globals: mobile };
/** The data cannot be read: the load-failure text and 'Reintentar'. */
export const LoadFailure: Story = {
  name: 'Error al cargar',
  parameters: memberScreen(ROUTE, {
    prepare: ({ api }) => api.failNext('addresses.mine', { code: 'server', message: 'Falla', status: 500 }),
  }),
  globals: mobile,
};
/** Spec 4: on /mystudio, 'Completar Información' asks the profile form's pending required fields and cannot be closed. */
export const CompleteProfile: Story = {
  name: "'Completar Información' en /mystudio",
  parameters: memberScreen('/mystudio', { prepare: socia({ phone: null, birthdate: null }) }),
  globals: mobile,
};
/** The same modal with its refused fields. */
export const CompleteProfileRefused: Story = {
  name: "'Completar Información' con errores",
  parameters: memberScreen('/mystudio', { prepare: socia({ phone: null, birthdate: null }) }),
  globals: mobile,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const modal = within(await body.findByRole('dialog', { name: 'Completar Información' }, FIRST_LOAD));
    await userEvent.click(await modal.findByRole('button', { name: 'Guardar' }));
  },
};
