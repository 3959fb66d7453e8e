/** The codes of the booking refusals that neither the schedule's nor the credits' errors cover. */
export const BOOKING_CODES = {
  penalty: 'reservation/penalty',
  packageBound: 'reservation/package-bound',
  otherCustomer: 'reservation/other-customer',
  customerRequired: 'reservation/customer-required',
} as const;
