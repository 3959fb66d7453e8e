import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { runEffectsLikeReact } from './app/effectTiming.js';

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

// Effects run as they do in the browser (app/effectTiming.ts): at the next task and before any discrete input, React's
// timing. Preact's own waits for a frame, which jsdom has not (its 35 ms fallback).
if (typeof document !== 'undefined') runEffectsLikeReact(document);
