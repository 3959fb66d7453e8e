import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../../packages/web-react/src/ui/Button/index.js';
import { Card } from '../../packages/web-react/src/ui/Card/index.js';
import { Container } from '../../packages/web-react/src/ui/Container/index.js';
import { EmptyState } from '../../packages/web-react/src/ui/EmptyState/index.js';
import { LoadingScreen } from '../../packages/web-react/src/ui/LoadingScreen/index.js';
import { SafeHtml } from '../../packages/web-react/src/ui/SafeHtml/index.js';
import { Skeleton, SkeletonGroup } from '../../packages/web-react/src/ui/Skeleton/index.js';
import { Spinner } from '../../packages/web-react/src/ui/Spinner/index.js';
import { mobile } from '../.storybook/mobile.js';

const meta = { title: 'UI/Feedback and layout', parameters: { layout: 'padded' } } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SpinnerStory: Story = { name: 'Spinner', render: () => <Spinner label="Guardando" showLabel /> };

export const Loading: Story = {
  name: 'LoadingScreen',
  render: () => <LoadingScreen label="Accediendo" fallback={<a href="/entrar">Ingresar</a>} fallbackAfterMs={3000} />,
};

export const Empty: Story = {
  name: 'EmptyState',
  render: () => <EmptyState message="Aún no has reservado clases." action={<Button>Ir a Reservar</Button>} />,
};

export const Skeletons: Story = {
  render: () => (
    <SkeletonGroup>
      <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
        <Skeleton height={180} />
        <Skeleton width="60%" height={20} />
        <Skeleton width="90%" />
      </div>
    </SkeletonGroup>
  ),
};

export const CardInContainer: Story = {
  name: 'Card and Container',
  render: () => (
    <Container>
      <Card>
        <h2>Mi Información</h2>
        <p>Una tarjeta blanca con esquinas redondeadas, dentro del ancho máximo del contenido.</p>
      </Card>
    </Container>
  ),
};

export const SanitisedHtml: Story = {
  name: 'SafeHtml',
  render: () => (
    <SafeHtml html={'<h2>Aviso de Privacidad</h2><p>Usamos tus datos <strong>solo</strong> para tus reservaciones.</p><script>alert(1)</script><img src="x" onerror="alert(2)">'} />
  ),
};

export const MobileEmpty: Story = { ...Empty, name: 'EmptyState (móvil)', globals: mobile };
