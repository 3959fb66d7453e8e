/**
 * What a customer chooses to receive (issue 17, 'Notificaciones' in 'Mi
 * Información'). Every notice to a customer names one topic; a notice with
 * none (the password reset, the e-mail change) is always sent.
 */
export const NOTICE_TOPICS = [
  /** Reservation confirmed or cancelled by her, a penalty applied. */
  'reservations',
  /** The reminder N hours before a class, with its one-tap cancel link. */
  'reminders',
  /** A place freed on a waitlist, an offer, a place booked for her by the waitlist. */
  'waitlist',
  /** The studio changed or cancelled a class she booked. */
  'classChanges',
  /** Purchase receipts, renewal receipts, a renewal that failed. */
  'payments',
  /** Credits expiring in 7 days. */
  'credits',
] as const;

export type NoticeTopic = (typeof NOTICE_TOPICS)[number];
