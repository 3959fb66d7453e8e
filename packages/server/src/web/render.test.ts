import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  chunkPreloadTags, clientBuildOf, injectRendered, inlineStylesheets, loadBuildServerSide, pageChunks, paintFirstLoader, rendererEntryFor, takeEntryTags, withRootStyle,
} from './render.js';

/** A build's manifest: the entry with a shared chunk, and a screen importing the shared chunk and one of its own. */
const manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_shared-b.js'], css: ['assets/index-a.css'] },
  '_shared-b.js': { file: 'assets/shared-b.js', css: ['assets/shared-b.css'] },
  'src/features/packages/PackagesPage.tsx': { file: 'assets/PackagesPage-c.js', imports: ['_shared-b.js', '_card-d.js', 'index.html'], css: ['assets/PackagesPage-c.css'] },
  '_card-d.js': { file: 'assets/card-d.js', imports: ['_shared-b.js'], css: ['assets/card-d.css', 'assets/index-a.css'] },
};

describe("a rendered page's chunks", () => {
  it("are its screens' chunks with what they import, less what the entry loads", () => {
    expect(pageChunks(manifest, ['src/features/packages/PackagesPage.tsx'])).toEqual({
      css: ['assets/PackagesPage-c.css', 'assets/card-d.css'],
      js: ['assets/PackagesPage-c.js', 'assets/card-d.js'],
    });
    expect(pageChunks(manifest, [])).toEqual({ css: [], js: [] });
    expect(pageChunks(manifest, ['src/not/in/the/build.tsx'])).toEqual({ css: [], js: [] });
  });

  it('are preloaded, not applied, by a page the browser renders whole', () => {
    expect(chunkPreloadTags({ css: ['assets/a.css'], js: ['assets/a.js', 'assets/b.js'] })).toBe(
      '<link rel="preload" as="style" crossorigin href="/assets/a.css"><link rel="modulepreload" crossorigin href="/assets/a.js"><link rel="modulepreload" crossorigin href="/assets/b.js">',
    );
  });
});

describe("a rendered page's scripts", () => {
  const template = [
    '<head>',
    '    <script type="module" crossorigin src="/assets/index-a.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/runtime-b.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/index-a.css">',
    '</head>',
  ].join('\n');

  it("are taken out of the template: Vite's entry script and its modulepreloads, nothing else", () => {
    const { html, modules, preloads } = takeEntryTags(template);
    expect(modules).toEqual(['assets/index-a.js']);
    expect(preloads).toEqual(['assets/runtime-b.js']);
    expect(html).toBe('<head>\n    <link rel="stylesheet" crossorigin href="/assets/index-a.css">\n</head>');
  });

  it("are fetched by one inline module with the page's nonce, after the first frame (or at once in a hidden tab)", () => {
    const loader = paintFirstLoader({
      modules: ['assets/index-a.js'],
      links: [{ rel: 'modulepreload', href: 'assets/runtime-b.js' }, { rel: 'preload', href: 'assets/</script>.css', as: 'style' }],
    }, 'n0nce');
    expect(loader.startsWith('<script type="module" nonce="n0nce">')).toBe(true);
    expect(loader).toContain('requestAnimationFrame(()=>setTimeout(g))');
    expect(loader).toContain('document.visibilityState==="hidden"?g()');
    expect(loader).toContain('["modulepreload","/assets/runtime-b.js",""]');
    expect(loader).toContain('for(const m of ["/assets/index-a.js"])import(m)');
    // A file name cannot end the script: '<' is escaped in its JSON.
    expect(loader.indexOf('</script>')).toBe(loader.length - '</script>'.length);
    expect(loader).toContain('\\u003c/script>.css');
  });
});

describe('inlineStylesheets', () => {
  const template = [
    '<html><head>',
    '<link rel="stylesheet" crossorigin href="/assets/index-a.css">',
    '<link rel="icon" href="/favicon.svg">',
    '</head><body></body></html>',
  ].join('\n');
  const files: Record<string, string> = {
    'assets/index-a.css': '.a > b { color: red }',
    'assets/card-d.css': '.d { content: "</style><script>x</script>" }',
  };
  const read = (file: string) => files[file] ?? null;

  it("puts the template's and the screens' stylesheets inline, so the page paints with its first response", () => {
    const page = inlineStylesheets(template, ['assets/card-d.css'], read);
    expect(page).toContain('<style data-href="/assets/index-a.css">.a > b { color: red }</style>');
    expect(page).toContain('<link rel="icon" href="/favicon.svg">');
    expect(page).not.toMatch(/rel="stylesheet"/);
    // A stylesheet cannot end its element: what could is neutralised, as for the studio's custom CSS.
    expect(page).toContain('<style data-href="/assets/card-d.css">.d { content: "<\\/style><script>x<\\/script>" }</style>');
    expect(page.indexOf('card-d.css')).toBeLessThan(page.indexOf('</head>'));
  });

  it('keeps the link of a stylesheet it cannot read', () => {
    const page = inlineStylesheets(template, ['assets/missing.css'], () => null);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-a.css">');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/missing.css">');
  });
});

