import { messages } from '../../messages/index.js';
import { entry, type ErrorArea } from './entry.js';

/** The studio's team (admins and the front desk). */
export const TEAM_ERRORS = {
  alreadyMember: entry('team/already-member', 409, () => messages.desk.alreadyMember),
  notFound: entry('team/not-found', 404, () => messages.desk.notMember),
  ownRole: entry('team/own-role', 409, () => messages.desk.ownRole),
  ownRemoval: entry('team/own-removal', 409, () => messages.desk.ownRemoval),
  lastAdmin: entry('team/last-admin', 409, () => messages.desk.lastAdmin),
  accountRequired: entry('team/account-required', 409, () => messages.desk.accountRequired),
} as const satisfies ErrorArea;
