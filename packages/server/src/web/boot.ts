import { BOOT_ELEMENT_ID, endpoints, parseStudioConfig, type BootData, type Endpoint, type RouteDef } from '@estudio/core';
import type { HandlerContext, Handlers } from '../routes/handler.js';
import { ApiFailure } from '../http/errors.js';
import type { AppServices } from '../http/services.js';

/**
 * Reads embedded on every page (the chrome: footer pages) and on the landing
 * page only. Only routes whose answer is the same for every caller qualify:
 * an answer that depends on who asks (a schedule with the caller's own
 * reservations) would show one person's data to another.
 */
const EVERY_PAGE: readonly Endpoint[] = [endpoints.pagesList];
const LANDING: readonly Endpoint[] = [endpoints.classTypesList, endpoints.instructorsHome, endpoints.announcementsList, endpoints.packagesList];

/** The reads embedded for a page path. */
export const bootReadsFor = (path: string): readonly Endpoint[] =>
  path === '/' || path === '/index.html' ? [...EVERY_PAGE, ...LANDING] : EVERY_PAGE;

/** Builds the boot data of a page by running the public routes' own handlers, anonymously. */
export const createBootLoader = (handlers: Handlers, services: AppServices) => {
  const run = async (endpoint: Endpoint, origin: string): Promise<unknown> => {
    const handler = handlers[endpoint.id as keyof Handlers] as unknown as (ctx: HandlerContext<RouteDef>) => Promise<unknown>;
    const context = {
      // A GET without a query string, as the route's schema reads one: an empty query, not none.
      db: services.db, body: undefined, query: {}, params: {}, caller: null, services,
      now: services.clock.now(), origin,
    } as HandlerContext<RouteDef>;
    try {
      const answer = await handler(context);
      return answer instanceof ApiFailure ? undefined : answer;
    } catch (error) {
      // The page still loads; the browser then asks the API itself.
      services.logger.error(`Boot read ${endpoint.id} failed`, error);
      return undefined;
    }
  };

  return async (path: string, origin: string): Promise<BootData | null> => {
    await services.prepare();
    const settings = (await run(endpoints.appConfig, origin)) as { config?: Parameters<typeof parseStudioConfig>[0] } | undefined;
    if (!settings?.config) return null;
    const reads = bootReadsFor(path);
    const answers = await Promise.all(reads.map((endpoint) => run(endpoint, origin)));
    return {
      config: parseStudioConfig(settings.config),
      answers: Object.fromEntries(
        reads.flatMap((endpoint, index) => (answers[index] === undefined ? [] : [[endpoint.path, answers[index]]])),
      ),
    };
  };
};

/** The loader's type, for `mountWeb`. */
export type BootLoader = ReturnType<typeof createBootLoader>;

/**
 * The boot data as a non-executing JSON script element. `<` is escaped so a
 * text in the data (an announcement with `</script>`) cannot end the element.
 */
export const bootScriptTag = (data: BootData): string =>
  `<script id="${BOOT_ELEMENT_ID}" type="application/json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
