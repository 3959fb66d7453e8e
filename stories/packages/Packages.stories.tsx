import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoPackages } from '@estudio/core/testing';
import { PublicLayout } from '../../packages/web-react/src/chrome/PublicLayout/index.js';
import { PackageCard } from '../../packages/web-react/src/features/packages/PackageCard.js';
import { PackagesPage } from '../../packages/web-react/src/features/packages/PackagesPage.js';
import { packageCardModel } from '../../packages/web-react/src/features/packages/packageCard.rules.js';
import type { StudioParameters } from '../.storybook/studio.js';
import { mobile } from '../.storybook/mobile.js';

const studio = (parameters: StudioParameters) => ({ studio: parameters });
const serverError = { code: 'server', message: 'Error del servidor', status: 500 };

const byTitle = (title: string) => {
  const found = demoPackages.find((pkg) => pkg.title === title);
  if (!found) throw new Error(`No demo package '${title}'`);
  return found;
};

const Card = ({ title, sold, checkout = false }: { title: string; sold?: number; checkout?: boolean }) => (
  <div style={{ padding: 16, maxWidth: 320 }}>
    <PackageCard model={packageCardModel({ ...byTitle(title), ...(sold === undefined ? {} : { sold }) })} checkoutAvailable={checkout} />
  </div>
);

const meta = { title: 'Packages/Packages screen' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 2 'Packages screen': the trial section, the list under 'Paquetes', then the special events. */
export const Screen: Story = { name: '/paquetes', render: () => <PublicLayout><PackagesPage /></PublicLayout> };
export const ScreenMobile: Story = { ...Screen, name: '/paquetes (móvil)', globals: mobile };
export const ScreenLoading: Story = { ...Screen, name: '/paquetes (cargando)', parameters: studio({ pending: ['packages.list'] }) };
export const ScreenEmpty: Story = {
  ...Screen,
  name: '/paquetes (vacío)',
  parameters: studio({ prepare: ({ api }) => (api.state.packages.length = 0) }),
};
export const ScreenError: Story = {
  ...Screen,
  name: '/paquetes (error)',
  parameters: studio({ prepare: ({ api }) => api.failNext('packages.list', serverError) }),
};
/** The studio's own name and path for the list (class_packages_name). */
export const ScreenCustomTitle: Story = { ...Screen, name: '/paquetes (título propio)', parameters: studio({ config: { class_packages_name: 'Membresías' } }) };

/** A sale price: the normal price struck through. */
export const CardOnSale: Story = { name: 'Tarjeta: en oferta', render: () => <Card title="Paquete 10 clases" /> };
/** Price 0 without subscription: 'Obtener Oferta'. */
export const CardFreeOffer: Story = { name: 'Tarjeta: oferta gratis', render: () => <Card title="Clase de prueba" /> };
/** A subscription: 'cada mes'. */
export const CardSubscription: Story = { name: 'Tarjeta: suscripción', render: () => <Card title="Ilimitado mensual" /> };
/** Bound to one class type. */
export const CardClassType: Story = { name: 'Tarjeta: por tipo de clase', render: () => <Card title="Paquete Cycling 8 clases" /> };
/** A special event with few places left, and one sold out. */
export const CardFewPlaces: Story = { name: 'Tarjeta: evento con pocos lugares', render: () => <Card title="Masterclass de Yoga y Meditación" sold={17} /> };
export const CardSoldOut: Story = { name: 'Tarjeta: evento agotado', render: () => <Card title="Masterclass de Yoga y Meditación" sold={20} /> };
/** Once the checkout exists, the button links it. */
export const CardWithCheckout: Story = { name: 'Tarjeta: con checkout', render: () => <Card title="Paquete 5 clases" checkout /> };
