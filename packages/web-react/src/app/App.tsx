import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { ServicesProvider, type Services } from './services.js';
import { SessionProvider } from './session.js';
import { ThemeRoot } from '../theme/ThemeRoot.js';
import { AppearanceHead } from '../appearance/index.js';
import { AlertsProvider } from '../ui/Alerts/index.js';
import { ConfirmProvider } from '../ui/ConfirmDialog/index.js';

/** Providers shared by the app, tests and stories. */
export const AppProviders = ({ services, children }: { services: Services; children: ReactNode }) => (
  <ServicesProvider services={services}>
    <ThemeRoot appearance={services.config.appearance}>
      <AppearanceHead />
      <AlertsProvider>
        <ConfirmProvider>
          <SessionProvider>{children}</SessionProvider>
        </ConfirmProvider>
      </AlertsProvider>
    </ThemeRoot>
  </ServicesProvider>
);

/** The whole app for a router (browser or memory). */
export const App = ({ services, router }: { services: Services; router: Parameters<typeof RouterProvider>[0]['router'] }) => (
  <AppProviders services={services}>
    <RouterProvider router={router} />
  </AppProviders>
);
