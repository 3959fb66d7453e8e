import { AUTH_ERRORS, CUSTOMER_ERRORS, errorOf } from '../api/errors.js';
import type { ConfigEntry } from '../api/schemas/appconfig.schemas.js';
import type { ClassPackage, Discount } from '../api/schemas/packages.schemas.js';
import type { AcceptedPage, Announcement, ClassType, Instructor, Location, Page } from '../api/schemas/content.schemas.js';
import type { Customer } from '../api/schemas/customer.schemas.js';
import type { ClockPort } from '../ports/clock.ports.js';
import type { IdentityPort } from '../ports/identity.ports.js';
import { err, type AppError, type Result } from '../shared/result.js';
import { bookingStateFromSeed, type FakeBookingSeed, type FakeBookingState } from './fake-api.booking-state.js';
import { checkoutStateFromSeed, type FakeCheckoutSeed, type FakeCheckoutState } from './fake-api.checkout-state.js';
import { videoStateFromSeed, type FakeVideoSeed, type FakeVideoState } from './fake-api.videos-state.js';
import type { VideosApi } from '../ports/videos.ports.js';
import type { AddressesApi, FormsApi } from '../ports/forms.ports.js';
import { formsStateFromSeed, type FakeFormsSeed, type FakeFormsState } from './fake-api.forms-state.js';
import type { FilesApi } from '../ports/files.ports.js';
import { filesStateFromSeed, type FakeFilesSeed, type FakeFilesState } from './fake-api.files-state.js';

/** Every call of the fake API, by resource and method: the names `failNext` takes. */
export type FakeApiCall =
  | 'appConfig.load'
  | 'customer.current'
  | 'customer.update'
  | 'customer.signup'
  | 'customer.phoneAvailable'
  | 'customer.recover'
  | 'customer.confirmEmail'
  | 'content.pages'
  | 'content.page'
  | 'content.announcements'
  | 'content.acceptedPages'
  | 'content.acceptPage'
  | 'catalog.classTypes'
  | 'catalog.classType'
  | 'catalog.homeInstructors'
  | 'catalog.instructor'
  | 'catalog.locations'
  | 'schedule.days'
  | 'schedule.one'
  | 'schedule.byInstructor'
  | 'schedule.spotMaps'
  | 'reservations.mine'
  | 'reservations.reserve'
  | 'reservations.cancel'
  | 'reservations.rate'
  | 'reservations.renameGuest'
  | 'waitlist.mine'
  | 'waitlist.join'
  | 'waitlist.leave'
  | 'credits.mine'
  | 'credits.penalties'
  | 'staff.one'
  | 'staff.update'
  | 'packages.list'
  | 'packages.one'
  | 'discounts.byCode'
  | 'checkout.paymentMethods'
  | 'checkout.cardToken'
  | 'checkout.attempt'
  | 'checkout.paymentSources'
  | 'checkout.capture'
  | 'purchases.mine'
  | 'purchases.one'
  | 'purchases.cancel'
  | 'purchases.invoices'
  | 'savedCards.list'
  | 'savedCards.save'
  | 'savedCards.remove'
  | `videos.${keyof VideosApi}`
  | `forms.${keyof FormsApi}`
  | `addresses.${keyof AddressesApi}`
  | `files.${keyof FilesApi}`;

/** The data a fake API starts from; every list defaults to empty. */
export interface FakeApiSeed extends FakeBookingSeed, FakeCheckoutSeed, FakeVideoSeed, FakeFormsSeed, FakeFilesSeed {
  /** Whose customer calls answer: the current user of this identity (signed out without one). */
  readonly identity?: Pick<IdentityPort, 'currentUser'>;
  /** The server's clock: what 'now' is for bookings, cancellations and penalties. Default: a FakeClock at FAKE_CLOCK_START. */
  readonly clock?: ClockPort;
  readonly config?: readonly ConfigEntry[];
  readonly customers?: readonly Customer[];
  readonly pages?: readonly Page[];
  readonly acceptedPages?: readonly AcceptedPage[];
  readonly announcements?: readonly Announcement[];
  readonly classTypes?: readonly ClassType[];
  readonly instructors?: readonly Instructor[];
  readonly locations?: readonly Location[];
  readonly packages?: readonly ClassPackage[];
  readonly discounts?: readonly Discount[];
  /** Pending e-mail changes, as if PUT /customer had asked for them (their tokens confirm them). */
  readonly emailChanges?: readonly FakeEmailChange[];
}

