import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bootstrap } from './app/bootstrap.js';
import { App } from './app/App.js';

const root = createRoot(document.getElementById('root')!);

bootstrap().then(
  (services) => {
    root.render(
      <StrictMode>
        <App services={services} />
      </StrictMode>,
    );
  },
  () => {
    root.render(<p role="alert">No pudimos cargar el estudio. Recarga la página para intentarlo de nuevo.</p>);
  },
);
