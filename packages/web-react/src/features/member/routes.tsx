import { Navigate, type RouteObject } from 'react-router';
import { messages, NOTICE_LINK_PATHS } from '@estudio/core';
import { lazyRoute } from '../../app/lazyRoute.js';
import { LoadingScreen } from '../../ui/LoadingScreen/index.js';
import { ConfiguredPath } from '../packages/ConfiguredPath.js';
import { reservationRoutes } from '../reservations/routes.js';
import { videoRoutes } from '../videos/routes.js';
import { MemberAccessing, MemberGate } from './MemberGate.js';

/**
 * The member area (spec 2, /mystudio/*): the gate, then the customer chrome,
 * then each screen. The gate is a few lines and answers at once ('Accediendo'
 * while the session starts); the chrome and every screen load on demand, so
 * the landing page's bundle carries none of them. The index is the
 * calendar (features/schedule). Later slices add their screens as children
 * of the layout (and their paths to BUILT_MEMBER_SCREENS).
 */
export const memberRoutes: RouteObject[] = [
  // The reminder's one-tap cancel link (issue 17), outside the gate: no sign-in, the link's token is the credential.
  { path: NOTICE_LINK_PATHS.cancelReservation, element: lazyRoute(async () => (await import('../reservations/CancelByLinkPage.js')).CancelByLinkPage, <LoadingScreen label={messages.ui.loading} />) },
  // A waitlist offer's link (issue 17), outside the gate too: the token is the credential; opening it accepts nothing.
  { path: NOTICE_LINK_PATHS.waitlistOffer, element: lazyRoute(async () => (await import('../waitlist/AcceptOfferPage.js')).AcceptOfferPage, <LoadingScreen label={messages.ui.loading} />) },
  {
    path: '/mystudio',
    element: <MemberGate />,
    children: [
      {
        // While the member area's code loads on a first visit, it reads as the gate does, its link at the gate's time.
        element: lazyRoute(async () => (await import('./MemberLayout.js')).MemberLayout, <MemberAccessing />),
        children: [
          {
            index: true,
            element: lazyRoute(
              async () => (await import('../schedule/screens/MemberCalendarPage.js')).MemberCalendarPage,
              <LoadingScreen label={messages.ui.loading} />,
            ),
          },
          ...reservationRoutes,
          ...videoRoutes,
          {
            path: 'membresias',
            element: lazyRoute(
              async () => (await import('../purchases/MyPurchasesPage.js')).MyPurchasesPage,
              <LoadingScreen label={messages.ui.loading} />,
            ),
          },
          {
            path: 'pagos',
            element: lazyRoute(
              async () => (await import('../charges/MyChargesPage.js')).MyChargesPage,
              <LoadingScreen label={messages.ui.loading} />,
            ),
          },
          {
            path: 'informacion',
            element: lazyRoute(
              async () => (await import('../profile/ProfilePage.js')).ProfilePage,
              <LoadingScreen label={messages.ui.loading} />,
            ),
          },
          {
            path: 'metodos',
            element: lazyRoute(
              async () => (await import('../payment-methods/PaymentMethodsPage.js')).PaymentMethodsPage,
              <LoadingScreen label={messages.ui.loading} />,
            ),
          },
          // The Packages screen at /mystudio{class_packages_path}; any other unknown path goes to the calendar.
          { path: '*', element: <ConfiguredPath base="/mystudio" otherwise={<Navigate to="/mystudio" replace />} /> },
        ],
      },
    ],
  },
];