/** What the fake API holds now; tests read it to check what was written. */
export interface FakeApiState extends FakeBookingState, FakeCheckoutState, FakeVideoState, FakeFormsState, FakeFilesState {
  config: ConfigEntry[];
  customers: Customer[];
  pages: Page[];
  /** The one source of accepted pages; a customer's `accepted_pages` is read from here. */
  acceptedPages: AcceptedPage[];
  announcements: Announcement[];
  classTypes: ClassType[];
  instructors: Instructor[];
  locations: Location[];
  packages: ClassPackage[];
  discounts: Discount[];
  /** E-mails POST /customer/recover was called with. */
  recoveries: string[];
  /** E-mail changes PUT /customer asked for, with the token of the link the new address got. */
  emailChanges: FakeEmailChange[];
}

/** A pending e-mail change of the fake: `token` is what the confirmation link carries. */
export interface FakeEmailChange {
  readonly token: string;
  readonly customer_id: number;
  readonly email: string;
  used: boolean;
}

/** Deep copy, so callers never mutate the store through an answer. */
export const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Builds the state from a seed; customers' own accepted pages join the accepted-page list. */
export const stateFromSeed = (seed: FakeApiSeed): FakeApiState => {
  const customers = clone([...(seed.customers ?? [])]);
  const acceptedPages = clone([...(seed.acceptedPages ?? [])]);
  for (const customer of customers) {
    for (const { page_id } of customer.accepted_pages) {
      const known = acceptedPages.some((a) => a.page_id === page_id && a.customer_id === customer.customer_id);
      if (!known) acceptedPages.push({ page_id, customer_id: customer.customer_id });
    }
  }
  return {
    config: clone([...(seed.config ?? [])]),
    customers,
    pages: clone([...(seed.pages ?? [])]),
    acceptedPages,
    announcements: clone([...(seed.announcements ?? [])]),
    classTypes: clone([...(seed.classTypes ?? [])]),
    instructors: clone([...(seed.instructors ?? [])]),
    locations: clone([...(seed.locations ?? [])]),
    packages: clone([...(seed.packages ?? [])]),
    discounts: clone([...(seed.discounts ?? [])]),
    recoveries: [],
    emailChanges: clone([...(seed.emailChanges ?? [])]),
    ...bookingStateFromSeed(seed),
    ...checkoutStateFromSeed(seed),
    ...videoStateFromSeed(seed),
    ...formsStateFromSeed(seed),
    ...filesStateFromSeed(seed),
  };
};

/**
 * The failures the server answers to any customer call, with its codes and
 * Spanish texts: no bearer token (what the HTTP client sends when nobody is
 * signed in) and a signed-in account without a customer record. A body or
 * query the route's schema refuses is `parsedInput`'s (fake-api.customer.ts).
 */
export const apiErrors = {
  signedOut: (): AppError => errorOf(AUTH_ERRORS.missingToken),
  customerNotFound: (): AppError => errorOf(CUSTOMER_ERRORS.notFound),
};

/** One-shot failures queued by `failNext`, per call. */
export class FailureQueue {
  private readonly queued = new Map<FakeApiCall, AppError[]>();

  push(call: FakeApiCall, error: AppError): void {
    this.queued.set(call, [...(this.queued.get(call) ?? []), error]);
  }

  /** The queued failure of this call as a Result, or null to answer normally. */
  take<T>(call: FakeApiCall): Result<T> | null {
    const [next, ...rest] = this.queued.get(call) ?? [];
    if (next === undefined) return null;
    this.queued.set(call, rest);
    return err(next);
  }
}
