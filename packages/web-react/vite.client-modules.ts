import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';

/** The property a server-rendered screen carries: the source module the browser's manifest names its chunk by. */
export const CLIENT_MODULE = '__clientModule';

const DYNAMIC_IMPORT = /\bimport\((['"])(\.{1,2}\/[^'"]+)\1\)/g;

/**
 * For the server render's build only: every `import('./x.js')` of the app's
 * sources (a relative specifier in quotes: how the app writes its lazy
 * screens) is rewritten to tag the components it exports (functions, and
 * `memo`/`forwardRef` objects) with
 * that module's path from the package root ('src/features/…/X.tsx', the key
 * of the browser build's manifest). A screen rendered on the server then says
 * which browser chunk (and stylesheet) the page needs (app/renderedModules.tsx).
 */
export const clientModuleIds = (): Plugin => {
  let root = process.cwd();
  return {
    name: 'estudio:client-module-ids',
    apply: (_config, env) => env.isSsrBuild === true,
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      if (!id.startsWith(`${root}/src/`) || !/\.tsx?$/.test(id) || !code.includes('import(')) return null;
      const targets = new Map<string, string>();
      for (const [, , specifier] of code.matchAll(DYNAMIC_IMPORT)) {
        const resolved = await this.resolve(specifier!, id);
        // The manifest's keys use '/', whatever the system's separator.
        if (resolved && !resolved.external) targets.set(specifier!, relative(root, resolved.id.split('?')[0]!).split(sep).join('/'));
      }
      if (targets.size === 0) return null;
      const tagged = code.replace(DYNAMIC_IMPORT, (whole, quote: string, specifier: string) => {
        const source = targets.get(specifier);
        return source === undefined
          ? whole
          : `import(${quote}${specifier}${quote}).then((m) => { for (const v of Object.values(m)) if (typeof v === 'function' || (typeof v === 'object' && v !== null && '$$typeof' in v)) v.${CLIENT_MODULE} ??= ${JSON.stringify(source)}; return m; })`;
      });
      // Only the import expressions change, each on its own line: the lines keep their places.
      return { code: tagged, map: null };
    },
  };
};
