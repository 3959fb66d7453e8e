import { err, ok, reservationLinkEndpoints, type ReservationLinkApi } from '@estudio/core';
import { bindersOf } from './binders.js';
import type { HttpClient } from './http-client.js';

/**
 * core's ReservationLinkApi over HTTP (issue 17): the page of the
 * reminder's cancel link sends the link's token in the body of both calls
 * (`reservationLinkEndpoints`), never in a path the logs keep.
 */
export const createHttpReservationLinkApi = (http: HttpClient): ReservationLinkApi => {
  const { answer } = bindersOf(http);
  return {
    read: (token) => answer(reservationLinkEndpoints.reservationLinkRead, { body: { token } }),
    async cancel(token) {
      const result = await http.call(reservationLinkEndpoints.reservationLinkCancel, { body: { token } });
      return result.ok ? ok(result.value) : err(result.error);
    },
  };
};
