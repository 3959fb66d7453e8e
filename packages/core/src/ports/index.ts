export type { ClockPort } from './clock.ports.js';
export type { StoragePort } from './storage.ports.js';
export type { IdentityPort, IdentityUser, PasswordPolicy } from './identity.ports.js';
export type { ApiPort, AppConfigApi, CustomerApi, ContentApi, CatalogReadApi } from './api.ports.js';
export type { CreditsApi, ReservationsApi, ScheduleApi, StaffReservationsApi, WaitlistApi } from './booking.ports.js';
export type { CardToken, CardTokenInput, CheckoutApi, DiscountsApi, PackagesApi, PurchasesApi } from './commerce.ports.js';
