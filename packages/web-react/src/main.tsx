import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { bootstrap } from './app/bootstrap.js';
import { App } from './app/App.js';
import { runEffectsLikeReact } from './app/effectTiming.js';

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

bootstrap().then(
  (services) => {
    const app = (
      <StrictMode>
        <App services={services} />
      </StrictMode>
    );
    if (serverRendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  },
  () => {
    // A rendered page stays readable (its links still load pages); an empty one says what happened.
    if (!serverRendered) {
      createRoot(container).render(<p role="alert">No pudimos cargar el estudio. Recarga la página para intentarlo de nuevo.</p>);
    }
  },
);
