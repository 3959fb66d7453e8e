import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BootData } from '@estudio/core';
import { escapeHtml, escapeStyleContent } from './html.js';
import { injectBeforeHeadEnd } from './inject.js';

/** One rendered page: the HTML inside #root, and the source modules of its lazy screens (keys of the build's manifest). */
export interface RenderedPage {
  readonly html: string;
  readonly modules: readonly string[];
  /** The studio's theme as custom properties for <html>'s style attribute (a build that gives none leaves <html> alone). */
  readonly rootStyle?: string;
}

/** What a render is given: the page's address and boot data, the server's time, where to report errors. */
export interface RenderInput {
  readonly url: string;
  readonly boot: BootData;
  readonly now: number;
  readonly onError?: (error: unknown) => void;
}

/** The web build's server renderer (packages/web-react/src/entry-server.tsx), with the server's DOM window. */
export type PageRenderer = (input: RenderInput) => Promise<RenderedPage>;

/** The build's renderer as it exports it: it takes the inert DOM window it cleans and reads CMS HTML on. */
type BuildRenderer = (input: RenderInput & { readonly window: unknown }) => Promise<RenderedPage>;

/** The server side of a web build: its page renderer, and what a page the browser renders needs first. */
export interface BuildServerSide {
  readonly render: PageRenderer;
  /** The source modules (keys of the build's manifest) the page at a path needs before it shows anything; none for a build that names none. */
  readonly clientModules: (pathname: string) => readonly string[];
}

/** The browser build at `dist`: the SHA-256 (hex) of its manifest, as web-react's vite.config.ts gives it to the server render's bundle. */
export const clientBuildOf = (dist: string): string => {
  const manifest = join(dist, '.vite', 'manifest.json');
  return existsSync(manifest) ? createHash('sha256').update(readFileSync(manifest)).digest('hex') : 'none';
};

/**
 * Where the server renderer of a web build is: beside the build, in a
 * directory named after it with `-server` (packages/web-react/dist →
 * dist-server/entry-server.js), where `npm run build` puts it. A build
 * copied without it is served as before: the browser renders every page.
 */
export const rendererEntryFor = (dist: string): string => join(dirname(dist), `${basename(dist)}-server`, 'entry-server.js');

/**
 * Loads the server side beside `dist`, or null when the build has none.
 * The renderer is handed one jsdom window (no script runs in it) for
 * DOMPurify and the HTML parser: the bundle itself imports nothing, so it
 * runs wherever it is copied beside its build. A renderer made for another
 * browser build (its `clientBuild` is not `clientBuildOf(dist)`) is refused
 * with an error saying so: the caller logs it and the browser renders.
 */
export const loadBuildServerSide = async (dist: string): Promise<BuildServerSide | null> => {
  const entry = rendererEntryFor(dist);
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as {
    renderPage?: BuildRenderer; clientPageModules?: (pathname: string) => readonly string[]; clientBuild?: unknown;
  };
  const { renderPage, clientPageModules } = module;
  if (typeof renderPage !== 'function') return null;
  // Rendered beside another browser build (one step of `npm run build` run alone, a dist copied without its
  // dist-server), the pages would name chunks this build has not and markup its scripts do not hydrate.
  const served = clientBuildOf(dist);
  if (module.clientBuild !== served) {
    throw new Error(`${entry} was built for another browser build (${String(module.clientBuild ?? 'unnamed')}, ${dist} is ${served}): run npm run build`);
  }
  const { JSDOM } = await import('jsdom');
  const { window } = new JSDOM('');
  return {
    render: (input) => renderPage({ ...input, window }),
    clientModules: typeof clientPageModules === 'function' ? clientPageModules : () => [],
  };
};

const ROOT_ELEMENT = /<div id="root"><\/div>/;

const HTML_START_TAG = /<html\b([^>]*)>/i;

/**
 * The page's <html> with the studio's theme on its style attribute (the
 * custom properties the browser's ThemeRoot sets there for portals): written
 * by the browser instead, they would restyle the whole document during the
 * hydration, tens of milliseconds on a phone (issue 18). The template's own
 * attributes are kept; it has no style of its own.
 */
export const withRootStyle = (html: string, rootStyle: string | undefined): string =>
  rootStyle ? html.replace(HTML_START_TAG, (_, attributes: string) => `<html${attributes} style="${escapeHtml(rootStyle)}">`) : html;

/** The resource hints React puts before a rendered fragment (`<link rel="preload" as="image">` of its first pictures). */
const LEADING_HINTS = /^(?:<link\s[^>]*>)+/;

/**
 * Puts a rendered page inside the template's empty `<div id="root"></div>`
 * (the element the browser hydrates), and the resource hints React rendered
 * before it in `<head>`, where they start the pictures' downloads earliest
 * and are no part of the page (React hydrates without them). A function
 * replacement, so `$&` in the page stays literal.
 */
export const injectRendered = (html: string, rendered: string): string => {
  const hints = LEADING_HINTS.exec(rendered)?.[0] ?? '';
  const page = html.replace(ROOT_ELEMENT, () => `<div id="root">${rendered.slice(hints.length)}</div>`);
  return hints ? injectBeforeHeadEnd(page, hints) : page;
};

