/**
 * What the global setup hands to the e2e tests through vitest's
 * provide/inject: the base URL of the running server and the Chromium to
 * drive ('' when none is installed, so the browser suites skip loudly).
 */
declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
  }
}

export {};
