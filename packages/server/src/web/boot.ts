import {
  AUTO_ADVANCE_MAX_WEEKS, BOOT_ELEMENT_ID, answerKey, calendarStart, endpoints, hasMemberFrame, nextWeek, pageRoute, parseStudioConfig, routes, weekOfDate, weekQuery, weeksBetween,
  type AnswerQuery, type BootData, type Endpoint, type RouteDef, type ScheduleDay, type StudioConfig, type Week, type WeekQuery,
} from '@estudio/core';
import type { HandlerContext, Handlers } from '../routes/handler.js';
import { ApiFailure } from '../http/errors.js';
import { PreparedJson } from '../http/prepared-json.js';
import type { AppServices } from '../http/services.js';

/** One public read a page embeds: its endpoint, path parameters and query. */
export interface PageRead {
  readonly endpoint: Endpoint;
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: AnswerQuery;
}

/** What the server does for a page path: the reads it embeds, and whether it renders the page's HTML. */
export interface PagePlan {
  readonly reads: readonly PageRead[];
  /** Rendered on the server (a public page: the same for every visitor) and hydrated by the browser. */
  readonly render: boolean;
  /**
   * The page's calendar (its source's schedule read, without the range):
   * the weeks it opens on are embedded, from the current one to the one
   * core's `calendarStart` settles on, as the browser's calendar reads them.
   */
  readonly week?: PageRead;
}

/**
 * Reads embedded on every page (the chrome: footer pages) and per public
 * page. Only routes whose answer is the same for every caller qualify: an
 * answer that depends on who asks (a schedule with the caller's own
 * reservations) would show one person's data to another.
 */
const EVERY_PAGE: readonly PageRead[] = [{ endpoint: endpoints.pagesList }];
const LANDING: readonly PageRead[] = [endpoints.classTypesList, endpoints.instructorsHome, endpoints.announcementsList, endpoints.packagesList]
  .map((endpoint) => ({ endpoint }));

/** The sign-in pages (spec 2), rendered when the studio signs in with the server's own provider (Firebase's buttons are the browser's). */
const SIGN_IN_PAGES = new Set(['/entrar', '/login', '/registro', '/recuperar']);
/** Pages of config alone (their text comes with the configuration). */
const CONFIG_PAGES = new Set(['/ubicacion', '/preguntas-frecuentes']);
/** The studio's whole schedule ('Horarios'), and its location filter. */
const STUDIO_WEEK: PageRead = { endpoint: endpoints.scheduleList };
const LOCATIONS: readonly PageRead[] = [{ endpoint: endpoints.locationsList }];
/** First segments of the app's own routes: never a CMS page's slug. */
const APP_SEGMENTS = new Set(['mystudio', 'admin', 'checkout', 'gracias', 'confirmar-correo', 'assets', 'api', 'media']);

const plan = (reads: readonly PageRead[], render: boolean, week?: PageRead): PagePlan => ({
  reads: [...EVERY_PAGE, ...reads], render, ...(week ? { week } : {}),
});

/**
 * The plan of a page path as the server receives it (decoded; spec 2's
 * public pages). The landing, the Packages screen at the studio's
 * configured path, 'Avisos', a coach (both its pages), a class type and a
 * CMS page embed the answers they show; the member area's frame is
 * rendered with the chrome's reads only (her screen is the browser's);
 * the back office, the checkout and the order pages (a visitor's own) are
 * left to the browser, with the chrome's reads only.
 */
export const pagePlan = (rawPath: string, config: StudioConfig): PagePlan => {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  // The app's routes match letters in any case (React Router's default), so these do too; the
  // Packages screen's configured path is matched exactly, as ConfiguredPath does.
  const route = pageRoute(rawPath);
  if (path === '/') return plan(LANDING, true);
  // The landing's reads, as before; the browser's router reads this path as a CMS page's, so nothing is rendered.
  if (route === '/index.html') return plan(LANDING, false);
  if (path === config.files.packagesPath) return plan([{ endpoint: endpoints.packagesList }], true);
  if (route === '/avisos') return plan([{ endpoint: endpoints.announcementsList }], true);
  if (route === '/calendario') return plan(LOCATIONS, true, STUDIO_WEEK);
  if (CONFIG_PAGES.has(route)) return plan([], true);
  if (SIGN_IN_PAGES.has(route)) return plan([], config.identity.provider !== 'firebase');
  // The member area but the pages notices link to with a token (core's `hasMemberFrame`): its frame (banner,
  // navbar, 'Accediendo') is the same for everyone, so it is rendered here and the browser fills in her screen
  // once her session is restored (issue 18). Firebase cannot tell before its script runs whether a session is
  // kept: the frame would come and go.
  if (hasMemberFrame(route)) return plan([], config.identity.provider !== 'firebase');
  // A number as the page reads it (`Number` of the segment): /coach/007 embeds what /coach/7 reads.
  const coach = /^\/(?:coach|instructor)\/(\d+)$/.exec(route);
  if (coach) {
    const id = String(Number(coach[1]));
    return plan([{ endpoint: endpoints.instructorOne, params: { id } }], true, { endpoint: endpoints.scheduleByInstructor, params: { id } });
  }
  const classType = /^\/class_type\/(\d+)$/.exec(route);
  if (classType) {
    const id = String(Number(classType[1]));
    return plan([{ endpoint: endpoints.classTypeOne, params: { id } }, ...LOCATIONS], true, { endpoint: endpoints.scheduleList, query: { class_type_id: id } });
  }
  // The path comes decoded (the router's param is too); a malformed escape stays as typed and finds no page.
  const slug = /^\/([^/.]+)$/.exec(path)?.[1];
  if (slug !== undefined && !APP_SEGMENTS.has(slug.toLowerCase())) return plan([{ endpoint: endpoints.pageBySlug, params: { slug } }], true);
  return plan([], false);
};

