/**
 * The bundle budgets (scripts/budget.mjs, ROUTE_BUDGETS): what `/` and
 * `/calendario` load, in gzipped KB and (for `/calendario`) in files, and no
 * Firebase or Stripe code in what `/` loads. Measured on the web build the
 * global setup made.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeFakeBuild } from './budget-fixture.js';
import { BUDGET_KB, ROUTE_BUDGETS, WEB_DIST, findForbiddenCode, formatReport, kb, measureBundle, routesOverBudget } from '../scripts/budget.mjs';

describe('the bundle budget', () => {
  let measured: ReturnType<typeof measureBundle> | undefined;
  const report = () => (measured ??= measureBundle());
  const route = (path: string) => {
    const found = report().routes.find((r) => r.route === path);
    if (!found) throw new Error(`No measurement for ${path}`);
    return found;
  };

  it(`keeps / within ${BUDGET_KB} KB of gzipped JavaScript`, () => {
    const home = route('/');
    expect(home.chunks.length).toBeGreaterThan(0);
    expect(home.gzip, `/ loads ${kb(home.gzip)} KB gzipped:\n${formatReport(report())}`).toBeLessThanOrEqual(BUDGET_KB * 1024);
  });

  const calendar = ROUTE_BUDGETS['/calendario'];
  it(`keeps /calendario within ${calendar.kb} KB of gzipped JavaScript in at most ${calendar.files} files`, () => {
    const page = route('/calendario');
    expect(page.gzip, `/calendario loads ${kb(page.gzip)} KB gzipped:\n${formatReport(report())}`).toBeLessThanOrEqual(calendar.kb * 1024);
    expect(page.chunks.length, `/calendario loads ${page.chunks.length} files:\n${formatReport(report())}`).toBeLessThanOrEqual(calendar.files);
  });

  it('loads no Firebase or Stripe code for /', () => {
    const hits = findForbiddenCode(WEB_DIST, route('/').chunks.map((c) => c.file));
    expect(hits, hits.map((h) => `${h.vendor} in ${h.file}: ${h.evidence}`).join('\n')).toEqual([]);
  });

  it('measures /mystudio as / plus the member routes', () => {
    expect(route('/mystudio').gzip).toBeGreaterThanOrEqual(route('/').gzip);
  });
});

describe('the budget measurement itself', () => {
  const roots: string[] = [];
  const fakeBuild = (entryText?: string) => {
    const build = makeFakeBuild(entryText);
    roots.push(build.root);
    return build;
  };
  afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

  it('counts the entry, its static imports and the landing chunk for /, and adds member chunks for /mystudio', () => {
    const { root, dist } = fakeBuild();
    const fake = measureBundle({ distDir: dist, webRoot: root });
    const files = (path: string) => fake.routes.find((r) => r.route === path)?.chunks.map((c) => c.file).sort();
    expect(files('/')).toEqual(['assets/Landing-2.js', 'assets/index-0.js', 'assets/vendor-1.js']);
    expect(files('/mystudio')).toEqual(['assets/Landing-2.js', 'assets/Member-3.js', 'assets/index-0.js', 'assets/shared-5.js', 'assets/vendor-1.js']);
    const home = fake.routes.find((r) => r.route === '/');
    expect(home?.gzip).toBe(home?.chunks.reduce((sum, c) => sum + c.gzip, 0));
    expect(home?.gzip).toBeLessThan(home?.bytes ?? 0);
  });

  it('finds a route over its budget by size or by file count', () => {
    const load = (route: string, gzipKb: number, files: number) => ({ route, gzip: gzipKb * 1024, chunks: Array.from({ length: files }, () => ({})) });
    const home = ROUTE_BUDGETS['/'].kb;
    const page = ROUTE_BUDGETS['/calendario'];
    expect(routesOverBudget([load('/', home, 2), load('/calendario', page.kb, page.files)])).toEqual([]);
    expect(routesOverBudget([load('/', home + 0.1, 2), load('/calendario', page.kb, page.files + 1)])).toEqual(['/', '/calendario']);
    expect(routesOverBudget([load('/', home, 2)])).toEqual(['/calendario']);
  });

  it('follows static imports in the chunk text when the build has no manifest', () => {
    const { root, dist } = fakeBuild();
    rmSync(join(dist, '.vite'), { recursive: true });
    const fake = measureBundle({ distDir: dist, webRoot: root });
    expect(fake.hasManifest).toBe(false);
    expect(fake.routes[0]?.chunks.map((c) => c.file).sort()).toEqual(['assets/index-0.js', 'assets/vendor-1.js']);
  });

  it('finds Firebase and Stripe SDK code but not a mere mention of a lazy chunk', () => {
    const clean = fakeBuild('import("./firebase-adapter-9.js");const provider="firebase";');
    expect(findForbiddenCode(clean.dist, ['assets/index-0.js'])).toEqual([]);
    const dirty = fakeBuild('registerVersion("@firebase/app","12.0.0");loadScript("https://js.stripe.com/v3");');
    expect(findForbiddenCode(dirty.dist, ['assets/index-0.js']).map((h) => h.vendor).sort()).toEqual(['Firebase', 'Stripe']);
  });
});
