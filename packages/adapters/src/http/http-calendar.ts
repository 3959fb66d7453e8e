import { calendarEndpoints, err, ok, messages, type AppError, type CalendarApi, type CalendarDownload, type IdentityPort, type Result } from '@estudio/core';
import { bindersOf } from './binders.js';
import type { HttpClient } from './http-client.js';

/*
 * This module imports no value from http-client.ts or http-errors.ts: the
 * member area's chunks import it, and a value they take from those
 * first-load modules regroups the first load of '/' (its budget, see
 * docs/contexts/desk.md 'First load'). So the base URL and the reading of
 * a refusal are written here, as http-client.ts and http-errors.ts do.
 */

/** Spec 9: the API lives under /api on the page's own origin (`DEFAULT_BASE_URL`). */
const DEFAULT_BASE_URL = '/api';

/** A refusal as an AppError: the server's `{code, message}`, else 'http-error' with the button's own text (`httpError`). */
const refusalOf = async (response: Response): Promise<AppError> => {
  const body: unknown = await response.json().catch(() => null);
  const { code, message } = (typeof body === 'object' && body !== null ? body : {}) as { code?: unknown; message?: unknown };
  return {
    code: typeof code === 'string' && code !== '' ? code : 'http-error',
    message: typeof message === 'string' && message !== '' ? message : messages.calendar.addFailed,
    status: response.status,
  };
};

/** A download that never got an answer (`networkError`'s code). */
const unreachable = (): AppError => ({ code: 'network', message: messages.calendar.addFailed });

/** How the calendar calls reach the server. */
export interface HttpCalendarOptions {
  /** The app's HTTP client (her feed's JSON routes). */
  readonly http: HttpClient;
  /** Signs the download with her ID token, as the HTTP client signs every call. */
  readonly identity?: IdentityPort;
  /** Where `/api` is (default `/api`). */
  readonly baseUrl?: string;
  /** The fetch to download with; defaults to the global one. */
  readonly fetch?: typeof fetch;
}

/** The file name a Content-Disposition gives (`attachment; filename="x.ics"`), if any. */
export const dispositionFileName = (header: string | null): string | null => {
  const name = /filename="([^"]+)"/i.exec(header ?? '')?.[1] ?? /filename=([^;\s]+)/i.exec(header ?? '')?.[1];
  return name && /^[\w.-]+$/.test(name) ? name : null;
};

/**
 * core's CalendarApi over HTTP (issue 17, 'Calendar files'): her feed
 * through the route table (`calendarEndpoints`), and a reservation's .ics
 * through GET /api/reservations/{id}/calendar.ics, which answers
 * text/calendar rather than JSON, so it is fetched here with her bearer
 * token; a refusal's `{code, message}` becomes the AppError, as the client's.
 */
export const createHttpCalendarApi = (options: HttpCalendarOptions): CalendarApi => {
  const { answer } = bindersOf(options.http);
  const base = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  return {
    async reservationFile(reservationId): Promise<Result<CalendarDownload>> {
      const token = (await options.identity?.getIdToken().catch(() => null)) ?? null;
      let response: Response;
      try {
        response = await (options.fetch ?? fetch)(`${base}/reservations/${reservationId}/calendar.ics`, {
          headers: { accept: 'text/calendar', ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
        });
      } catch {
        return err(unreachable());
      }
      if (!response.ok) return err(await refusalOf(response));
      const content = await response.text().catch(() => null);
      if (content === null) return err(unreachable());
      return ok({ filename: dispositionFileName(response.headers.get('content-disposition')) ?? `reservacion-${reservationId}.ics`, content });
    },
    feed: () => answer(calendarEndpoints.calendarFeedMine),
    regenerateFeed: () => answer(calendarEndpoints.calendarFeedRegenerate),
  };
};
