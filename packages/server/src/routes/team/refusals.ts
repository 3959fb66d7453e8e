import { messages } from '@estudio/core';
import { failure, type ApiFailure } from '../../http/errors.js';

/** The refusals of the team's calls, each with its status and code. */
export const teamRefusals = {
  /** 409: the e-mail is already an admin's or the front desk's. */
  alreadyMember: (): ApiFailure => failure(409, 'team/already-member', messages.desk.alreadyMember),
  /** 404: no account of that uid, or one that is not on the team. */
  notMember: (): ApiFailure => failure(404, 'team/not-found', messages.desk.notMember),
  /** 409: an admin never changes her own role (she could lock herself out). */
  ownRole: (): ApiFailure => failure(409, 'team/own-role', messages.desk.ownRole),
  /** 409: nor takes herself off the team. */
  ownRemoval: (): ApiFailure => failure(409, 'team/own-removal', messages.desk.ownRemoval),
  /** 409: the change would leave the studio with no admin. */
  lastAdmin: (): ApiFailure => failure(409, 'team/last-admin', messages.desk.lastAdmin),
  /** 409: with Firebase, accounts are made at Firebase; only an existing one can join the team. */
  accountRequired: (): ApiFailure => failure(409, 'team/account-required', messages.desk.accountRequired),
};
