import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router';
import { DEMO_RESERVATION_IDS, demoFixtures } from '@estudio/core/testing';
import { adminRoutes } from '../../packages/web-react/src/features/admin/routes.js';
import type { StudioParameters } from '../.storybook/studio.js';
import { mobile } from '../.storybook/mobile.js';

const Elsewhere = () => {
  const { pathname, search } = useLocation();
  return <p style={{ padding: 24 }}>Pantalla {`${pathname}${search}`}</p>;
};

const checkIn = (id: number | string, parameters: StudioParameters = {}) => ({
  studio: { route: `/admin/reservations/${id}`, routes: adminRoutes, signedInAs: demoFixtures.accounts.admin.email, ...parameters },
});

const desktop = { viewport: { value: 'desktop', isRotated: false } } as const;

const meta = { title: 'Staff/Check-in', render: () => <Elsewhere /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** What staff see after scanning a QR: the customer, 'Marcar asistencia', the class. */
export const NotMarked: Story = { name: 'Sin registrar (móvil)', parameters: checkIn(DEMO_RESERVATION_IDS.upcoming), globals: mobile };
export const Attended: Story = { name: 'Asistió', parameters: checkIn(DEMO_RESERVATION_IDS.attended), globals: mobile };
export const NoShow: Story = { name: 'No asistió', parameters: checkIn(DEMO_RESERVATION_IDS.noShow), globals: mobile };
/** A cash booking not yet paid: 'Marcar pagado'. */
export const CashUnpaid: Story = { name: 'Pago en efectivo pendiente', parameters: checkIn(DEMO_RESERVATION_IDS.cashUnpaid), globals: mobile };
export const Cancelled: Story = { name: 'Cancelada', parameters: checkIn(DEMO_RESERVATION_IDS.cancelled), globals: mobile };
export const Desktop: Story = { name: 'Escritorio', parameters: checkIn(DEMO_RESERVATION_IDS.cashUnpaid), globals: desktop };
export const NotFound: Story = { name: 'No encontrada', parameters: checkIn(9999), globals: mobile };
export const Loading: Story = { name: 'Cargando', parameters: checkIn(DEMO_RESERVATION_IDS.upcoming, { pending: ['staff.one'] }), globals: mobile };
/** The door: a visitor is asked to sign in and comes back here. */
export const Visitor: Story = { name: 'Sin sesión', parameters: checkIn(DEMO_RESERVATION_IDS.upcoming, { signedInAs: undefined }), globals: mobile };
/** The door: a customer has no access. */
export const Customer: Story = {
  name: 'Clienta sin acceso',
  parameters: checkIn(DEMO_RESERVATION_IDS.upcoming, { signedInAs: demoFixtures.accounts.socia.email }),
  globals: mobile,
};
