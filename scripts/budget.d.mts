/** Types of scripts/budget.mjs, for the TypeScript budget test. */

export declare const ROOT: string;
export declare const WEB_ROOT: string;
export declare const WEB_DIST: string;
export declare const BUDGET_KB: number;
export declare const ROUTE_LAZY: Record<string, { routesFile: string; match: RegExp }[]>;
export declare const FORBIDDEN_MARKERS: { vendor: 'Firebase' | 'Stripe'; marker: string }[];
export declare const WEB_INPUTS: string[];

/** One file of the web build with its raw and gzip-9 sizes. */
export interface ChunkSize {
  file: string;
  bytes: number;
  gzip: number;
  kind: 'initial' | 'lazy';
}

/** What one route loads. */
export interface RouteLoad {
  route: string;
  chunks: ChunkSize[];
  gzip: number;
  bytes: number;
}

export interface BundleReport {
  distDir: string;
  hasManifest: boolean;
  routes: RouteLoad[];
}

export interface ForbiddenHit {
  file: string;
  vendor: string;
  evidence: string;
}

export declare const readIndexHtml: (distDir?: string) => { entry: string; preloads: string[] };
export declare const readManifest: (distDir?: string) => Record<string, { file: string; src?: string; imports?: string[]; dynamicImports?: string[] }> | null;
export declare const sizeOf: (distDir: string, file: string) => { file: string; bytes: number; gzip: number };
export declare const measureBundle: (options?: { distDir?: string; webRoot?: string }) => BundleReport;
export declare const findForbiddenCode: (distDir: string, files: string[]) => ForbiddenHit[];
export declare const kb: (bytes: number) => string;
export declare const formatReport: (report: Pick<BundleReport, 'routes' | 'hasManifest'>) => string;
export declare const isStale: (output: string, inputs: string[]) => boolean;
