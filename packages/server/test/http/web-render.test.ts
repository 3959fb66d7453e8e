import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { withSettings } from './support/booking.js';
import { onEachDatabase, type Harness } from './support/harness.js';

/**
 * A web build with a server renderer beside it (as `npm run build` makes
 * them): the renderer here is a stand-in that says what it was given, so
 * these tests hold the server's part: which pages it renders, with what,
 * and how the page around the render is put together. The real renderer is
 * held by packages/web-react's entry-server test and the journeys.
 */
const root = mkdtempSync(join(tmpdir(), 'estudio-ssr-'));
const dist = join(root, 'dist');
mkdirSync(join(dist, 'assets'), { recursive: true });
mkdirSync(join(dist, '.vite'));
mkdirSync(join(root, 'dist-server'));
writeFileSync(join(dist, 'index.html'), [
  '<!doctype html>',
  '<html lang="es-MX">',
  '  <head>',
  '    <title>Estudio</title>',
  '    <script type="module" crossorigin src="/assets/index-a.js"></script>',
  '    <link rel="stylesheet" crossorigin href="/assets/index-a.css">',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n'));
writeFileSync(join(dist, 'assets', 'index-a.css'), '.entry{color:red}');
writeFileSync(join(dist, 'assets', 'PackagesPage-c.css'), '.packages{color:blue}');
const manifestText = JSON.stringify({
  'index.html': { file: 'assets/index-a.js', isEntry: true, css: ['assets/index-a.css'] },
  'src/features/packages/PackagesPage.tsx': { file: 'assets/PackagesPage-c.js', imports: ['index.html'], css: ['assets/PackagesPage-c.css'] },
  'src/features/member/MemberLayout.tsx': { file: 'assets/MemberLayout-m.js', imports: ['index.html', '_shared-s.js'], css: ['assets/MemberLayout-m.css'] },
  '_shared-s.js': { file: 'assets/shared-s.js' },
});
writeFileSync(join(dist, '.vite', 'manifest.json'), manifestText);
writeFileSync(join(root, 'dist-server', 'entry-server.js'), `
export const renderPage = async ({ url, boot, now, onError }) => {
  if (url.includes('fallar')) throw new Error('the render broke');
  if (url.includes('lento')) return new Promise(() => undefined);
  if (url.includes('parte')) onError(new Error('a part broke'));
  const answers = Object.keys(boot.answers).sort().join(' ');
  return {
    html: '<main><h1>' + url + '</h1><p>' + boot.config.appearance.businessName + ' | ' + answers + ' | ' + now + '</p></main>',
    modules: url.startsWith('/paquetes') ? ['src/features/packages/PackagesPage.tsx'] : [],
  };
};
// Made beside this very browser build (render.ts refuses a renderer of another).
export const clientBuild = '${createHash('sha256').update(manifestText).digest('hex')}';
// What the browser fills in first (as web-react's clientPageModules says of the member area; /gracias stands for a page it renders whole).
export const clientPageModules = (path) => (path.startsWith('/mystudio') || path.startsWith('/gracias') ? ['src/features/member/MemberLayout.tsx'] : []);
`);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const web = (h: Harness) => h.withApp({ webDist: dist });

const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*(?:<link[^>]*>|<script[^>]*>[^<]*<\/script>)*<\/body>/.exec(html)?.[1] ?? null;
/** A rendered page's loader (render.ts `paintFirstLoader`): the files it fetches once the page has painted. */
const loaderOf = (html: string) => {
  const code = /<script type="module" nonce="[^"]+">([^<]*)<\/script><\/body>/.exec(html)?.[1] ?? '';
  const links = /\]of (\[[\s\S]*?\])\)\{const l=/.exec(code)?.[1] ?? '[]';
  const modules = /const m of (\[[^\]]*\])\)import/.exec(code)?.[1] ?? '[]';
  return { links: JSON.parse(links) as string[][], modules: JSON.parse(modules) as string[] };
};

