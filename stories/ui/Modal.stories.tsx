import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../../packages/web-react/src/ui/Button/index.js';
import { Modal, type ModalProps } from '../../packages/web-react/src/ui/Modal/index.js';
import { mobile } from '../.storybook/mobile.js';

type Demo = Pick<ModalProps, 'title' | 'hideClose' | 'size' | 'okBusy' | 'okDisabled' | 'okLabel' | 'cancelLabel'> & {
  readonly withFooter: boolean;
  readonly closable: boolean;
};

/** Opens the modal from a button, as a screen would. */
const ModalDemo = ({ withFooter, closable, ...props }: Demo) => {
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  return (
    <div style={{ padding: 16 }}>
      <Button onClick={() => setOpen(true)}>Abrir</Button>
      <Modal
        {...props}
        open={open}
        onClose={closable ? close : undefined}
        onCancel={withFooter ? close : undefined}
        onOk={withFooter ? close : undefined}
      >
        <p>Deseas cancelar tu clase de Yoga del 12 mar a las 18:00?</p>
      </Modal>
    </div>
  );
};

const meta = {
  title: 'UI/Modal',
  component: ModalDemo,
  args: { title: 'Cancelar Clase', withFooter: true, closable: true, hideClose: false, size: 'md', okBusy: false, okDisabled: false },
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithFooter: Story = {};
export const CustomLabels: Story = { args: { okLabel: 'Cancelar Clase', cancelLabel: 'Regresar' } };
export const NoFooter: Story = { args: { withFooter: false, title: 'Código de Acceso' } };
export const CloseHidden: Story = { args: { hideClose: true, title: 'Completar Inscripción' } };
export const OkBusy: Story = { args: { okBusy: true } };
export const Large: Story = { args: { size: 'lg', title: 'Términos y Condiciones' } };
export const Mobile: Story = { globals: mobile };