describe('the rendered page in the template', () => {
  it("puts the studio's theme on <html>, escaped, keeping the template's attributes", () => {
    const rootStyle = '--_a:system-ui, "Segoe UI";--_b:#0f5257';
    expect(withRootStyle('<!doctype html>\n<html lang="es-MX"><head></head><body></body></html>', rootStyle)).toBe(
      '<!doctype html>\n<html lang="es-MX" style="--_a:system-ui, &quot;Segoe UI&quot;;--_b:#0f5257"><head></head><body></body></html>',
    );
    // A build whose renderer gives no theme leaves the page as it was.
    expect(withRootStyle('<html lang="es-MX"><body></body></html>', undefined)).toBe('<html lang="es-MX"><body></body></html>');
  });

  it('goes inside the empty #root, literally', () => {
    expect(injectRendered('<body><div id="root"></div></body>', '<p>$& $1</p>')).toBe('<body><div id="root"><p>$& $1</p></div></body>');
  });

  it("puts the resource hints React renders before the page in <head>, not in #root", () => {
    const page = injectRendered(
      '<head>\n  </head><body><div id="root"></div></body>',
      '<link rel="preload" as="image" href="/demo/logo.svg"/><link rel="preload" as="image" href="/demo/hero.svg"/><main><link rel="canonical" href="/x"/></main>',
    );
    expect(page).toBe(
      '<head>\n    <link rel="preload" as="image" href="/demo/logo.svg"/><link rel="preload" as="image" href="/demo/hero.svg"/>\n  </head>'
      + '<body><div id="root"><main><link rel="canonical" href="/x"/></main></div></body>',
    );
  });

  it("comes from the renderer beside the build, named after it", () => {
    expect(rendererEntryFor('/srv/web/dist')).toBe('/srv/web/dist-server/entry-server.js');
  });
});

describe('the renderer beside a build', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));
  const manifestText = JSON.stringify(manifest);
  /** A build whose renderer says it was built for `clientBuild` (nothing said when undefined). */
  const buildWith = (clientBuild: string | undefined): string => {
    const root = mkdtempSync(join(tmpdir(), 'estudio-build-'));
    roots.push(root);
    mkdirSync(join(root, 'dist', '.vite'), { recursive: true });
    mkdirSync(join(root, 'dist-server'));
    writeFileSync(join(root, 'dist', '.vite', 'manifest.json'), manifestText);
    writeFileSync(join(root, 'dist-server', 'entry-server.js'), [
      "export const renderPage = async () => ({ html: '<main></main>', modules: [] });",
      clientBuild === undefined ? '' : `export const clientBuild = ${JSON.stringify(clientBuild)};`,
    ].join('\n'));
    return join(root, 'dist');
  };

  it("is named by its manifest's SHA-256, as the build step names it", () => {
    expect(clientBuildOf(buildWith(undefined))).toBe(createHash('sha256').update(manifestText).digest('hex'));
    expect(clientBuildOf(join(tmpdir(), 'no-such-build'))).toBe('none');
  });

  it('renders when made for this very build', async () => {
    const dist = buildWith(createHash('sha256').update(manifestText).digest('hex'));
    const side = await loadBuildServerSide(dist);
    expect(await side?.render({ url: '/', boot: {} as never, now: 0 })).toEqual({ html: '<main></main>', modules: [] });
  });

  it('is refused when made for another build, or naming none: the browser then renders every page', async () => {
    await expect(loadBuildServerSide(buildWith('0'.repeat(64)))).rejects.toThrow(/was built for another browser build \(0{64}, .* is [0-9a-f]{64}\): run npm run build/);
    await expect(loadBuildServerSide(buildWith(undefined))).rejects.toThrow(/another browser build \(unnamed/);
  });
});
