import { AUTH_ERRORS, CUSTOMER_ERRORS, FILE_ERRORS, errorOf } from '../api/errors.js';
import type { FileRef } from '../api/schemas/common.schemas.js';
import type { Customer } from '../api/schemas/customer.schemas.js';
import { err, ok, type AppError, type Result } from '../shared/result.js';
import type { FakeApiContext } from './fake-api.customer.js';
import type { FakeEmailChange } from './fake-api.store.js';

/**
 * What an e-mail change asks of a provider that keeps the passwords itself,
 * as the server's own does (FakeIdentity answers it). Without one, the fake
 * acts like the server with Firebase: no current password is asked for.
 */
export interface FakeAccounts {
  /** True when `password` is the password of the account `uid`. */
  passwordMatches(uid: string, password: string): boolean;
  /** The uid of the account that signs in with this e-mail, if any. */
  uidOf(email: string): string | undefined;
  /** Moves an account to a new e-mail: she signs in with it from now on. */
  moveEmail(uid: string, email: string): void;
}

/** A new link waits this long after her last one (the server's cooldown). */
const EMAIL_CHANGE_COOLDOWN_MS = 60 * 1000;

/** When each change of this fake was asked for; changes a test seeds directly have no time and never hold a new one back. */
const askedAt = new WeakMap<FakeEmailChange, number>();

/** The failures of an e-mail change and of a profile photo, with the server's codes and texts. */
export const emailChangeErrors = {
  emailTaken: (): AppError => errorOf(CUSTOMER_ERRORS.emailTaken),
  invalidToken: (): AppError => errorOf(AUTH_ERRORS.invalidEmailToken),
  passwordRequired: (): AppError => errorOf(AUTH_ERRORS.passwordRequired),
  wrongPassword: (): AppError => errorOf(AUTH_ERRORS.currentPasswordWrong),
  tooSoon: (): AppError => errorOf(CUSTOMER_ERRORS.emailChangeTooSoon),
  photoNotFound: (): AppError => errorOf(FILE_ERRORS.photoNotFound),
  photoNotImage: (): AppError => errorOf(FILE_ERRORS.photoNotImage),
};

/** PUT /customer's `file_id`, as the server checks it: an image of the fake's files that she uploaded. */
export const ownPhoto = (ctx: FakeApiContext, customer: Customer, fileId: number): Result<FileRef> => {
  const file = ctx.state.files.find((candidate) => candidate.file_id === fileId && candidate.customer_id === customer.customer_id);
  if (!file) return err(emailChangeErrors.photoNotFound());
  if (!file.type.startsWith('image/')) return err(emailChangeErrors.photoNotImage());
  return ok({ file_id: file.file_id, name: file.name, type: file.type, src: file.src });
};

/** The provider's accounts when it keeps passwords itself (see FakeAccounts), else null. */
const accountsOf = (ctx: FakeApiContext): FakeAccounts | null => {
  const identity = ctx.identity;
  return identity?.passwordMatches && identity.uidOf && identity.moveEmail ? (identity as FakeAccounts) : null;
};

/** True when another customer, or an account other than hers, holds the e-mail. */
const takenByOther = (ctx: FakeApiContext, email: string, customer: Customer): boolean => {
  const account = accountsOf(ctx)?.uidOf(email);
  if (account !== undefined && account !== customer.uid) return true;
  return ctx.state.customers.some((c) => c.email.toLowerCase() === email && c.customer_id !== customer.customer_id);
};

const askedTooSoon = (ctx: FakeApiContext, customer: Customer): boolean => {
  const last = ctx.state.emailChanges.findLast((change) => change.customer_id === customer.customer_id && askedAt.has(change));
  return last !== undefined && ctx.clock.now() - (askedAt.get(last) ?? 0) < EMAIL_CHANGE_COOLDOWN_MS;
};

/**
 * PUT /customer's `email`, checked in the server's order: hers again is no
 * change (null); with a provider that keeps passwords her current one is
 * needed (400 without, 403 wrong); a minute must pass since her last link
 * (429); another customer's or account's e-mail is 409. Answers the e-mail
 * to record with `recordEmailChange`.
 */
export const checkEmailChange = (ctx: FakeApiContext, customer: Customer, email: string, password: string | undefined): Result<string | null> => {
  const wanted = email.toLowerCase();
  if (wanted === customer.email.toLowerCase()) return ok(null);
  const accounts = accountsOf(ctx);
  if (accounts !== null && !password) return err(emailChangeErrors.passwordRequired());
  if (accounts !== null && !accounts.passwordMatches(customer.uid, password ?? '')) return err(emailChangeErrors.wrongPassword());
  if (askedTooSoon(ctx, customer)) return err(emailChangeErrors.tooSoon());
  return takenByOther(ctx, wanted, customer) ? err(emailChangeErrors.emailTaken()) : ok(wanted);
};

/** Records a checked change: her e-mail stays, `pending_email` holds the new one, and only the newest link works. */
export const recordEmailChange = (ctx: FakeApiContext, customer: Customer, wanted: string): void => {
  for (const change of ctx.state.emailChanges) if (change.customer_id === customer.customer_id) change.used = true;
  const change = { token: `cambio-de-correo-${ctx.state.emailChanges.length + 1}`, customer_id: customer.customer_id, email: wanted, used: false };
  askedAt.set(change, ctx.clock.now());
  ctx.state.emailChanges.push(change);
  customer.pending_email = wanted;
};

/** POST /customer/email/confirm: a live token moves her e-mail and her account's, once; anyone may call it. */
export const confirmEmailChange = (ctx: FakeApiContext, token: string): Result<void> => {
  const change = ctx.state.emailChanges.find((candidate) => candidate.token === token && !candidate.used);
  const customer = change && ctx.state.customers.find((c) => c.customer_id === change.customer_id);
  if (!change || !customer) return err(emailChangeErrors.invalidToken());
  if (takenByOther(ctx, change.email, customer)) return err(emailChangeErrors.emailTaken());
  change.used = true;
  customer.email = change.email;
  customer.pending_email = null;
  accountsOf(ctx)?.moveEmail(customer.uid, change.email);
  return ok(undefined);
};
