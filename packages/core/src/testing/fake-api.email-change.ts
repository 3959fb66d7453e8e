import type { FileRef } from '../api/schemas/common.schemas.js';
import type { Customer } from '../api/schemas/customer.schemas.js';
import { messages } from '../messages/index.js';
import { CUSTOMER_EMAIL_CODES } from '../profile/profile.model.js';
import { appError, err, ok, type AppError, type Result } from '../shared/result.js';
import type { FakeApiContext } from './fake-api.customer.js';

/** The failures of an e-mail change and of a profile photo, with the server's codes and texts. */
export const emailChangeErrors = {
  emailTaken: (): AppError => appError(CUSTOMER_EMAIL_CODES.emailTaken, messages.customerAdmin.emailTaken, 409),
  invalidToken: (): AppError => appError(CUSTOMER_EMAIL_CODES.invalidEmailToken, messages.auth.emailChangeLinkInvalid, 400),
  photoNotFound: (): AppError => appError(CUSTOMER_EMAIL_CODES.photoNotFound, messages.profile.photoNotFound, 404),
  photoNotImage: (): AppError => appError(CUSTOMER_EMAIL_CODES.photoNotImage, messages.profile.photoNotImage, 400),
};

/** PUT /customer's `file_id`, as the server checks it: an image of the fake's files that she uploaded. */
export const ownPhoto = (ctx: FakeApiContext, customer: Customer, fileId: number): Result<FileRef> => {
  const file = ctx.state.files.find((candidate) => candidate.file_id === fileId && candidate.customer_id === customer.customer_id);
  if (!file) return err(emailChangeErrors.photoNotFound());
  if (!file.type.startsWith('image/')) return err(emailChangeErrors.photoNotImage());
  return ok({ file_id: file.file_id, name: file.name, type: file.type, src: file.src });
};

const takenByOther = (ctx: FakeApiContext, email: string, customerId: number): boolean =>
  ctx.state.customers.some((c) => c.email.toLowerCase() === email && c.customer_id !== customerId);

/**
 * PUT /customer's `email`, as the server does it: hers again changes nothing;
 * another customer's is 409; otherwise the e-mail stays, `pending_email`
 * holds the new one and a link token is recorded (earlier ones stop working).
 */
export const requestEmailChange = (ctx: FakeApiContext, customer: Customer, email: string): Result<void> => {
  const wanted = email.trim().toLowerCase();
  if (wanted === customer.email.toLowerCase()) return ok(undefined);
  if (takenByOther(ctx, wanted, customer.customer_id)) return err(emailChangeErrors.emailTaken());
  for (const change of ctx.state.emailChanges) if (change.customer_id === customer.customer_id) change.used = true;
  const token = `cambio-de-correo-${ctx.state.emailChanges.length + 1}`;
  ctx.state.emailChanges.push({ token, customer_id: customer.customer_id, email: wanted, used: false });
  customer.pending_email = wanted;
  return ok(undefined);
};

/** POST /customer/email/confirm: a live token changes the e-mail, once; anyone may call it. */
export const confirmEmailChange = (ctx: FakeApiContext, token: string): Result<void> => {
  const change = ctx.state.emailChanges.find((candidate) => candidate.token === token && !candidate.used);
  const customer = change && ctx.state.customers.find((c) => c.customer_id === change.customer_id);
  if (!change || !customer) return err(emailChangeErrors.invalidToken());
  if (takenByOther(ctx, change.email, customer.customer_id)) return err(emailChangeErrors.emailTaken());
  change.used = true;
  customer.email = change.email;
  customer.pending_email = null;
  return ok(undefined);
};
