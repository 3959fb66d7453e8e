import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../../packages/web-react/src/ui/Button/index.js';
import { useConfirm } from '../../packages/web-react/src/ui/ConfirmDialog/index.js';
import { mobile } from '../.storybook/mobile.js';

/** Asks the app's one confirm dialog and shows the answer. */
const ConfirmDemo = ({ message, okLabel, cancelLabel }: { message: string; okLabel?: string; cancelLabel?: string }) => {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState<string>('Sin respuesta');
  return (
    <div style={{ padding: 16, display: 'grid', gap: 12, justifyItems: 'start' }}>
      <Button onClick={() => void confirm({ message, okLabel, cancelLabel }).then((yes) => setAnswer(yes ? 'Aceptó' : 'Canceló'))}>
        Cancelar suscripción
      </Button>
      <output>{answer}</output>
    </div>
  );
};

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDemo,
  args: { message: '¿Seguro que deseas cancelar tu suscripción?' },
} satisfies Meta<typeof ConfirmDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CustomLabels: Story = { args: { okLabel: 'Sí, cancelar', cancelLabel: 'Regresar' } };
export const Mobile: Story = { globals: mobile };