/** What Vite's manifest (dist/.vite/manifest.json) says of one chunk. */
interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The build's manifest, or an empty one (a build without it links nothing more). */
export const readManifest = (dist: string): Manifest => {
  try {
    return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
};

/** The chunks a rendered page needs beyond what its entry loads: their stylesheets and their scripts (files under dist). */
export interface PageChunks {
  readonly css: readonly string[];
  readonly js: readonly string[];
}

/**
 * The chunks of a rendered page's screens (its modules) with everything
 * they import statically, less what the entry (index.html) loads already:
 * their stylesheets (else the HTML shows unstyled until the screen's chunk
 * loads, and moves when it does) and their scripts.
 */
export const pageChunks = (manifest: Manifest, modules: readonly string[]): PageChunks => {
  /** The chunks `keys` import statically, themselves included (transitively), that `skip` does not hold. */
  const closure = (keys: readonly string[], skip: ReadonlySet<string> = new Set()): Set<string> => {
    const found = new Set<string>();
    const visit = (key: string) => {
      if (!manifest[key] || skip.has(key) || found.has(key)) return;
      found.add(key);
      manifest[key].imports?.forEach(visit);
    };
    keys.forEach(visit);
    return found;
  };
  const entry = closure(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  const entryCss = new Set([...entry].flatMap((key) => manifest[key]?.css ?? []));
  const css = new Set<string>();
  const js = new Set<string>();
  for (const key of closure(modules, entry)) {
    const chunk = manifest[key]!;
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) if (!entryCss.has(sheet)) css.add(sheet);
  }
  return { css: [...css], js: [...js] };
};

const STYLESHEET_LINK = /<link\s[^>]*rel=["']stylesheet["'][^>]*href=["']\/(assets\/[^"']+\.css)["'][^>]*>/gi;

/**
 * A rendered page's stylesheets inline, in `<style>` elements where the
 * template linked them, and its screens' before `</head>`: the page paints
 * with its first response, no stylesheet request in the way (a phone on a
 * slow network waits one round trip per file otherwise). `read` gives a
 * file's CSS from the build (null: the link stays).
 */
export const inlineStylesheets = (html: string, screenCss: readonly string[], read: (file: string) => string | null): string => {
  const style = (file: string): string | null => {
    const css = read(file);
    return css === null ? null : `<style data-href="/${file}">${escapeStyleContent(css)}</style>`;
  };
  const page = html.replace(STYLESHEET_LINK, (link, file: string) => style(file) ?? link);
  const screens = screenCss.map((file) => style(file) ?? `<link rel="stylesheet" crossorigin href="/${file}">`).join('\n    ');
  return injectBeforeHeadEnd(page, screens);
};

/**
 * What a page the browser renders whole preloads of the screens it fills in
 * first (the build's `clientModules`: the member area's session and screen,
 * for a studio on Firebase): their stylesheets preloaded, not applied (the
 * screen applies them, from the cache), and their scripts preloaded, so
 * they download with the entry instead of one wave after another.
 */
export const chunkPreloadTags = ({ css, js }: PageChunks): string => [
  ...css.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
].join('');

/** Vite's tags in the template for its entry: the module script, and the modulepreloads of what it imports. */
const ENTRY_SCRIPT = /[ \t]*<script(?=[^>]*\stype=["']module["'])[^>]*\ssrc=["']\/([^"']+)["'][^>]*><\/script>[ \t]*\n?/gi;
const ENTRY_PRELOAD = /[ \t]*<link(?=[^>]*\srel=["']modulepreload["'])[^>]*\shref=["']\/([^"']+)["'][^>]*>[ \t]*\n?/gi;

/** A file a rendered page's loader fetches: a script it imports, or a link it adds (`rel`, and `as` for a preload). */
export interface PageFetches {
  /** The entry's module script(s), imported. */
  readonly modules: readonly string[];
  readonly links: readonly { readonly rel: 'modulepreload' | 'stylesheet' | 'preload'; readonly href: string; readonly as?: 'style' }[];
}

/** Takes Vite's entry script and its modulepreloads out of the template, for `paintFirstLoader` to fetch after the first paint. */
export const takeEntryTags = (html: string): { readonly html: string; readonly modules: string[]; readonly preloads: string[] } => {
  const modules: string[] = [];
  const preloads: string[] = [];
  const bare = html
    .replace(ENTRY_SCRIPT, (_tag, file: string) => (modules.push(file), ''))
    .replace(ENTRY_PRELOAD, (_tag, file: string) => (preloads.push(file), ''));
  return { html: bare, modules, preloads };
};

/**
 * A rendered page's scripts, fetched once the page has painted: one inline
 * module (with the page's CSP nonce) that waits for the first frame
 * (`requestAnimationFrame`, then a task), or starts at once in a tab that is
 * not shown (no frame comes there), then adds the links and imports the
 * entry. The visitor reads the HTML first and the script never holds that
 * paint back: a script that arrived early (cached, a fast network) would
 * otherwise run, hydration and all, before the page's first frame, and
 * Lighthouse counts every script that loaded before the paint as part of
 * it. What it costs: the downloads start a frame later. Pages the browser
 * renders whole keep Vite's tags: they paint nothing without them.
 */
export const paintFirstLoader = ({ modules, links }: PageFetches, nonce: string | null): string => {
  // JSON inside a script element: '<' escaped so no '</script>' or '<!--' can end or change it.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const list = links.map((link) => [link.rel, `/${link.href}`, link.as ?? '']);
  const code = `const g=()=>{for(const[r,h,a]of ${json(list)}){const l=document.createElement("link");l.rel=r;l.href=h;l.crossOrigin="";if(a)l.as=a;document.head.append(l)}for(const m of ${json(modules.map((file) => `/${file}`))})import(m)};document.visibilityState==="hidden"?g():requestAnimationFrame(()=>setTimeout(g))`;
  return `<script type="module"${nonce ? ` nonce="${nonce}"` : ''}>${code}</script>`;
};
