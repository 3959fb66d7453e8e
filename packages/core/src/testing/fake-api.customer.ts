import type { z } from 'zod';
import {
  CustomerSignupBody,
  CustomerUpdateBody,
  Phone,
  type Customer,
} from '../api/schemas/customer.schemas.js';
import type { CustomerApi } from '../ports/api.ports.js';
import type { ClockPort } from '../ports/clock.ports.js';
import type { IdentityPort } from '../ports/identity.ports.js';
import { err, ok, type Result } from '../shared/result.js';
import { apiErrors, clone, type FailureQueue, type FakeApiCall, type FakeApiState } from './fake-api.store.js';
import { checkedAddress, mergeCustomValues } from './fake-api.custom-values.js';
import { confirmEmailChange, ownPhoto, requestEmailChange } from './fake-api.email-change.js';

/** What the fake's resource APIs share. */
export interface FakeApiContext {
  readonly state: FakeApiState;
  readonly failures: FailureQueue;
  readonly identity: Pick<IdentityPort, 'currentUser'> | undefined;
  /** The server's clock. */
  readonly clock: ClockPort;
}

/** Answers a call: a queued failure first, else the real answer. */
export const answer = async <T>(ctx: FakeApiContext, call: FakeApiCall, run: () => Result<T>): Promise<Result<T>> =>
  ctx.failures.take<T>(call) ?? run();

/** The signed-in user's customer record as stored, or the failure the server answers. */
export const storedCustomer = (ctx: FakeApiContext): Result<Customer> => {
  const user = ctx.identity?.currentUser() ?? null;
  if (user === null) return err(apiErrors.unauthorized());
  const customer = ctx.state.customers.find((c) => c.uid === user.uid);
  return customer === undefined ? err(apiErrors.customerNotFound()) : ok(customer);
};

/** A customer as GET /customer answers it, with accepted pages read from the shared list. */
const present = (ctx: FakeApiContext, customer: Customer): Customer => ({
  ...clone(customer),
  accepted_pages: ctx.state.acceptedPages
    .filter((a) => a.customer_id === customer.customer_id)
    .map((a) => ({ page_id: a.page_id })),
});

const phoneTaken = (ctx: FakeApiContext, phone: string, exceptId?: number): boolean =>
  ctx.state.customers.some((c) => c.phone === phone && c.customer_id !== exceptId);

const nextCustomerId = (ctx: FakeApiContext): number =>
  ctx.state.customers.reduce((max, c) => Math.max(max, c.customer_id), 0) + 1;

const newCustomer = (ctx: FakeApiContext, body: z.output<typeof CustomerSignupBody>): Result<Customer> => {
  const user = ctx.identity?.currentUser() ?? null;
  if (user === null) return err(apiErrors.unauthorized());
  if (ctx.state.customers.some((c) => c.uid === user.uid)) return err(apiErrors.customerExists());
  if (phoneTaken(ctx, body.phone)) return err(apiErrors.duplicatePhone());
  const customer: Customer = {
    customer_id: nextCustomerId(ctx),
    uid: user.uid,
    name: body.name,
    last_name: body.last_name,
    email: user.email,
    phone: body.phone,
    instagram: body.instagram ?? null,
    birthdate: body.birthdate ?? null,
    signup_reason: body.signup_reason ?? null,
    other: body.other ?? null,
    file: null,
    address: null,
    has_unlimited: false,
    unlimited_membership_expiration: null,
    role: 'customer',
    accepted_pages: [],
    purchases: [],
  };
  ctx.state.customers.push(customer);
  for (const page_id of body.accepted_pages ?? []) {
    ctx.state.acceptedPages.push({ page_id, customer_id: customer.customer_id });
  }
  return ok(present(ctx, customer));
};

const updateCustomer = (ctx: FakeApiContext, input: unknown): Result<Customer> => {
  const found = storedCustomer(ctx);
  if (!found.ok) return found;
  const parsed = CustomerUpdateBody.safeParse(input);
  if (!parsed.success) return err(apiErrors.invalidBody(parsed.error));
  const { customer_id: _ignored, address, custom_values: sentValues, email, file_id: fileId, ...fields } = parsed.data;
  if (fields.phone !== undefined && phoneTaken(ctx, fields.phone, found.value.customer_id)) {
    return err(apiErrors.duplicatePhone());
  }
  const checkedAddressResult = address === undefined ? ok(undefined) : checkedAddress(address);
  if (!checkedAddressResult.ok) return checkedAddressResult;
  const customValues = sentValues === undefined ? ok(undefined) : mergeCustomValues(ctx, found.value, sentValues);
  if (!customValues.ok) return customValues;
  const photo = fileId === undefined || fileId === null ? ok(null) : ownPhoto(ctx, found.value, fileId);
  if (!photo.ok) return photo;
  const emailChange = email === undefined ? ok(undefined) : requestEmailChange(ctx, found.value, email);
  if (!emailChange.ok) return emailChange;
  Object.assign(found.value, fields);
  if (fileId !== undefined) found.value.file = photo.value;
  if (address !== undefined) found.value.address = { ...found.value.address, ...address };
  if (customValues.value !== undefined) found.value.custom_values = customValues.value;
  return ok(present(ctx, found.value));
};

/** The customer calls of spec 7, over the fake's state, answering like the server. */
export const createFakeCustomerApi = (ctx: FakeApiContext): CustomerApi => ({
  current: () =>
    answer(ctx, 'customer.current', () => {
      const found = storedCustomer(ctx);
      return found.ok ? ok(present(ctx, found.value)) : found;
    }),
  update: (body) => answer(ctx, 'customer.update', () => updateCustomer(ctx, body)),
  signup: (body) =>
    answer(ctx, 'customer.signup', () => {
      const parsed = CustomerSignupBody.safeParse(body);
      return parsed.success ? newCustomer(ctx, parsed.data) : err(apiErrors.invalidBody(parsed.error));
    }),
  phoneAvailable: (phone) =>
    answer(ctx, 'customer.phoneAvailable', () => {
      const parsed = Phone.safeParse(phone);
      return parsed.success ? ok(!phoneTaken(ctx, parsed.data)) : err(apiErrors.invalidPhone());
    }),
  recover: (email) =>
    answer(ctx, 'customer.recover', () => {
      ctx.state.recoveries.push(email.trim().toLowerCase());
      return ok(undefined);
    }),
  confirmEmail: (token) => answer(ctx, 'customer.confirmEmail', () => confirmEmailChange(ctx, token)),
});
