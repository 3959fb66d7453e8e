import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { mobile } from '../.storybook/mobile.js';
import { desktop, Elsewhere, memberScreen, nueva } from '../reservations/helpers.js';

const ROUTE = '/mystudio/metodos';

type Canvas = { canvasElement: HTMLElement };

/** Types a card into 'Agregar tarjeta' and saves it. */
const saveCard = (number: string) => async ({ canvasElement }: Canvas) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /Número de tarjeta/ }, { timeout: 5000 }), number);
  await userEvent.type(canvas.getByRole('textbox', { name: /Nombre en la tarjeta/ }), 'Lucía Navarro');
  await userEvent.type(canvas.getByRole('textbox', { name: /Vencimiento/ }), '12/2030');
  await userEvent.type(canvas.getByRole('textbox', { name: /CVC/ }), '123');
  await userEvent.click(canvas.getByRole('button', { name: 'Guardar tarjeta' }));
};

const meta = { title: 'Purchases/Mis Método de Pago', render: () => <Elsewhere /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The socia's saved Visa ending 4242 beside the form to add another. */
export const Desktop: Story = { name: 'Escritorio', parameters: memberScreen(ROUTE), globals: desktop };
export const Mobile: Story = { name: 'Móvil', parameters: memberScreen(ROUTE), globals: mobile };
/** 'No hay metodos de pago registrados'. */
export const Empty: Story = { name: 'Sin métodos de pago', parameters: memberScreen(ROUTE, { signedInAs: nueva }), globals: mobile };
/** A 4242 card saved: '¡Método de Pago guardado con éxito!' and the card in the list. */
export const Saved: Story = {
  name: 'Tarjeta guardada',
  parameters: memberScreen(ROUTE, { signedInAs: nueva }),
  globals: desktop,
  play: saveCard('4242 4242 4242 4242'),
};
/** A declining card: spec 8's text by the button, nothing saved. */
export const Declined: Story = {
  name: 'Tarjeta rechazada',
  parameters: memberScreen(ROUTE, { signedInAs: nueva }),
  globals: mobile,
  play: saveCard('4000 0000 0000 0002'),
};
/** Spec 2's 'delete payment method' modal. */
export const ConfirmDelete: Story = {
  name: 'Eliminar (confirmación)',
  parameters: memberScreen(ROUTE),
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Eliminar Visa terminación 4242' }, { timeout: 5000 }));
  },
};
/** A delete that failed: 'Hubo un error al agregar este método de pago.' (spec 8's wording). */
export const DeleteFailed: Story = {
  name: 'Error al eliminar',
  parameters: memberScreen(ROUTE, {
    prepare: ({ api }) => api.failNext('savedCards.remove', { code: 'server', message: 'Falla', status: 500 }),
  }),
  globals: desktop,
  play: async ({ canvasElement }) => {
    await ConfirmDelete.play?.({ canvasElement } as never);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Eliminar tarjeta' }));
  },
};
export const Loading: Story = { name: 'Cargando', parameters: memberScreen(ROUTE, { pending: ['savedCards.list'] }), globals: desktop };
export const LoadError: Story = {
  name: 'Error al cargar',
  parameters: memberScreen(ROUTE, {
    prepare: ({ api }) => api.failNext('savedCards.list', { code: 'network', message: 'Sin conexión', status: 0 }),
  }),
  globals: desktop,
};
