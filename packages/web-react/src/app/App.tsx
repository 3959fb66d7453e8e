import { BrowserRouter } from 'react-router';
import type { Services } from './services.js';
import { AppProviders } from './AppProviders.js';
import { appRoutes, RouteTable } from './router.js';

export { AppProviders } from './AppProviders.js';

/** The whole app in the browser: its providers and every route at the page's URL. */
export const App = ({ services }: { services: Services }) => (
  <AppProviders services={services}>
    <BrowserRouter>
      <RouteTable routes={appRoutes} />
    </BrowserRouter>
  </AppProviders>
);
