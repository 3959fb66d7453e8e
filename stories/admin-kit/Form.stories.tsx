import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { Card } from '../../packages/web-react/src/ui/Card/index.js';
import { mobile } from '../.storybook/mobile.js';
import { DemoCustomerForm, type DemoCustomerFormProps } from './demoForm.js';

const FormDemo = (props: DemoCustomerFormProps) => (
  <div style={{ padding: 16, maxWidth: 520 }}>
    <Card>
      <DemoCustomerForm {...props} />
    </Card>
  </div>
);

const meta = { title: 'Admin kit/Form', component: FormDemo, args: { answer: 'ok', filled: false } } satisfies Meta<typeof FormDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const save = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Guardar' }));
};

export const Empty: Story = { name: 'Vacío' };
/** 'Guardar' on the empty form: the summary, each error under its field, the focus on Nombre. */
export const WithErrors: Story = { name: 'Con errores', play: async ({ canvasElement }) => save(canvasElement) };
/** One field wrong: 'Revisa el campo: Teléfono'. */
export const OneError: Story = {
  name: 'Un campo con error',
  args: { filled: true },
  play: async ({ canvasElement }) => {
    const phone = within(canvasElement).getByRole('textbox', { name: /Teléfono/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '55');
    await save(canvasElement);
  },
};
/** The save is on its way: the button spins and takes no clicks. */
export const Submitting: Story = { name: 'Guardando', args: { filled: true, answer: 'never' }, play: async ({ canvasElement }) => save(canvasElement) };
/** The server refused: its message in an alert inside the form. */
export const ServerError: Story = { name: 'Error del servidor', args: { filled: true, answer: 'refused' }, play: async ({ canvasElement }) => save(canvasElement) };
export const Phone: Story = { name: 'Teléfono', globals: mobile, play: async ({ canvasElement }) => save(canvasElement) };
