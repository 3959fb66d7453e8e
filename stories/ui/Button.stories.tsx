import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, ButtonLink } from '../../packages/web-react/src/ui/Button/index.js';
import { mobile } from '../.storybook/mobile.js';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Reservar', variant: 'primary', size: 'md', busy: false, block: false, disabled: false },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Ver Mis Reservaciones' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Regresar' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Cancelar Clase' } };
export const Busy: Story = { args: { busy: true, children: 'Guardando' } };
export const Disabled: Story = { args: { disabled: true, children: 'Pagar Ahora' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm">Pequeño</Button>
      <Button {...args} size="md">Mediano</Button>
      <Button {...args} size="lg">Grande</Button>
    </div>
  ),
};

export const AsLink: Story = {
  render: (args) => (
    <ButtonLink to="/entrar" variant={args.variant} size={args.size}>
      Ingresar
    </ButtonLink>
  ),
};

export const BlockOnMobile: Story = { args: { block: true, children: 'Comprar Clases' }, globals: mobile };
