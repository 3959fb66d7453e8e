import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context, Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { settings } from '../db/schema/index.js';
import { appearanceFrom } from './appearance.js';
import { bootScriptTag, type BootLoader } from './boot.js';
import { contentSecurityPolicy, newNonce } from './csp.js';
import { injectAppearance, injectAtBodyStart } from './inject.js';

const APPEARANCE_KEYS = ['page_title', 'business_name', 'tagline', 'favicon', 'social_image', 'primary', 'custom_css'];

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
 * Serves the built web app on the API's origin: its files, and index.html
 * (with the studio's appearance injected) for every other GET outside /api,
 * so client-side routes load on refresh (SPA fallback). Mount after /api.
 * Every HTML answer carries a Content-Security-Policy (csp.ts).
 */
export const mountWeb = (app: Hono, options: WebOptions): void => {
  let template: Promise<string> | undefined;
  const page = async (c: Context) => {
    template ??= readFile(join(options.dist, 'index.html'), 'utf8');
    const origin = options.origin();
    const [appearance, boot] = await Promise.all([
      loadAppearance(options.db),
      options.boot ? options.boot(c.req.path, origin) : null,
    ]);
    const nonce = newNonce();
    const themed = injectAppearance(await template, appearance, origin, nonce);
    const html = boot ? injectAtBodyStart(themed, bootScriptTag(boot)) : themed;
    // Settings change without a deploy, so the page itself is always revalidated.
    return c.html(html, 200, {
      'Cache-Control': 'no-cache',
      // The configuration the page embeds is the one its policy allows: the app loads no provider beyond it.
      'Content-Security-Policy': contentSecurityPolicy(boot?.config ?? null, nonce),
    });
  };
  app.get('/', page);
  app.get('/index.html', page);
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200 || c.res.status === 206) c.header('Cache-Control', IMMUTABLE);
  });
  app.get('*', serveStatic({ root: options.dist }));
  app.get('*', async (c) => (looksLikeFile(c.req.path) ? c.notFound() : page(c)));
};
