import type { RouteObject } from 'react-router';
import { messages } from '@estudio/core';
import { PublicLayout } from '../../chrome/PublicLayout/index.js';
import { LoadingScreen } from '../../ui/LoadingScreen/index.js';
import { LandingPage } from './landing/LandingPage.js';

/**
 * The public routes (spec 2), all inside the public chrome. The landing page
 * is in the first bundle; every other page loads on demand so that '/' stays
 * small. A path no other route claims shows the landing page.
 */
export const publicRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    hydrateFallbackElement: <LoadingScreen label={messages.ui.loading} />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'avisos', lazy: async () => ({ Component: (await import('./announcements/AnnouncementsPage.js')).AnnouncementsPage }) },
      { path: 'coach/:coachId', lazy: async () => ({ Component: (await import('./coach/CoachPage.js')).CoachPage }) },
      { path: 'ubicacion', lazy: async () => ({ Component: (await import('./pages/LocationPage.js')).LocationPage }) },
      { path: 'preguntas-frecuentes', lazy: async () => ({ Component: (await import('./pages/FaqPage.js')).FaqPage }) },
      { path: ':slug', lazy: async () => ({ Component: (await import('./pages/CmsPage.js')).CmsPage }) },
      { path: '*', element: <LandingPage /> },
    ],
  },
];
