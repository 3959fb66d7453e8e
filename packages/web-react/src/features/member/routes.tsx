import type { RouteObject } from 'react-router';
import { messages } from '@estudio/core';
import { LoadingScreen } from '../../ui/LoadingScreen/index.js';

/**
 * The member area (spec 2, /mystudio/*): the gate, then the customer chrome,
 * then each screen. Every level loads on demand, so the landing page's
 * bundle carries none of it. Later slices add their screens as children of
 * the layout (and their paths to BUILT_MEMBER_SCREENS).
 */
export const memberRoutes: RouteObject[] = [
  {
    path: '/mystudio',
    // While the member area's code loads on a first visit, it reads as the gate does.
    hydrateFallbackElement: <LoadingScreen label={messages.common.accessing} />,
    lazy: async () => ({ Component: (await import('./MemberGate.js')).MemberGate }),
    children: [
      {
        lazy: async () => ({ Component: (await import('./MemberLayout.js')).MemberLayout }),
        children: [{ index: true, lazy: async () => ({ Component: (await import('./MemberHome.js')).MemberHome }) }],
      },
    ],
  },
];
