/**
 * Every Spanish text of the spec (sections 2, 4, 5 and 8), keyed by meaning,
 * once. Web, server and tests all read these, so they say exactly the same
 * words as the spec. Templates take their values through `fill`.
 *
 * One module per group (groups/*.ts), so a bundler puts each group in the
 * chunk of the screens that read it: the landing page carries the chrome's
 * texts, not the reservations'. Add a group as a file and a line here.
 */

export { auth } from './groups/auth.js';
export { profile } from './groups/profile.js';
export { forms } from './groups/forms.js';
export { reservations } from './groups/reservations.js';
export { waitlist } from './groups/waitlist.js';
export { waitlistOffers } from './groups/waitlist-offers.js';
export { videos } from './groups/videos.js';
export { checkout } from './groups/checkout.js';
export { discounts } from './groups/discounts.js';
export { content } from './groups/content.js';
export { paymentMethods } from './groups/payment-methods.js';
export { admin } from './groups/admin.js';
export { common } from './groups/common.js';
export { dates } from './groups/dates.js';
export { settings } from './groups/settings.js';
export { ui } from './groups/ui.js';
export { chrome } from './groups/chrome.js';
export { publicPages } from './groups/public-pages.js';
export { authScreens } from './groups/auth-screens.js';
export { memberArea } from './groups/member-area.js';
export { schedule } from './groups/schedule.js';
export { booking } from './groups/booking.js';
export { credits } from './groups/credits.js';
export { scheduleAdmin } from './groups/schedule-admin.js';
export { staff } from './groups/staff.js';
export { packages } from './groups/packages.js';
export { purchases } from './groups/purchases.js';
export { packagesApi } from './groups/packages-api.js';
export { storefront } from './groups/storefront.js';
export { checkoutPage } from './groups/checkout-page.js';
export { checkoutApi } from './groups/checkout-api.js';
export { myPurchases } from './groups/my-purchases.js';
export { customerAdmin } from './groups/customer-admin.js';
export { myPaymentMethods } from './groups/my-payment-methods.js';
export { myCharges } from './groups/my-charges.js';
export { paymentProviders } from './groups/payment-providers.js';
export { formsApi } from './groups/forms-api.js';
export { profileScreen } from './groups/profile-screen.js';
export { files } from './groups/files.js';
export { adminKit } from './groups/admin-kit.js';
export { desk } from './groups/desk.js';
export { deskCatalogue } from './groups/desk-catalogue.js';
export { deskCoaches } from './groups/desk-coaches.js';
export { deskContent } from './groups/desk-content.js';
export { deskLists } from './groups/desk-lists.js';
export { deskClassTypes } from './groups/desk-class-types.js';
export { deskDiscounts, deskPaymentMethods, richText } from './groups/desk-commerce.js';
export { deskSettings } from './groups/desk-settings.js';
export { deskPackages } from './groups/desk-packages.js';
export { deskVideos } from './groups/desk-videos.js';
export { deskForms } from './groups/desk-forms.js';
export { deskSchedule } from './groups/desk-schedule.js';
export { deskScheduleScreen } from './groups/desk-schedule-screen.js';
export { deskReportsScreen } from './groups/desk-reports-screen.js';
export { reports } from './groups/reports.js';
export { deskAttendance } from './groups/desk-attendance.js';
export { calendar } from './groups/calendar.js';
export { notices } from './groups/notices.js';
export { bookingNotices } from './groups/booking-notices.js';
export { deskJobs } from './groups/desk-jobs.js';
export { paymentNotices } from './groups/payment-notices.js';
