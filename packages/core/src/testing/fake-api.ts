import { CATALOGUE_ERRORS, errorOf, PAGE_ERRORS, type ErrorEntry } from '../api/errors.js';
import type { ApiPort, CatalogReadApi, ContentApi } from '../ports/api.ports.js';
import type { ClockPort } from '../ports/clock.ports.js';
import { err, ok, type AppError, type Result } from '../shared/result.js';
import { answer, createFakeCustomerApi, signedInUser, storedCustomer, type FakeApiContext } from './fake-api.customer.js';
import { FakeClock } from './fake-clock.js';
import { createFakeCheckoutApi } from './fake-api.checkout.js';
import { createFakeDiscountsApi, createFakePackagesApi } from './fake-api.packages.js';
import { createFakePurchasesApi } from './fake-api.purchases.js';
import { createFakeReservationsApi } from './fake-api.reservations.js';
import { createFakeSavedCardsApi } from './fake-api.saved-cards.js';
import { createFakeCreditsApi, createFakeScheduleApi } from './fake-api.schedule.js';
import { createFakeStaffApi, createFakeWaitlistApi } from './fake-api.waitlist.js';
import { createFakeVideosApi } from './fake-api.videos.js';
import { createFakeAddressesApi, createFakeFormsApi } from './fake-api.forms.js';
import { createFakeFilesApi } from './fake-api.files.js';
import {
  clone,
  FailureQueue,
  stateFromSeed,
  type FakeApiCall,
  type FakeApiSeed,
  type FakeApiState,
} from './fake-api.store.js';

/** An ApiPort over in-memory data, plus the handles tests and stories need. */
export interface FakeApi extends ApiPort {
  /** The data now; tests read it to check what a call wrote. */
  readonly state: FakeApiState;
  /** The server's clock: move it to let classes start, windows close and penalties end. */
  readonly clock: ClockPort;
  /** Makes the next call of `call` answer `error` (queued: call it twice for two failures). */
  failNext(call: FakeApiCall, error: AppError): void;
}

/** A row the server finds, or its 404 for that resource (server pages.ts, catalogue/references.ts). */
const found = <T>(value: T | undefined, missing: ErrorEntry): Result<T> =>
  value === undefined ? err(errorOf(missing)) : ok(clone(value));

const createFakeContentApi = (ctx: FakeApiContext): ContentApi => ({
  pages: () => answer(ctx, 'content.pages', () => ok(clone(ctx.state.pages))),
  page: (slug) => answer(ctx, 'content.page', () => found(ctx.state.pages.find((p) => p.slug === slug), PAGE_ERRORS.notFound)),
  announcements: () => answer(ctx, 'content.announcements', () => ok(clone(ctx.state.announcements))),
  // A signed-in account without a customer record has accepted nothing: [] (the server's list), not 404.
  acceptedPages: () =>
    answer(ctx, 'content.acceptedPages', () => {
      const user = signedInUser(ctx);
      if (!user.ok) return user;
      const customer = ctx.state.customers.find((c) => c.uid === user.value.uid);
      if (customer === undefined) return ok([]);
      return ok(clone(ctx.state.acceptedPages.filter((a) => a.customer_id === customer.customer_id)).sort((a, b) => a.page_id - b.page_id));
    }),
  acceptPage: (pageId) =>
    answer(ctx, 'content.acceptPage', () => {
      const customer = storedCustomer(ctx);
      if (!customer.ok) return customer;
      if (!ctx.state.pages.some((p) => p.page_id === pageId)) return err(errorOf(PAGE_ERRORS.notFound));
      const accepted = { page_id: pageId, customer_id: customer.value.customer_id };
      const known = ctx.state.acceptedPages.some((a) => a.page_id === pageId && a.customer_id === accepted.customer_id);
      // Accepting twice is harmless: the server keeps one row.
      if (!known) ctx.state.acceptedPages.push(accepted);
      return ok(accepted);
    }),
});

const createFakeCatalogApi = (ctx: FakeApiContext): CatalogReadApi => ({
  classTypes: () => answer(ctx, 'catalog.classTypes', () => ok(clone(ctx.state.classTypes))),
  classType: (id) =>
    answer(ctx, 'catalog.classType', () => {
      const type = ctx.state.classTypes.find((t) => t.class_type_id === id);
      return type === undefined ? err(errorOf(CATALOGUE_ERRORS.classTypeNotFound)) : ok(clone(type));
    }),
  homeInstructors: () => answer(ctx, 'catalog.homeInstructors', () => ok(clone(ctx.state.instructors))),
  instructor: (id) =>
    answer(ctx, 'catalog.instructor', () => found(ctx.state.instructors.find((i) => i.instructor_id === id), CATALOGUE_ERRORS.instructorNotFound)),
  locations: () => answer(ctx, 'catalog.locations', () => ok(clone(ctx.state.locations))),
});

/**
 * An ApiPort backed by in-memory data, answering with the server's codes and
 * Spanish messages. Customer calls act for the current user of
 * `seed.identity` (a FakeIdentity), as the bearer token would. Bookings
 * follow core's rules at `seed.clock`'s now, in the zone and with the
 * settings of the seeded config (read on every call, so tests may change them).
 */
export const createFakeApi = (seed: FakeApiSeed = {}): FakeApi => {
  const ctx: FakeApiContext = {
    state: stateFromSeed(seed),
    failures: new FailureQueue(),
    identity: seed.identity,
    clock: seed.clock ?? new FakeClock(),
  };
  return {
    state: ctx.state,
    clock: ctx.clock,
    failNext: (call, error) => ctx.failures.push(call, error),
    appConfig: { load: () => answer(ctx, 'appConfig.load', () => ok(clone(ctx.state.config))) },
    customer: createFakeCustomerApi(ctx),
    content: createFakeContentApi(ctx),
    catalog: createFakeCatalogApi(ctx),
    schedule: createFakeScheduleApi(ctx),
    reservations: createFakeReservationsApi(ctx),
    waitlist: createFakeWaitlistApi(ctx),
    credits: createFakeCreditsApi(ctx),
    staff: createFakeStaffApi(ctx),
    packages: createFakePackagesApi(ctx),
    discounts: createFakeDiscountsApi(ctx),
    checkout: createFakeCheckoutApi(ctx),
    purchases: createFakePurchasesApi(ctx),
    savedCards: createFakeSavedCardsApi(ctx),
    videos: createFakeVideosApi(ctx),
    forms: createFakeFormsApi(ctx),
    addresses: createFakeAddressesApi(ctx),
    files: createFakeFilesApi(ctx),
  };
};
