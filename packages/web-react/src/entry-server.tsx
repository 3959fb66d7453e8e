import { StrictMode } from 'react';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { StaticRouter } from 'react-router';
import type { WindowLike } from 'dompurify';
import { createHttpApi, createServerIdentity } from '@estudio/adapters';
import type { BootData, ClockPort, StoragePort } from '@estudio/core';
import { AppProviders } from './app/AppProviders.js';
import { RenderedModules } from './app/renderedModules.js';
import { appRoutes, RouteTable } from './app/router.js';
import { createExpirySignal, type Services } from './app/services.js';
import { parseHtmlWith } from './ui/dom/inertDocument.js';
import { sanitizeWith } from './ui/SafeHtml/sanitize.js';
import { themeStyleText } from './theme/ThemeRoot.js';

/** The window the sanitiser and the HTML parser work on, set by the first render that brings it. */
let domWindow: ServerRenderInput['window'] | undefined;

/** What the server hands over to render one page. */
export interface ServerRenderInput {
  /** The page's path with its query string, as the browser asked for it. */
  readonly url: string;
  /** The page's boot data: the configuration and the answers it embeds (the browser's first render reads the same). */
  readonly boot: BootData;
  /** The server's clock reading, so a render reads the time the server's own answers were made at. */
  readonly now: number;
  /**
   * An inert DOM window (the server's jsdom: no script runs in it), on which
   * CMS HTML is cleaned (DOMPurify) and read as in the browser. The caller
   * brings it, so this bundle imports nothing and runs wherever it is copied.
   */
  readonly window: Pick<typeof globalThis, 'DOMParser'>;
}

/** One rendered page: the HTML inside `#root`, and the source modules of its lazy screens (keys of the browser build's manifest). */
export interface RenderedPage {
  readonly html: string;
  readonly modules: readonly string[];
  /** The studio's theme for the page's <html> style attribute: the browser's ThemeRoot finds it there and writes nothing. */
  readonly rootStyle: string;
}

/** A storage that keeps nothing across renders: a page is rendered for nobody in particular. */
const memoryStorage = (): StoragePort => {
  const values = new Map<string, string>();
  return { get: (key) => values.get(key) ?? null, set: (key, value) => void values.set(key, value), remove: (key) => void values.delete(key) };
};

/** A render never calls the API (views load in effects, which the server does not run); a call that slipped in would fail, not fetch. */
const refuse: typeof fetch = () => Promise.reject(new Error('The server render makes no API call.'));

/**
 * The services of one server render: the studio's configuration and the
 * page's embedded answers, an anonymous visitor (the server's own identity
 * with nothing stored), and ports that never reach the network.
 */
const servicesFor = ({ boot, now: renderedAt }: ServerRenderInput): Services => {
  // The page's now is the one its answers were read at (a calendar's week), as the browser will read it.
  const now = boot.now ?? renderedAt;
  const clock: ClockPort = { now: () => now };
  const storage = memoryStorage();
  const identity = createServerIdentity({ storage, clock, fetch: refuse, readCookie: () => null });
  return {
    api: createHttpApi({ clock, identity, fetch: refuse, readCookie: () => null }),
    identity, clock, storage,
    config: boot.config,
    sessionExpired: createExpirySignal(),
    embedded: boot.answers,
    embeddedNow: now,
    ...(boot.wide === undefined ? {} : { wideScreen: boot.wide }),
  };
};

/**
 * Renders one public page to HTML (what goes inside `#root`) with the same
 * components, routes and providers the browser hydrates it with, by Preact's
 * `preact-render-to-string`. Waits for the page's lazy screen
 * (`renderToStringAsync` resolves every Suspense boundary), so the HTML
 * holds the page, not its loading state. A view whose data the page
 * did not embed renders its loading state, as the browser's first render does.
 * The modules let the server link the screen's stylesheet and preload its
 * code, so the page is styled before any script runs.
 */
export const renderPage = async (input: ServerRenderInput): Promise<RenderedPage> => {
  if (input.window !== domWindow) {
    domWindow = input.window;
    sanitizeWith(input.window as unknown as WindowLike);
    parseHtmlWith(input.window);
  }
  const modules = new Set<string>();
  // An error no boundary catches fails the whole render: the server then sends the page for the browser to render.
  const html = await renderToStringAsync(
    // The app's JSX is typed as React's; at run time it is Preact's (`react` is @preact/compat: docs/contexts/web.md).
    <StrictMode>
      <RenderedModules.Provider value={modules}>
        <AppProviders services={servicesFor(input)}>
          <StaticRouter location={input.url}>
            <RouteTable routes={appRoutes} />
          </StaticRouter>
        </AppProviders>
      </RenderedModules.Provider>
    </StrictMode> as unknown as VNode,
  );
  return { html, modules: [...modules], rootStyle: themeStyleText(input.boot.config.appearance) };
};

/** What a page the browser renders needs first (the member area's session, frame and calendar), for the server to preload with its HTML. */
export { clientPageModules } from './app/clientPageModules.js';

declare const __ESTUDIO_CLIENT_BUILD__: string | undefined;

/**
 * The browser build this renderer was built with: the SHA-256 (hex) of
 * dist/.vite/manifest.json as `npm run build`'s second step found it
 * (vite.config.ts). The server renders with this bundle only beside that
 * very build (render.ts `loadBuildServerSide`): another build's chunks and
 * markup would not hydrate. 'none' outside a build.
 */
export const clientBuild: string = typeof __ESTUDIO_CLIENT_BUILD__ === 'string' ? __ESTUDIO_CLIENT_BUILD__ : 'none';
