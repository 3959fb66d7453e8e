import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../../packages/web-react/src/ui/Button/index.js';
import { useAlerts } from '../../packages/web-react/src/ui/Alerts/index.js';
import { mobile } from '../.storybook/mobile.js';

/** Shows alerts on demand; `initial` fires one when the story opens. */
const AlertsDemo = ({ initial }: { initial: 'error' | 'success' | 'both' | 'suppressed' }) => {
  const alerts = useAlerts();
  useEffect(() => {
    if (initial === 'error' || initial === 'both') alerts.error('Hubo un error al procesar tu compra. Inténtalo más tarde.');
    if (initial === 'success' || initial === 'both') alerts.success('¡Reservación guardada con éxito!');
    if (initial === 'suppressed') alerts.error('Request failed with status code 401');
  }, [alerts, initial]);
  return (
    <div style={{ padding: 16, paddingTop: 160, display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button variant="danger" onClick={() => alerts.error('Lo sentimos, ese descuento no es válido.')}>
        Mostrar error (5 s)
      </Button>
      <Button onClick={() => alerts.success('¡Pago exitoso!')}>Mostrar éxito (3 s)</Button>
      <Button variant="secondary" onClick={() => alerts.error('Error 400')}>
        Texto con 400 (no se muestra)
      </Button>
    </div>
  );
};

const meta = { title: 'UI/Alerts', component: AlertsDemo, args: { initial: 'both' } } satisfies Meta<typeof AlertsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorAndSuccess: Story = {};
export const ErrorAlert: Story = { args: { initial: 'error' } };
export const SuccessAlert: Story = { args: { initial: 'success' } };
export const Suppressed401: Story = { args: { initial: 'suppressed' } };
export const Mobile: Story = { globals: mobile };
