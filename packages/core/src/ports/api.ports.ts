import type { Result } from '../shared/result.js';
import type { CheckoutApi, DiscountsApi, PackagesApi, PurchasesApi, SavedCardsApi } from './commerce.ports.js';
import type { CreditsApi, ReservationsApi, ScheduleApi, StaffReservationsApi, WaitlistApi } from './booking.ports.js';
import type { VideosApi } from './videos.ports.js';
import type { AddressesApi, FormsApi } from './forms.ports.js';
import type { FilesApi } from './files.ports.js';
import type { ConfigEntry } from '../api/schemas/appconfig.schemas.js';
import type { Customer, CustomerSignupBody, CustomerUpdateBody } from '../api/schemas/customer.schemas.js';
import type { AcceptedPage, Announcement, ClassType, Instructor, Location, Page } from '../api/schemas/content.schemas.js';

/** GET /appconfig. */
export interface AppConfigApi {
  load(): Promise<Result<ConfigEntry[]>>;
}

/** The customer calls of spec 7 that sign-up and profile need. */
export interface CustomerApi {
  current(): Promise<Result<Customer>>;
  update(body: CustomerUpdateBody): Promise<Result<Customer>>;
  signup(body: CustomerSignupBody): Promise<Result<Customer>>;
  /** True when no customer uses this phone yet. */
  phoneAvailable(phone: string): Promise<Result<boolean>>;
  recover(email: string): Promise<Result<void>>;
  /**
   * POST /customer/email/confirm: the link e-mailed to a new address was
   * opened. An unknown, used or expired token fails with
   * auth/invalid-email-token; an address taken meanwhile with customer/email-taken.
   */
  confirmEmail(token: string): Promise<Result<void>>;
}

/** Pages, accepted pages and announcements. */
export interface ContentApi {
  pages(): Promise<Result<Page[]>>;
  page(slug: string): Promise<Result<Page>>;
  announcements(): Promise<Result<Announcement[]>>;
  acceptedPages(): Promise<Result<AcceptedPage[]>>;
  acceptPage(pageId: number): Promise<Result<AcceptedPage>>;
}

/** Public catalogue reads the landing page needs. */
export interface CatalogReadApi {
  classTypes(): Promise<Result<ClassType[]>>;
  /** GET /class_types/:id: one class type (its page, /class_type/{id}); 404 when unknown. */
  classType(id: number): Promise<Result<ClassType>>;
  homeInstructors(): Promise<Result<Instructor[]>>;
  instructor(id: number): Promise<Result<Instructor>>;
  locations(): Promise<Result<Location[]>>;
}

/** Every resource API the front end uses, one port per resource. Later slices add members. */
export interface ApiPort {
  readonly appConfig: AppConfigApi;
  readonly customer: CustomerApi;
  readonly content: ContentApi;
  readonly catalog: CatalogReadApi;
  readonly schedule: ScheduleApi;
  readonly reservations: ReservationsApi;
  readonly waitlist: WaitlistApi;
  readonly credits: CreditsApi;
  readonly staff: StaffReservationsApi;
  readonly packages: PackagesApi;
  readonly discounts: DiscountsApi;
  readonly checkout: CheckoutApi;
  readonly purchases: PurchasesApi;
  readonly savedCards: SavedCardsApi;
  readonly videos: VideosApi;
  readonly forms: FormsApi;
  readonly addresses: AddressesApi;
  readonly files: FilesApi;
}
