import { fillPath, type ClockPort, type Endpoint } from '@estudio/core';

/** How long embedded answers stand in for the API after the page loaded. */
export const PRELOAD_MAX_AGE_MS = 60_000;

/** Answers a page came with (core's `BootData.answers`), and how long they stay valid. */
export interface PreloadedAnswers {
  /** Answers of GET routes by `/api`-relative path, as the route answers them. */
  readonly answers: Readonly<Record<string, unknown>>;
  /** Milliseconds after `loadedAt` during which they answer; default 60 s. */
  readonly maxAgeMs?: number;
  /** When the page loaded (the clock's reading); default: when the client was made. */
  readonly loadedAt?: number;
}

/** A call's input as far as preloading cares. */
interface PreloadInput {
  readonly params?: Readonly<Record<string, string | number>>;
  readonly body?: unknown;
  readonly query?: unknown;
}

/**
 * Looks up an embedded answer for a call: only a GET with no query, whose
 * filled path was embedded, while the answers are fresh. A page's first reads
 * are served without a round trip; later reads go to the API, so a tab left
 * open does not show old data.
 */
export const createPreloadLookup = (preloaded: PreloadedAnswers | undefined, clock: ClockPort) => {
  const loadedAt = preloaded?.loadedAt ?? clock.now();
  const maxAge = preloaded?.maxAgeMs ?? PRELOAD_MAX_AGE_MS;
  return (endpoint: Endpoint, input: PreloadInput): unknown => {
    if (!preloaded || endpoint.method !== 'GET' || input.query !== undefined) return undefined;
    if (clock.now() - loadedAt > maxAge) return undefined;
    return preloaded.answers[fillPath(endpoint.path, input.params)];
  };
};
