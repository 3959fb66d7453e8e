import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * A tiny fake web build (dist + route files) to check the budget's own
 * arithmetic: an entry importing a vendor chunk statically, a landing page
 * and a member screen loaded lazily, and one unrelated lazy chunk.
 */
export const makeFakeBuild = (entryText = 'import{a}from"./vendor-1.js";import("./Member-3.js");console.log(a);') => {
  const root = mkdtempSync(join(tmpdir(), 'estudio-budget-'));
  const dist = join(root, 'dist');
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('dist/index.html', '<script type="module" crossorigin src="/assets/index-0.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/vendor-1.js">');
  write('dist/assets/index-0.js', entryText);
  write('dist/assets/vendor-1.js', 'export const a=1;'.repeat(200));
  write('dist/assets/Landing-2.js', 'import{a}from"./vendor-1.js";export default ()=>a;');
  write('dist/assets/Member-3.js', 'import{s}from"./shared-5.js";export default ()=>"member"+s;');
  write('dist/assets/shared-5.js', 'export const s="x";');
  write('dist/assets/Other-4.js', 'export default ()=>"other";'.repeat(50));
  write('dist/.vite/manifest.json', JSON.stringify({
    'index.html': { file: 'assets/index-0.js', isEntry: true, imports: ['_vendor-1.js'], dynamicImports: ['src/features/public/Landing.tsx', 'src/features/member/Member.tsx', 'src/features/public/Other.tsx'] },
    '_vendor-1.js': { file: 'assets/vendor-1.js' },
    '_shared-5.js': { file: 'assets/shared-5.js' },
    'src/features/public/Landing.tsx': { file: 'assets/Landing-2.js', src: 'src/features/public/Landing.tsx', isDynamicEntry: true, imports: ['_vendor-1.js'] },
    'src/features/member/Member.tsx': { file: 'assets/Member-3.js', src: 'src/features/member/Member.tsx', isDynamicEntry: true, imports: ['_shared-5.js'] },
    'src/features/public/Other.tsx': { file: 'assets/Other-4.js', src: 'src/features/public/Other.tsx', isDynamicEntry: true },
  }));
  write('src/features/public/routes.tsx', "lazy(() => import('./Landing.js')); lazy(() => import('./Other.js'));");
  write('src/features/member/routes.tsx', "lazy(() => import('./Member.js'));");
  return { root, dist };
};
