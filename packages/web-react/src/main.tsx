import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { bootstrap } from './app/bootstrap.js';
import { App } from './app/App.js';
import { runEffectsLikeReact } from './app/effectTiming.js';
import { collectServerTurns } from './ui/HydrationTurn/index.js';

runEffectsLikeReact(document);

const container = document.getElementById('root')!;

/**
 * A page the server rendered (spec 2's public pages: its HTML is already in
 * #root) is hydrated: the visitor reads it before this runs, and the first
 * render, made from the same embedded answers, takes it over. Any other page
 * (the member area, the back office, a build served without the server) is
 * rendered here.
 */
const serverRendered = container.firstElementChild !== null;

/**
 * The browser loads a time zone's rules the first time a formatter names it,
 * tens of milliseconds on a phone. A rendered page's dates (luxon, with the
 * studio's zone) would pay it inside its hydration; paid here, in a task of
 * its own, it leaves the hydration shorter (issue 18: TBT). The formatter is
 * luxon's own for zone offsets.
 */
const warmTimeZone = (timeZone: string) => {
  try {
    const options = { hour12: false, timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', era: 'short' } as const;
    new Intl.DateTimeFormat('en-US', options).formatToParts(0);
  } catch {
    // A zone the browser does not know: the dates say so where they are read.
  }
};

bootstrap().then(
  (services) => {
    const app = (
      <StrictMode>
        <App services={services} />
      </StrictMode>
    );
    if (serverRendered) {
      collectServerTurns(container);
      // Each in a task of its own: the boot's task, the zone's, then the hydration's.
      setTimeout(() => warmTimeZone(services.config.rules.timezone));
      setTimeout(() => hydrateRoot(container, app));
    } else {
      createRoot(container).render(app);
    }
  },
  () => {
    // A rendered page stays readable (its links still load pages); an empty one says what happened.
    if (!serverRendered) {
      createRoot(container).render(<p role="alert">No pudimos cargar el estudio. Recarga la página para intentarlo de nuevo.</p>);
    }
  },
);
