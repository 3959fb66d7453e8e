import { config } from 'zod';

/**
 * zod probes once whether it may compile its object parsers with `new
 * Function`; under the server's Content-Security-Policy (no 'unsafe-eval')
 * the caught probe is still reported as a violation. The probe runs when the
 * first object schema is built, so the admin area, the one that builds core's
 * schemas, loads this before anything else.
 */
export const zodConfig = config({ jitless: true });
