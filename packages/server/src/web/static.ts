import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import type { Context, Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { inArray } from 'drizzle-orm';
import type { BootData } from '@estudio/core';
import type { Db } from '../db/client.js';
import { settings } from '../db/schema/index.js';
import { appearanceFrom } from './appearance.js';
import { bootScriptTag, type BootLoader } from './boot.js';
import { contentSecurityPolicy, newNonce } from './csp.js';
import { injectAppearance, injectAtBodyStart } from './inject.js';
import {
  chunkPreloadTags, inlineStylesheets, injectRendered, withRootStyle, loadBuildServerSide, pageChunks, paintFirstLoader, readManifest, takeEntryTags, type BuildServerSide, type RenderedPage,
} from './render.js';
import type { Logger } from '../http/logger.js';
import { acceptsGzip } from '../http/prepared-json.js';

const APPEARANCE_KEYS = ['page_title', 'business_name', 'tagline', 'favicon', 'social_image', 'primary', 'custom_css'];

const gzip = promisify(gzipCallback);

/** How long a page may take to render on the server before the browser is left to render it. */
const RENDER_TIMEOUT_MS = 2000;

/** Vite names built assets by content hash, so they never change under the same URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Where the build is and where the appearance settings come from. */
export interface WebOptions {
  /** The built web app: index.html plus assets/. */
  readonly dist: string;
  readonly db: Db;
  /** The origin absolute addresses in the page name (the app's `origin()`: never the request's Host). */
  readonly origin: () => string;
  /** The page's boot data (configuration and first reads); absent: the browser loads them itself. */
  readonly boot?: BootLoader | undefined;
  /** The server's clock, which a render reads. */
  readonly now: () => number;
  readonly logger: Logger;
}

/** True when `dist` holds a build to serve. */
export const hasWebBuild = (dist: string | null | undefined): dist is string =>
  typeof dist === 'string' && existsSync(join(dist, 'index.html'));

const loadAppearance = async (db: Db) => {
  const rows = await db.select().from(settings).where(inArray(settings.key, APPEARANCE_KEYS));
  return appearanceFrom(new Map(rows.map((row) => [row.key, row.value])));
};

/** A last path segment with an extension asks for a file; a missing file is a 404, not the app. */
const looksLikeFile = (path: string): boolean => /\.[A-Za-z0-9]+$/.test(path.slice(path.lastIndexOf('/') + 1));

/**
 * The server's guess that a request comes from a wide screen (a desktop
 * browser): the client hint `Sec-CH-UA-Mobile` when the browser sends it
 * ('?0' or '?1'), else a user agent that names no phone or tablet. A wrong
 * guess costs what no guess did: the browser lays the page out again after
 * hydrating.
 */
export const wideScreen = (mobileHint: string | undefined, userAgent: string | undefined): boolean => {
  if (mobileHint?.trim() === '?1') return false;
  if (mobileHint?.trim() === '?0') return true;
  return userAgent !== undefined && !/Mobi|Android|iPhone|iPad|iPod|Tablet|Silk|Kindle/i.test(userAgent);
};

/**
 * Serves the built web app on the API's origin: its files, and index.html
 * (with the studio's appearance injected) for every other GET outside /api,
 * so client-side routes load on refresh (SPA fallback). Mount after /api.
 * Every HTML answer carries a Content-Security-Policy (csp.ts).
 */
export const mountWeb = (app: Hono, options: WebOptions): void => {
  let template: Promise<string> | undefined;
  // The build's server side, when it has one (render.ts): loaded once, with the first page.
  let serverSide: Promise<BuildServerSide | null> | undefined;
  const loadServerSide = () => (serverSide ??= loadBuildServerSide(options.dist).catch((error: unknown) => {
    options.logger.error('The server renderer could not be loaded: every page renders in the browser', error);
    return null;
  }));
  let manifest: ReturnType<typeof readManifest> | undefined;
  /** The page rendered by the server renderer, or null (the browser renders it) when there is none, it fails or it is late. */
  const rendered = async (c: Context, boot: BootData): Promise<RenderedPage | null> => {
    const render = (await loadServerSide())?.render;
    if (!render) return null;
    const url = new URL(c.req.url);
    const rendering = render({
      url: `${url.pathname}${url.search}`, boot, now: boot.now ?? options.now(),
      onError: (error) => options.logger.error(`Server render of ${url.pathname}: a part was left to the browser`, error),
    });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), RENDER_TIMEOUT_MS);
    });
    try {
      const page = await Promise.race([rendering, late]);
      if (page !== 'late') return page;
      options.logger.error(`Server render of ${url.pathname} took over ${RENDER_TIMEOUT_MS} ms: the browser renders the page`, null);
      rendering.catch(() => undefined);
      return null;
    } catch (error) {
      options.logger.error(`Server render of ${url.pathname} failed`, error);
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
  const stylesheets = new Map<string, string | null>();
  /** A stylesheet of the build, read once (the build's files never change under a name); only names the manifest lists. */
  const readCss = (file: string): string | null => {
    if (!stylesheets.has(file)) {
      const listed = Object.values(buildManifest()).some((chunk) => chunk.css?.includes(file));
      try {
        stylesheets.set(file, listed ? readFileSync(join(options.dist, file), 'utf8') : null);
      } catch {
        stylesheets.set(file, null);
      }
    }
    return stylesheets.get(file) ?? null;
  };
  const buildManifest = () => {
    if (manifest === undefined) {
      manifest = readManifest(options.dist);
      if (Object.keys(manifest).length === 0) options.logger.error('The web build has no readable .vite/manifest.json: rendered pages go without their screens\' stylesheets', null);
    }
    return manifest;
  };
  /**
   * The build's own template with a rendered page: its stylesheets inline,
   * the page in #root, and its scripts fetched once it has painted
   * (`paintFirstLoader`: the entry, its screens' chunks, whose stylesheets
   * are linked too so their own loading finds them, and what the browser
   * fills in first, `clientModules`: the member area's session and screen
   * around the frame the server rendered). Only the build's markup is
   * matched here: the studio's texts and CSS go in afterwards.
   */
  const withPage = (html: string, page: RenderedPage, clientModules: readonly string[], nonce: string): string => {
    const chunks = pageChunks(buildManifest(), page.modules);
    const client = pageChunks(buildManifest(), clientModules);
    const entry = takeEntryTags(html);
    const styled = withRootStyle(injectRendered(inlineStylesheets(entry.html, chunks.css, readCss), page.html), page.rootStyle);
    const loader = paintFirstLoader({
      modules: entry.modules,
      links: [
        ...entry.preloads.map((href) => ({ rel: 'modulepreload' as const, href })),
        ...chunks.css.map((href) => ({ rel: 'stylesheet' as const, href })),
        ...chunks.js.map((href) => ({ rel: 'modulepreload' as const, href })),
        ...client.css.filter((file) => !chunks.css.includes(file)).map((href) => ({ rel: 'preload' as const, href, as: 'style' as const })),
        ...client.js.filter((file) => !chunks.js.includes(file)).map((href) => ({ rel: 'modulepreload' as const, href })),
      ],
    }, nonce);
    return styled.replace(/<\/body>/i, () => `${loader}</body>`);
  };
  /** What the page at `pathname` fills in in the browser first (the build's `clientModules`: the member area's session and screen). */
  const clientModulesOf = async (pathname: string): Promise<readonly string[]> => (await loadServerSide())?.clientModules(pathname) ?? [];
  /** A page the browser renders, with its first screens' chunks preloaded: nothing else changes. */
  const withClientChunks = async (html: string, pathname: string): Promise<string> => {
    const modules = await clientModulesOf(pathname);
    if (modules.length === 0) return html;
    const tags = chunkPreloadTags(pageChunks(buildManifest(), modules));
    return tags ? html.replace(/<\/body>/i, () => `${tags}</body>`) : html;
  };
  const page = async (c: Context) => {
    template ??= readFile(join(options.dist, 'index.html'), 'utf8');
    const origin = options.origin();
    const [appearance, boot] = await Promise.all([
      loadAppearance(options.db),
      options.boot ? options.boot(c.req.path, origin) : null,
    ]);
    const nonce = newNonce();
    // A rendered page is laid out for the screen its request names (phones first); the browser hydrates with the same guess.
    const data = boot?.render ? { ...boot.data, wide: wideScreen(c.req.header('sec-ch-ua-mobile'), c.req.header('user-agent')) } : boot?.data;
    const page = boot?.render && data ? await rendered(c, data) : null;
    // The studio's appearance (its custom CSS last in <head>) after the page: never matched as markup.
    const themed = injectAppearance(
      page ? withPage(await template, page, await clientModulesOf(c.req.path), nonce) : await withClientChunks(await template, c.req.path),
      appearance, origin, nonce,
    );
    const html = data ? injectAtBodyStart(themed, bootScriptTag(data)) : themed;
    const headers = {
      // Settings change without a deploy, so the page itself is always revalidated.
      'Cache-Control': 'no-cache',
      // The configuration the page embeds is the one its policy allows: the app loads no provider beyond it.
      'Content-Security-Policy': contentSecurityPolicy(data?.config ?? null, nonce),
      Vary: boot?.render ? 'Accept-Encoding, Sec-CH-UA-Mobile, User-Agent' : 'Accept-Encoding',
    };
    if (!acceptsGzip(c.req.header('accept-encoding'))) return c.html(html, 200, headers);
    // A rendered page with its boot data is tens of KB of HTML: a phone gets about a fifth (fast level: made per request).
    const compressed = await gzip(html, { level: 6 });
    return c.body(new Uint8Array(compressed), 200, { ...headers, 'Content-Type': 'text/html; charset=UTF-8', 'Content-Encoding': 'gzip' });
  };
  app.get('/', page);
  app.get('/index.html', page);
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200 || c.res.status === 206) c.header('Cache-Control', IMMUTABLE);
  });
  // The build's .br and .gz beside each script and stylesheet (vite.config.ts) go to browsers that take them.
  app.get('*', serveStatic({ root: options.dist, precompressed: true }));
  app.get('*', async (c) => (looksLikeFile(c.req.path) ? c.notFound() : page(c)));
};
