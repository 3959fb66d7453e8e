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
  /** Answers of GET routes by `/api`-relative path (no query), exactly as the route answers them. */
  readonly answers: Readonly<Record<string, unknown>>;
}

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
): AnswerOf<E> | undefined => {
  const answer = answers?.[fillPath(endpoint.path, params)];
  if (typeof answer !== 'object' || answer === null) return undefined;
  return (answer as Record<string, unknown>)[endpoint.responseKey] as AnswerOf<E> | undefined;
};
