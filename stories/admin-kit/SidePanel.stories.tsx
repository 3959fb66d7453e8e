import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../../packages/web-react/src/ui/Button/index.js';
import { SidePanel, SubmitButton, type SidePanelProps } from '../../packages/web-react/src/features/admin/kit/index.js';
import { mobile } from '../.storybook/mobile.js';
import { DemoCustomerFields, useDemoCustomerForm } from './demoForm.js';

type Demo = Pick<SidePanelProps, 'title' | 'description' | 'size'> & { readonly long: boolean };

const FORM_ID = 'customer-panel-form';

/** A customer panel over a page: the form in the body; Cancelar and Guardar (by the form's id) in the footer. */
const PanelDemo = ({ long, ...props }: Demo) => {
  const [open, setOpen] = useState(true);
  const form = useDemoCustomerForm(true);
  const close = () => setOpen(false);
  return (
    <div style={{ padding: 16 }}>
      <Button onClick={() => setOpen(true)}>Editar cliente</Button>
      <SidePanel
        {...props}
        open={open}
        onClose={close}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Cancelar
            </Button>
            <SubmitButton control={form.control} form={FORM_ID} />
          </>
        }
      >
        <DemoCustomerFields form={form} id={FORM_ID} answer="ok" />
        {long
          ? Array.from({ length: 12 }, (_, i) => (
              <p key={i}>
                Clase {i + 1}: Yoga, 12 mar 18:00. El cuerpo se desplaza mientras el pie con los botones queda a la vista.
              </p>
            ))
          : null}
      </SidePanel>
    </div>
  );
};

const meta = {
  title: 'Admin kit/SidePanel',
  component: PanelDemo,
  args: { title: 'Ana López', description: 'Cliente desde marzo de 2023', size: 'md', long: false },
} satisfies Meta<typeof PanelDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { name: 'Abierto' };
/** A long body scrolls; the header and the footer stay. */
export const LongBody: Story = { name: 'Contenido largo', args: { long: true } };
export const Wide: Story = { name: 'Ancho', args: { size: 'lg' } };
/** The whole screen on a phone. */
export const Phone: Story = { name: 'Teléfono', args: { long: true }, globals: mobile };
