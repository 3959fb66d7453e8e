import { useLocation } from 'react-router';
import { DEMO_RESERVATION_IDS, demoCustomerIds, demoFixtures, type DemoPorts } from '@estudio/core/testing';
import { memberRoutes } from '../../packages/web-react/src/features/member/routes.js';
import type { StudioParameters } from '../.storybook/studio.js';

/** Story globals that show a story on a 1280 px desktop. */
export const desktop = { viewport: { value: 'desktop', isRotated: false } } as const;

export const socia = demoFixtures.accounts.socia.email;
export const nueva = demoFixtures.accounts.nueva.email;

/** Where a link of the screen led, for the paths the member routes do not answer. */
export const Elsewhere = () => {
  const { pathname, search } = useLocation();
  return <p style={{ padding: 24 }}>Pantalla {`${pathname}${search}`}</p>;
};

/** A member screen at `route` through the app's member routes, signed in as the socia unless told otherwise. */
export const memberScreen = (route: string, parameters: StudioParameters = {}) => ({
  studio: { route, routes: memberRoutes, signedInAs: socia, ...parameters },
});

/** 120 more reservations for the socia: three pages of 50. */
export const manyReservations = ({ api }: DemoPorts) => {
  const model = api.state.reservations.find((r) => r.class_reservation_id === DEMO_RESERVATION_IDS.upcoming);
  if (!model) return;
  for (let i = 0; i < 120; i += 1) api.state.reservations.push({ ...model, class_reservation_id: 1000 + i });
};

/** The socia brings a guest to her upcoming class. */
export const withGuest = ({ api }: DemoPorts) => {
  const upcoming = api.state.reservations.find((r) => r.class_reservation_id === DEMO_RESERVATION_IDS.upcoming);
  if (upcoming) upcoming.guest = 'Sofía Ramírez';
};

/** The socia holds an unlimited membership until 15 February. */
export const unlimitedMember = ({ api }: DemoPorts) => {
  const customer = api.state.customers.find((c) => c.customer_id === demoCustomerIds.socia);
  if (customer) Object.assign(customer, { has_unlimited: true, unlimited_membership_expiration: '2025-02-15' });
};
