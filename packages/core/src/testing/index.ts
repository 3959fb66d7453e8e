/**
 * @estudio/core/testing: an in-memory fake of every port, and the demo
 * studio's data, for core tests, the adapters' contract tests and Storybook.
 */
export { FakeClock, FAKE_CLOCK_START } from './fake-clock.js';
export { MemoryStorage } from './memory-storage.js';
export { classFixture, LIVE_RESERVATION } from './class-fixture.js';
export { FakeIdentity, type FakeAccount, type FakeIdentityOptions, type FakeStoredSession } from './fake-identity.js';
export { createFakeApi, type FakeApi } from './fake-api.js';
export type { FakeApiCall, FakeApiSeed, FakeApiState, FakeEmailChange } from './fake-api.store.js';
export type {
  FakeBookingSeed,
  FakeBookingState,
  FakeReservation,
  FakeSingleClass,
  FakeWaitlistEntry,
} from './fake-api.booking-state.js';
export { BOOKING_CODES } from './fake-api.reserve.js';
export { NO_GUEST_CODE } from './fake-api.reservations.js';
export { WAITLIST_CODES } from './fake-api.waitlist.js';
export { packageErrors } from './fake-api.packages.js';
export { demoDiscounts, demoPackages } from './demo-packages.js';
export { DEMO_SAVED_CARD_TOKEN, demoPaymentMethods, demoPurchases, demoSavedCards } from './demo-purchases.js';
export type { FakeCheckoutSeed, FakeCheckoutState, FakeInvoice, FakePurchase, FakeSavedCard } from './fake-api.checkout-state.js';
export { checkoutErrors } from './fake-api.checkout.js';
export { purchaseErrors, recordPurchase, type NewPurchase } from './fake-api.purchases.js';
export { savedCardErrors } from './fake-api.saved-cards.js';
export { providerErrors } from './fake-api.capture.js';
export { videoErrors } from './fake-api.videos.js';
export type { FakeOnlineAccess, FakePlayback, FakeVideo, FakeVideoSeed, FakeVideoState } from './fake-api.videos-state.js';
export { demoVideos, demoVideoTags, demoVideoTypes } from './demo-videos.js';
export { videoFixture } from './video-fixture.js';
export { SANDBOX_CODES, passesLuhn } from './fake-api.sandbox.js';
export { selectableSpots } from './fake-api.spots.js';
/** Kept for callers of the testing entry; the rule lives in core's schedule context. */
export { rowSpotLabels } from '../schedule/spots.rules.js';
export {
  demoFixtures,
  demoAccounts,
  demoCustomerIds,
  DEMO_MEMBER_FIRST_ID,
  DEMO_PASSWORD,
  type DemoFixtures,
} from './demo-fixtures.js';
export {
  addDemoPenalty,
  demoSchedule,
  DEMO_CLASS_IDS,
  DEMO_CREDIT_IDS,
  DEMO_FILLER_CLASS_FIRST_ID,
  DEMO_RESERVATION_IDS,
  DEMO_SPOT_MAP_ID,
  DEMO_WAITLIST_ID,
  type DemoPenaltyOptions,
  type DemoSchedule,
} from './demo-schedule.js';
export { demoImage } from './demo-images.js';
export { createDemoPorts, type DemoPorts, type DemoPortsOptions } from './demo-ports.js';
export { holdCalls, type HeldPort } from './hold.js';
export { formErrors } from './fake-api.forms.js';
export type { FakeFormsSeed, FakeFormsState } from './fake-api.forms-state.js';
export { demoCustomFields, demoForms, demoSociaCustomValues } from './demo-forms.js';
export { fileErrors } from './fake-api.files.js';
export type { FakeFile, FakeFilesSeed, FakeFilesState } from './fake-api.files-state.js';
