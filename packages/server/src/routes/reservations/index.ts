import { attendanceHandlers } from './attendance.js';
import { cancelHandlers } from './cancel.js';
import { cancelLinkHandlers } from './cancel-link.js';
import { deskCancelHandlers } from './desk-cancel.js';
import { listHandlers } from './lists.js';
import { memberEditHandlers } from './member-edits.js';
import { promoteHandlers } from './promote.js';
import { waitlistOfferHandlers } from './waitlist-offer.js';
import { reserveHandlers } from './reserve.js';
import { waitlistReadHandlers } from './waitlist-read.js';
import { waitlistWriteHandlers } from './waitlist-write.js';

/** Reservations and the waitlist (spec 7): the member's calls, the team's (the desk's cancel, check-in, moving someone in from the waitlist). */
export const reservationHandlers = {
  ...listHandlers,
  ...reserveHandlers,
  ...cancelHandlers,
  ...cancelLinkHandlers,
  ...deskCancelHandlers,
  ...memberEditHandlers,
  ...attendanceHandlers,
  ...waitlistReadHandlers,
  ...waitlistWriteHandlers,
  ...promoteHandlers,
  ...waitlistOfferHandlers,
};
