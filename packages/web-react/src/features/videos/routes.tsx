import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { messages } from '@estudio/core';
import { lazyRoute } from '../../app/lazyRoute.js';
import { useStudioConfig } from '../../app/services.js';
import { LoadingScreen } from '../../ui/LoadingScreen/index.js';

/** Spec 2: the online screens exist only with videos_enabled; off, their addresses lead to the calendar. */
const WithVideos = ({ children }: { children: ReactNode }) =>
  useStudioConfig().features.videos ? children : <Navigate to="/mystudio" replace />;

const loading = <LoadingScreen label={messages.ui.loading} />;

/**
 * The online videos (spec 2 '/mystudio/online', '/mystudio/video/{id}'),
 * children of the member layout (features/member/routes.tsx). Each loads on
 * demand, so no other screen carries the library's code.
 */
export const videoRoutes: RouteObject[] = [
  {
    path: 'online',
    element: <WithVideos>{lazyRoute(async () => (await import('./library/VideoLibraryPage.js')).VideoLibraryPage, loading)}</WithVideos>,
  },
  {
    path: 'video/:videoId',
    element: <WithVideos>{lazyRoute(async () => (await import('./video/VideoPage.js')).VideoPage, loading)}</WithVideos>,
  },
];
