import { TEAM_ERRORS } from '@estudio/core';
import { failure, type ApiFailure } from '../../http/errors.js';

/** The refusals of the team's calls, each with its status and code. */
export const teamRefusals = {
  /** 409: the e-mail is already an admin's or the front desk's. */
  alreadyMember: (): ApiFailure => failure(TEAM_ERRORS.alreadyMember),
  /** 404: no account of that uid, or one that is not on the team. */
  notMember: (): ApiFailure => failure(TEAM_ERRORS.notFound),
  /** 409: an admin never changes her own role (she could lock herself out). */
  ownRole: (): ApiFailure => failure(TEAM_ERRORS.ownRole),
  /** 409: nor takes herself off the team. */
  ownRemoval: (): ApiFailure => failure(TEAM_ERRORS.ownRemoval),
  /** 409: the change would leave the studio with no admin. */
  lastAdmin: (): ApiFailure => failure(TEAM_ERRORS.lastAdmin),
  /** 409: with Firebase, accounts are made at Firebase; only an existing one can join the team. */
  accountRequired: (): ApiFailure => failure(TEAM_ERRORS.accountRequired),
};
