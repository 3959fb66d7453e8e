import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';

afterEach(() => cleanup());

// findBy and waitFor wait up to 3 s, not Testing Library's 1 s: under `npm test` these files share two cores with the
// server's suites and the browser journeys, and a lazy modal behind a restored session has been seen to take longer.
// A test that waits for something that never comes still fails; it only fails later.
configure({ asyncUtilTimeout: 3_000 });

// jsdom has no layout, so it cannot scroll: make scrolling a silent no-op there (the server render's test runs in Node, without a window).
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'scrollTo', { value: () => undefined, writable: true, configurable: true });
  if (!('scrollIntoView' in Element.prototype)) {
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, writable: true, configurable: true });
  }
}

// Preact (the app's renderer) runs effects after the next frame: a jsdom without frames waits its 35 ms fallback, in
// which a test that sees a screen's heading would not yet see the reads its effects start. Run them at the next task,
// as React's scheduler does, so the tests read the screens at the moments they did; the journeys cover real frames.
options.requestAnimationFrame = (callback) => void setTimeout(callback);
