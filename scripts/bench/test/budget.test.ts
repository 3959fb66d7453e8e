import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROUTE_BUDGETS, formatReport, measureBundle } from '../../budget.mjs';

type Load = ReturnType<typeof measureBundle>['routes'][number];

/** A route's load of `files` chunks summing to `gzipKb` gzipped. */
const load = (route: string, gzipKb: number, files: number): Load => ({
  route,
  gzip: gzipKb * 1024,
  bytes: gzipKb * 3 * 1024,
  chunks: Array.from({ length: files }, (_, index): Load['chunks'][number] => ({
    file: `assets/chunk-${index}.js`, bytes: (gzipKb * 3 * 1024) / files, gzip: (gzipKb * 1024) / files, kind: index === 0 ? 'initial' : 'lazy',
  })),
});

/** The rows of the targets table (route, gzip KB, files, target, met), by route. */
const targetRows = (text: string): Record<string, string[]> => {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith('Targets of issue 18'));
  if (start < 0) throw new Error(`No targets table in:\n${text}`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '') break;
    rows.push(line.trim().split(/\s{2,}/));
  }
  return Object.fromEntries(rows.map((cells) => [cells[0] ?? '', cells]));
};

describe("the budget's table of issue 18's JavaScript targets", () => {
  it('sets / beside 90 KB and /calendario beside 110 KB in 12 files, and /mystudio beside nothing', () => {
    const text = formatReport({ hasManifest: true, routes: [load('/', 90, 6), load('/calendario', 110, 12), load('/mystudio', 180, 30)] });
    const rows = targetRows(text);
    expect(rows.route).toEqual(['route', 'gzip KB', 'files', 'target', 'met']);
    expect(rows['/']).toEqual(['/', '90.0', '6', '≤ 90 KB', 'yes']);
    expect(rows['/calendario']).toEqual(['/calendario', '110.0', '12', '≤ 110 KB in ≤ 12 files', 'yes']);
    expect(rows['/mystudio']).toBeUndefined();
    expect(text).toContain(`Budgets (the tests' limits; the run fails above them): / ≤ ${ROUTE_BUDGETS['/'].kb} KB, /calendario ≤ ${ROUTE_BUDGETS['/calendario'].kb} KB in ≤ 12 files`);
    expect(text).toMatch(/^Budgets .*: within$/m);
  });

  it('says yes at the targets and NO over the size, or over the file count of /calendario (the budgets are the targets)', () => {
    const home = ROUTE_BUDGETS['/'].kb;
    const calendar = ROUTE_BUDGETS['/calendario'].kb;
    const text = formatReport({ hasManifest: true, routes: [load('/', home, 2), load('/calendario', calendar, 12)] });
    expect(targetRows(text)['/']?.at(-1)).toBe('yes');
    expect(targetRows(text)['/calendario']?.at(-1)).toBe('yes');
    expect(text).toMatch(/^Budgets .*: within$/m);
    const rows = targetRows(formatReport({ hasManifest: true, routes: [load('/', 98.2, 6), load('/calendario', 105, 13)] }));
    expect(rows['/']).toEqual(['/', '98.2', '6', '≤ 90 KB', 'NO']);
    expect(rows['/calendario']).toEqual(['/calendario', '105.0', '13', '≤ 110 KB in ≤ 12 files', 'NO']);
    expect(targetRows(formatReport({ hasManifest: true, routes: [load('/calendario', 110.1, 10)] }))['/calendario']?.at(-1)).toBe('NO');
  });

  it('says OVER for each route above its budget, by size or by file count', () => {
    const home = ROUTE_BUDGETS['/'].kb;
    const calendar = ROUTE_BUDGETS['/calendario'].kb;
    expect(formatReport({ hasManifest: true, routes: [load('/', home + 0.5, 2), load('/calendario', calendar, 12)] })).toMatch(/^Budgets .*: OVER for \/$/m);
    expect(formatReport({ hasManifest: true, routes: [load('/', home, 2), load('/calendario', calendar, 13)] })).toMatch(/^Budgets .*: OVER for \/calendario$/m);
  });
});

describe('the budget’s measure of /calendario', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

  /**
   * A tiny web build beside its route file and the HTTP client: an entry
   * with a vendor chunk, the calendar page (with a shared chunk) and another
   * page loaded lazily, and ky as a package's dynamic entry.
   */
  const fakeBuild = () => {
    const root = mkdtempSync(join(tmpdir(), 'estudio-budget-calendar-'));
    roots.push(root);
    const web = join(root, 'web-react');
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    write('web-react/dist/index.html', '<script type="module" crossorigin src="/assets/index-0.js"></script>');
    write('web-react/dist/assets/index-0.js', 'import{a}from"./vendor-1.js";console.log(a);');
    write('web-react/dist/assets/vendor-1.js', 'export const a=1;');
    write('web-react/dist/assets/PublicCalendarPage-2.js', 'import{s}from"./shared-3.js";export default ()=>s;');
    write('web-react/dist/assets/shared-3.js', 'export const s="x";');
    write('web-react/dist/assets/ky-4.js', 'export default {};');
    write('web-react/dist/assets/Other-5.js', 'export default ()=>"other";');
    write('web-react/dist/.vite/manifest.json', JSON.stringify({
      'index.html': { file: 'assets/index-0.js', isEntry: true, imports: ['_vendor-1.js'] },
      '_vendor-1.js': { file: 'assets/vendor-1.js' },
      '_shared-3.js': { file: 'assets/shared-3.js' },
      'src/features/schedule/screens/PublicCalendarPage.tsx': { file: 'assets/PublicCalendarPage-2.js', isDynamicEntry: true, imports: ['_shared-3.js'] },
      '../../node_modules/ky/distribution/index.js': { file: 'assets/ky-4.js', isDynamicEntry: true },
      'src/features/public/Other.tsx': { file: 'assets/Other-5.js', isDynamicEntry: true },
    }));
    write('web-react/src/features/public/routes.tsx',
      "lazy(() => import('../schedule/screens/PublicCalendarPage.js')); lazy(() => import('./Other.js'));");
    write('adapters/src/http/http-client.ts', "const { default: ky } = await import('ky'); const f = () => import('./form-data.js');");
    return { web, dist: join(web, 'dist') };
  };

  it('counts what / loads and the calendar page with its static imports, not ky (the page comes with its week)', () => {
    const { web, dist } = fakeBuild();
    const measured = measureBundle({ distDir: dist, webRoot: web });
    const files = (route: string) => measured.routes.find((r) => r.route === route)?.chunks.map((c) => c.file).sort();
    expect(measured.routes.map((r) => r.route)).toEqual(['/', '/calendario', '/mystudio']);
    expect(files('/')).toEqual(['assets/index-0.js', 'assets/vendor-1.js']);
    expect(files('/calendario')).toEqual(['assets/PublicCalendarPage-2.js', 'assets/index-0.js', 'assets/shared-3.js', 'assets/vendor-1.js']);
  });
});
