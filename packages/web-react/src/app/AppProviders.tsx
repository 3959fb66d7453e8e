import type { ReactNode } from 'react';
import { ServicesProvider, type Services } from './services.js';
import { SessionProvider } from './session.js';
import { ThemeRoot } from '../theme/ThemeRoot.js';
import { AppearanceHead } from '../appearance/index.js';
import { AlertsProvider } from '../ui/Alerts/index.js';
import { ConfirmProvider } from '../ui/ConfirmDialog/index.js';
import { WideScreenHint } from '../ui/useMediaQuery/wideScreenHint.js';

/** Providers shared by the app, tests and stories; the router goes inside them. */
export const AppProviders = ({ services, children }: { services: Services; children: ReactNode }) => (
  <ServicesProvider services={services}>
    <WideScreenHint.Provider value={services.wideScreen ?? false}>
      <ThemeRoot appearance={services.config.appearance}>
        <AppearanceHead />
        <AlertsProvider>
          <ConfirmProvider>
            <SessionProvider>{children}</SessionProvider>
          </ConfirmProvider>
        </AlertsProvider>
      </ThemeRoot>
    </WideScreenHint.Provider>
  </ServicesProvider>
);
