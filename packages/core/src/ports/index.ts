export type { ClockPort } from './clock.ports.js';
export type { StoragePort } from './storage.ports.js';
export type { IdentityPort, IdentityUser, PasswordPolicy } from './identity.ports.js';
export type { ApiPort, AppConfigApi, CustomerApi, ContentApi, CatalogReadApi } from './api.ports.js';
export type { CreditsApi, ReservationsApi, ScheduleApi, StaffReservationsApi, WaitlistApi } from './booking.ports.js';
export type {
  CardToken,
  CardTokenInput,
  CheckoutApi,
  CheckoutCaptureAnswer,
  CheckoutCaptureInput,
  DiscountsApi,
  PackagesApi,
  PurchasesApi,
  SavedCardsApi,
} from './commerce.ports.js';
export type {
  CardConfirmation,
  CardFieldState,
  CardProviderPort,
  ProviderApproval,
  ProviderButtons,
  ProviderButtonsHandlers,
  ProviderCardField,
  ProviderCardToken,
  ProviderStart,
  SubscriptionProviderPort,
} from './payments.ports.js';
export type { VideosApi, VideosPage } from './videos.ports.js';
export type { AddressesApi, FormsApi } from './forms.ports.js';
export type { FileUploadInput, FilesApi, UploadBlob } from './files.ports.js';
export type { CatalogueListApi, CataloguePage, DeskApi, DeskCatalogueApi, DeskCustomerApi, DeskPackagesApi, DeskSale } from './desk.ports.js';
export type { PenaltyListApi } from './desk.ports.js';
export type { DiscountPackageChoice } from './desk.ports.js';
export type { DeskSettingsApi } from './desk-settings.ports.js';
export type { DeskVideosApi, VideoChoice, VideoChoices } from './desk-videos.ports.js';
export type { DeskCustomFieldsApi, DeskFormsApi } from './desk-forms.ports.js';
export type { DeskScheduleApi } from './desk-schedule.ports.js';
export type { DeskReportsApi } from './desk-reports.ports.js';
export type { DeskJobsApi } from './desk-jobs.ports.js';
export type { CalendarApi, CalendarDownload } from './calendar.ports.js';
export type { ReservationLinkApi } from './reservation-link.ports.js';
export type { WaitlistOfferApi } from './waitlist-offer.ports.js';
