import { fuzzSuites } from './support/fuzz.js';

/** The OpenAPI fuzz walk on PGlite (support/fuzz.ts; the other engine has a file of its own). */
fuzzSuites(['pglite']);
