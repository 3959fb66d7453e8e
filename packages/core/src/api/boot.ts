import type { StudioConfig } from '../config/config.model.js';
import { fillPath, type Endpoint } from './endpoint.js';
import type { ResponseOf } from './route.js';
import type { RouteOf } from './routes.js';

/**
 * What a page needs before its first paint, embedded by the server in
 * index.html: the parsed studio configuration, and the answers of the public
 * reads the page makes at once. The browser then paints without a round trip
 * and without loading its HTTP library first, and the server renders the
 * page's HTML from the same answers (so the browser's first render matches it).
 */
export interface BootData {
  readonly config: StudioConfig;
  /**
   * Answers of GET routes by `/api`-relative path, exactly as the route
   * answers them; a read with a query (a calendar's week) under
   * `answerKey`'s path and sorted query.
   */
  readonly answers: Readonly<Record<string, unknown>>;
  /**
   * The server's clock when it made the page (ms since the epoch): what the
   * page's first render reads as now, on the server and in the browser
   * alike, so a calendar opens on the same week on both sides of midnight.
   */
  readonly now?: number;
  /**
   * The server's guess that the page opens on a wide screen (a desktop
   * browser, from its request's client hints or user agent): the layout it
   * renders, and the one the browser hydrates with before it reads its
   * real width. Absent: phones first.
   */
  readonly wide?: boolean;
}

/** A GET's query: its text and number values count; undefined ones are left out. */
export type AnswerQuery = object;

/**
 * The key of one GET's answer in `BootData.answers`: the filled path, and
 * for a read with a query its entries sorted by name ('/single_class?end_date=…&start_date=…').
 */
export const answerKey = (endpoint: Endpoint, params?: Readonly<Record<string, string | number>>, query?: AnswerQuery): string => {
  const path = fillPath(endpoint.path, params);
  const entries = Object.entries(query ?? {})
    .filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]): [string, string] => [name, String(value)]);
  return entries.length === 0 ? path : `${path}?${new URLSearchParams(entries).toString()}`;
};

/** Id of the `<script type="application/json">` element that carries the boot data. */
export const BOOT_ELEMENT_ID = 'estudio-boot';

/** The value a route answers under its response key (`class_types`, `instructor`...). */
export type AnswerOf<E extends Endpoint> = ResponseOf<RouteOf<E>>[E['responseKey'] & keyof ResponseOf<RouteOf<E>>];

/**
 * The embedded answer of one GET (its value under the route's response key),
 * read synchronously, or undefined when the page did not come with it: what
 * a view renders first, on the server and in the browser alike.
 */
export const embeddedAnswer = <E extends Endpoint>(
  answers: Readonly<Record<string, unknown>> | undefined,
  endpoint: E,
  params?: Readonly<Record<string, string | number>>,
  query?: AnswerQuery,
): AnswerOf<E> | undefined => {
  const answer = answers?.[answerKey(endpoint, params, query)];
  if (typeof answer !== 'object' || answer === null) return undefined;
  return (answer as Record<string, unknown>)[endpoint.responseKey] as AnswerOf<E> | undefined;
};