/** Where a read's answer goes in the boot data (core's `answerKey`, as the browser looks it up). */
const keyOf = (read: PageRead): string => answerKey(read.endpoint, read.params, read.query);

/** A read's query as its route's handler gets it: the query string's text, parsed by the route's own schema (as `bind-routes` does). */
const parsedQuery = (endpoint: Endpoint, query: AnswerQuery | undefined): unknown => {
  const text = Object.fromEntries(Object.entries(query ?? {}).flatMap(([name, value]: [string, unknown]) =>
    (typeof value === 'string' || typeof value === 'number' ? [[name, String(value)]] : [])));
  const schema = (routes as Readonly<Record<string, RouteDef>>)[endpoint.id]?.query;
  return schema ? schema.parse(text) : {};
};

/** A page's boot data, and whether the server renders its HTML. */
export interface PageBoot {
  readonly data: BootData;
  readonly render: boolean;
}

/** Builds the boot data of a page by running the public routes' own handlers, anonymously. */
export const createBootLoader = (handlers: Handlers, services: AppServices) => {
  const run = async ({ endpoint, params = {}, query }: PageRead, origin: string, now: number): Promise<unknown> => {
    const handler = handlers[endpoint.id as keyof Handlers] as unknown as (ctx: HandlerContext<RouteDef>) => Promise<unknown>;
    try {
      const context = {
        // A GET without a query string is an empty query, as the route's schema reads one, not none.
        db: services.db, body: undefined, query: parsedQuery(endpoint, query), params, caller: null, services, now, origin,
      } as HandlerContext<RouteDef>;
      const answer = await handler(context);
      if (answer instanceof PreparedJson) return JSON.parse(answer.body()) as unknown;
      return answer instanceof ApiFailure ? undefined : answer;
    } catch (error) {
      // A missing page or coach is the page's own 404, which the browser shows; anything else is logged.
      if (!(error instanceof ApiFailure)) services.logger.error(`Boot read ${endpoint.id} failed`, error);
      return undefined;
    }
  };

  /**
   * The weeks a page's calendar opens on: the week holding `now`, and when
   * it has no class ahead the next ones, each read as the browser's calendar
   * reads it, up to the one core's `calendarStart` settles on (a week with a
   * class ahead, or 8 weeks on). The weeks after the first are read together,
   * so a studio with nothing posted costs two rounds, not nine.
   */
  const weeks = async (read: PageRead, config: StudioConfig, origin: string, now: number): Promise<[string, unknown][]> => {
    const zone = config.rules.timezone;
    /** The answers read, under the key the browser looks them up by, with their week's Monday. */
    const known = new Map<string, { readonly weekStart: string; readonly answer: unknown }>();
    const readOf = (range: WeekQuery): PageRead => ({ ...read, query: { ...read.query, ...range } });
    const classesOf = (answer: unknown) => ((answer as { days?: readonly ScheduleDay[] } | undefined)?.days ?? []).flatMap((day) => day.classes);
    const start = () => calendarStart(now, zone, (range) => {
      const found = known.get(keyOf(readOf(range)));
      return found === undefined ? undefined : classesOf(found.answer);
    });
    const load = async (weekStart: string): Promise<void> => {
      const week = readOf(weekQuery(weekOfDate(weekStart) as Week, zone));
      const answer = await run(week, origin, now);
      if (answer !== undefined) known.set(keyOf(week), { weekStart, answer });
    };
    const first = start();
    if (!first?.autoAdvance) return [];
    await load(first.weekStart);
    const second = start();
    if (second?.autoAdvance) {
      // Every week the calendar could still move through, read at once.
      const ahead: string[] = [];
      for (let week = weekOfDate(second.weekStart); week && weeksBetween(first.weekStart, week.start) <= AUTO_ADVANCE_MAX_WEEKS; week = nextWeek(week)) {
        ahead.push(week.start);
      }
      await Promise.all(ahead.map(load));
    }
    // Only the weeks up to the one it settles on: the browser opens there and loads any other itself.
    const settled = start()?.weekStart ?? first.weekStart;
    return [...known]
      .filter(([, { weekStart }]) => weekStart <= settled)
      .sort(([, a], [, b]) => (a.weekStart < b.weekStart ? -1 : 1))
      .map(([key, { answer }]) => [key, answer]);
  };

  return async (path: string, origin: string): Promise<PageBoot | null> => {
    await services.prepare();
    // One now for the whole page: its reads, its render and the browser's first render (BootData.now).
    const now = services.clock.now();
    const settings = (await run({ endpoint: endpoints.appConfig }, origin, now)) as { config?: Parameters<typeof parseStudioConfig>[0] } | undefined;
    if (!settings?.config) return null;
    const config = parseStudioConfig(settings.config);
    const { reads, render, week } = pagePlan(path, config);
    const [answers, calendar] = await Promise.all([
      Promise.all(reads.map((read) => run(read, origin, now))),
      week ? weeks(week, config, origin, now) : Promise.resolve([]),
    ]);
    return {
      render,
      data: {
        config,
        answers: Object.fromEntries([
          ...reads.flatMap((read, index) => (answers[index] === undefined ? [] : [[keyOf(read), answers[index]] as [string, unknown]])),
          ...calendar,
        ]),
        ...(week ? { now } : {}),
      },
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
