import { fill, messages } from '@estudio/core';
import type { OutgoingMail } from '../auth/mailer.js';

/**
 * The notice to the OLD address once a change of e-mail is confirmed: the
 * account now signs in with `newEmail`. Should the change not be hers, this
 * is how she learns of it, at the one address the intruder does not read.
 */
export const emailChangedMail = (oldEmail: string, newEmail: string): OutgoingMail => ({
  to: oldEmail,
  subject: messages.auth.emailChangedNoticeSubject,
  text: fill(messages.auth.emailChangedNoticeBody, { email: newEmail }),
});
