import { ok, waitlistOfferEndpoints, type WaitlistOfferApi } from '@estudio/core';
import { bindersOf } from './binders.js';
import type { HttpClient } from './http-client.js';

/**
 * core's WaitlistOfferApi over HTTP (issue 17): the page of a waitlist
 * offer's link sends the link's token in the body of each call
 * (`waitlistOfferEndpoints`), never in a path the logs keep.
 */
export const createHttpWaitlistOfferApi = (http: HttpClient): WaitlistOfferApi => {
  const { answer, done } = bindersOf(http);
  return {
    read: (token) => answer(waitlistOfferEndpoints.waitlistOfferRead, { body: { token } }),
    accept: (token) => answer(waitlistOfferEndpoints.waitlistOfferAccept, { body: { token } }),
    async decline(token) {
      const result = await done(waitlistOfferEndpoints.waitlistOfferDecline, { body: { token } });
      return result.ok ? ok(true as const) : result;
    },
  };
};
