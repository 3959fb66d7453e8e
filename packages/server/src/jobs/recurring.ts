import type { RecurringJob } from './job.js';
import { remindersJob } from './reminders.js';
import { waitlistOffersJob } from './waitlist-offers.js';
import { renewalsJob } from './renewals.js';
import { expiringCreditsJob } from './expiring-credits.js';
import { abandonedPaymentsJob } from './abandoned-payments.js';

/**
 * Every job that runs by itself (issue 17). Each area adds its job here, one
 * line each; the server registers them all with its queue at start.
 */
export const RECURRING_JOBS: readonly RecurringJob[] = [
  remindersJob,
  renewalsJob,
  expiringCreditsJob,
  abandonedPaymentsJob,
  waitlistOffersJob,
];