onEachDatabase('public pages rendered on the server', (h) => {
  it("renders a public page inside #root from the page's own boot data, at the server's time", async () => {
    const page = await web(h()).request('GET', '/paquetes?orden=precio');
    expect(page.status).toBe(200);
    expect(rootOf(page.text)).toBe(`<main><h1>/paquetes?orden=precio</h1><p>Estudio Demo | /class_packages /pages | ${h().clock.now()}</p></main>`);
    const landing = await web(h()).request('GET', '/');
    expect(rootOf(landing.text)).toContain('Estudio Demo | /announcements /class_packages /class_types /instructors/home/all /pages');
  });

  it("puts every stylesheet the page needs inline (the entry's and its screen's), and fetches its scripts once it has painted", async () => {
    const { text, headers } = await web(h()).request('GET', '/paquetes');
    expect(text).toContain('<style data-href="/assets/index-a.css">.entry{color:red}</style>');
    expect(text).toContain('<style data-href="/assets/PackagesPage-c.css">.packages{color:blue}</style>');
    const head = text.slice(0, text.indexOf('</head>'));
    expect(head).not.toMatch(/rel="stylesheet"/);
    // The page is read from its HTML: its scripts are fetched once it has painted, by the loader at the end of the
    // body: the entry, and the screen's stylesheet as a link too (its chunk's loading looks for it) and its script.
    expect(text).not.toContain('src="/assets/index-a.js"');
    expect(loaderOf(text)).toEqual({
      modules: ['/assets/index-a.js'],
      links: [['stylesheet', '/assets/PackagesPage-c.css', ''], ['modulepreload', '/assets/PackagesPage-c.js', '']],
    });
    // Nothing else inline runs: the boot data is JSON, and the loader carries the page's CSP nonce.
    expect(text.match(/<script(?![^>]*(?:type="application\/json"|src=|nonce=))/g)).toBeNull();
    const nonce = /'nonce-([^']+)'/.exec(headers.get('content-security-policy') ?? '')?.[1];
    expect(text).toContain(`<script type="module" nonce="${nonce ?? 'missing'}">`);
  });

  it('leaves the back office and the checkout to the browser, with the template as it was', async () => {
    for (const path of ['/admin/clientes/3', '/checkout/4']) {
      const { text } = await web(h()).request('GET', path);
      expect(rootOf(text), path).toBe('');
      expect(text, path).toContain('<link rel="stylesheet" crossorigin href="/assets/index-a.css">');
      // It paints nothing without its script, which keeps its priority.
      expect(text, path).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>');
    }
  });

  it("renders the member area's frame, and preloads at low priority what the browser fills in first (her session and screen)", async () => {
    const { text } = await web(h()).request('GET', '/mystudio');
    expect(rootOf(text)).toContain('<h1>/mystudio</h1>');
    // Preloaded once the frame has painted, not applied: their screen applies the stylesheet from the cache.
    expect(loaderOf(text).links).toEqual([
      ['preload', '/assets/MemberLayout-m.css', 'style'], ['modulepreload', '/assets/MemberLayout-m.js', ''], ['modulepreload', '/assets/shared-s.js', ''],
    ]);
    expect(text).not.toContain('<style data-href="/assets/MemberLayout-m.css">');
  });

  it("preloads the first screens' chunks of a page the browser renders, as the build names them, at their usual priority", async () => {
    const { text } = await web(h()).request('GET', '/gracias/9');
    expect(rootOf(text)).toBe('');
    expect(text).toContain('<link rel="preload" as="style" crossorigin href="/assets/MemberLayout-m.css"><link rel="modulepreload" crossorigin href="/assets/MemberLayout-m.js"><link rel="modulepreload" crossorigin href="/assets/shared-s.js"></body>');
    // The page paints nothing without its scripts: they keep their priority, and its stylesheet is applied in <head> as before.
    expect(text).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>');
    expect(text).toContain('<link rel="stylesheet" crossorigin href="/assets/index-a.css">');
    // A page the build names nothing for is the template as it was.
    const checkout = await web(h()).request('GET', '/checkout/4');
    expect(checkout.text).not.toContain('modulepreload');
  });

  it('serves the page the browser renders when the render fails, and says so in the log', async () => {
    const app = web(h());
    const page = await app.request('GET', '/avisos?fallar=1');
    expect(page.status).toBe(200);
    expect(rootOf(page.text)).toBe('');
    expect(app.logger.errors.map((entry) => entry.message)).toContain('Server render of /avisos failed');
    const part = await app.request('GET', '/avisos?parte=1');
    expect(rootOf(part.text)).toContain('<h1>/avisos?parte=1</h1>');
    expect(app.logger.errors.map((entry) => entry.message)).toContain('Server render of /avisos: a part was left to the browser');
  });

  it("keeps the studio's custom CSS last in <head> and inside its element, whatever it holds", async () => {
    await withSettings(h().db, { custom_css: '.hero { color: red } <link rel="stylesheet" href="/assets/index-a.css"> <div id="root"></div>' }, async () => {
      const { text } = await web(h()).request('GET', '/paquetes');
      const head = text.slice(0, text.indexOf('</head>'));
      const custom = /<style id="studio-custom-css"[^>]*>([\s\S]*?)<\/style>\s*$/.exec(head);
      expect(custom?.[1]).toContain('<link rel="stylesheet" href="/assets/index-a.css">');
      expect(custom?.[1]).toContain('<div id="root"><\\/div>');
      expect(rootOf(text)).toContain('<h1>/paquetes</h1>');
    });
  });

  it('leaves a page the renderer does not finish in time to the browser', async () => {
    const app = web(h());
    const page = await app.request('GET', '/avisos?lento=1');
    expect(page.status).toBe(200);
    expect(rootOf(page.text)).toBe('');
    expect(app.logger.errors.map((entry) => entry.message)).toContain('Server render of /avisos took over 2000 ms: the browser renders the page');
  });

  it('sends the page gzipped to a browser that takes gzip', async () => {
    const app = web(h());
    const plain = await app.request('GET', '/');
    const response = await app.app.request('/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    // A rendered page varies with the screen guessed from the request too (BootData.wide).
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Sec-CH-UA-Mobile, User-Agent');
    const html = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
    // Same page, but for the nonce of its Content-Security-Policy.
    expect(html.replace(/nonce-[^']+'/g, '').replace(/nonce="[^"]+"/g, '')).toBe(plain.text.replace(/nonce-[^']+'/g, '').replace(/nonce="[^"]+"/g, ''));
  });
});
