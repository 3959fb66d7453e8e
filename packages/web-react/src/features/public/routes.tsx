import type { RouteObject } from 'react-router';
import { messages } from '@estudio/core';
import { lazyRoute } from '../../app/lazyRoute.js';
import { PublicLayout } from '../../chrome/PublicLayout/index.js';
import { LoadingScreen } from '../../ui/LoadingScreen/index.js';
import { ConfiguredPath } from '../packages/ConfiguredPath.js';
import { LandingPage } from './landing/LandingPage.js';

const loading = <LoadingScreen label={messages.ui.loading} />;

/**
 * The public routes (spec 2), all inside the public chrome. The landing page
 * is in the first bundle; every other page loads on demand so that '/' stays
 * small. A path no other route claims shows the landing page.
 */
export const publicRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      {
        path: 'avisos',
        element: lazyRoute(async () => (await import('./announcements/AnnouncementsPage.js')).AnnouncementsPage, loading),
      },
      { path: 'coach/:coachId', element: lazyRoute(async () => (await import('./coach/CoachPage.js')).CoachPage, loading) },
      {
        path: 'calendario',
        element: lazyRoute(async () => (await import('../schedule/screens/PublicCalendarPage.js')).PublicCalendarPage, loading),
      },
      {
        path: 'instructor/:instructorId',
        element: lazyRoute(async () => (await import('../schedule/screens/InstructorPage.js')).InstructorPage, loading),
      },
      {
        path: 'class_type/:classTypeId',
        element: lazyRoute(async () => (await import('./classType/ClassTypePage.js')).ClassTypePage, loading),
      },
      { path: 'ubicacion', element: lazyRoute(async () => (await import('./pages/LocationPage.js')).LocationPage, loading) },
      // The checkout and the order confirmation: a buyer signs in on the checkout itself, a reader of an order on /entrar.
      { path: 'checkout/:packageId', element: lazyRoute(async () => (await import('../checkout/CheckoutPage.js')).CheckoutPage, loading) },
      { path: 'gracias/:purchaseId', element: lazyRoute(async () => (await import('../checkout/thanks/ThanksPage.js')).ThanksPage, loading) },
      { path: 'preguntas-frecuentes', element: lazyRoute(async () => (await import('./pages/FaqPage.js')).FaqPage, loading) },
      // The Packages screen is at the studio's configured path, which these catch-alls check first.
      { path: ':slug', element: <ConfiguredPath base="" otherwise={lazyRoute(async () => (await import('./pages/CmsPage.js')).CmsPage, loading)} /> },
      { path: '*', element: <ConfiguredPath base="" otherwise={<LandingPage />} /> },
    ],
  },
];
