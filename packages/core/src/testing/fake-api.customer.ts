import { CUSTOMER_ERRORS, REQUEST_ERRORS, errorOf, type ErrorEntry } from '../api/errors.js';
import { z } from 'zod';
import {
  CustomerSignupBody,
  CustomerUpdateBody,
  EmailConfirmBody,
  PhoneQuery,
  RecoverBody,
  type Customer,
} from '../api/schemas/customer.schemas.js';
import { fill, messages } from '../messages/index.js';
import type { CustomerApi } from '../ports/api.ports.js';
import type { ClockPort } from '../ports/clock.ports.js';
import type { IdentityPort, IdentityUser } from '../ports/identity.ports.js';
import { err, ok, type AppError, type Result } from '../shared/result.js';
import { apiErrors, clone, type FailureQueue, type FakeApiCall, type FakeApiState } from './fake-api.store.js';
import { checkedAddress, mergeCustomValues } from './fake-api.custom-values.js';
import { checkEmailChange, confirmEmailChange, ownPhoto, recordEmailChange, type FakeAccounts } from './fake-api.email-change.js';

/** What the fake's resource APIs share. */
export interface FakeApiContext {
  readonly state: FakeApiState;
  readonly failures: FailureQueue;
  /** Whose calls these are; a provider that keeps passwords itself (FakeIdentity) also answers `FakeAccounts`. */
  readonly identity: (Pick<IdentityPort, 'currentUser'> & Partial<FakeAccounts>) | undefined;
  /** The server's clock. */
  readonly clock: ClockPort;
}

/** Answers a call: a queued failure first, else the real answer. */
export const answer = async <T>(ctx: FakeApiContext, call: FakeApiCall, run: () => Result<T>): Promise<Result<T>> =>
  ctx.failures.take<T>(call) ?? run();

/** The server's refusals of the customer calls, with its codes and texts. */
const customerErrors = {
  /** No bearer token: what the HTTP client sends when nobody is signed in. */
  signedOut: apiErrors.signedOut,
  notFound: apiErrors.customerNotFound,
  phoneInUse: (): AppError => errorOf(CUSTOMER_ERRORS.phoneInUse),
  alreadyExists: (): AppError => errorOf(CUSTOMER_ERRORS.alreadyExists),
};

/** zod's Spanish texts, as the server parses with them. */
const spanish = z.locales.es().localeError;

/**
 * Parses a body (or a query) with the route's schema as the server does: a
 * refusal is 400 with the first problem, 'Revisa el campo: {key}. {text}'.
 */
export const parsedInput = <S extends z.ZodType>(
  schema: S,
  input: unknown,
  entry: ErrorEntry = REQUEST_ERRORS.invalidBody,
): Result<z.output<S>> => {
  const parsed = schema.safeParse(input, { error: spanish });
  if (parsed.success) return ok(parsed.data);
  const [first] = parsed.error.issues;
  const label = first?.path.map(String).join('.');
  return err(errorOf(entry, first && label ? `${fill(messages.common.invalidField, { label })}. ${first.message}` : undefined));
};

/** The signed-in user, or the server's 401 to a call without a token. */
export const signedInUser = (ctx: FakeApiContext): Result<IdentityUser> => {
  const user = ctx.identity?.currentUser() ?? null;
  return user === null ? err(customerErrors.signedOut()) : ok(user);
};

/** The signed-in user's customer record as stored, or the failure the server answers. */
export const storedCustomer = (ctx: FakeApiContext): Result<Customer> => {
  const user = signedInUser(ctx);
  if (!user.ok) return user;
  const customer = ctx.state.customers.find((c) => c.uid === user.value.uid);
  return customer === undefined ? err(customerErrors.notFound()) : ok(customer);
};

/** A customer as GET /customer answers it, with accepted pages read from the shared list. */
const present = (ctx: FakeApiContext, customer: Customer): Customer => ({
  ...clone(customer),
  custom_values: clone(customer.custom_values ?? []),
  pending_email: customer.pending_email ?? null,
  accepted_pages: ctx.state.acceptedPages
    .filter((a) => a.customer_id === customer.customer_id)
    .map((a) => ({ page_id: a.page_id })),
});

const phoneTaken = (ctx: FakeApiContext, phone: string, exceptId?: number): boolean =>
  ctx.state.customers.some((c) => c.phone === phone && c.customer_id !== exceptId);

const nextCustomerId = (ctx: FakeApiContext): number =>
  ctx.state.customers.reduce((max, c) => Math.max(max, c.customer_id), 0) + 1;

const newCustomer = (ctx: FakeApiContext, user: IdentityUser, body: z.output<typeof CustomerSignupBody>): Result<Customer> => {
  if (ctx.state.customers.some((c) => c.uid === user.uid)) return err(customerErrors.alreadyExists());
  if (phoneTaken(ctx, body.phone)) return err(customerErrors.phoneInUse());
  const { accepted_pages: accepted = [], ...fields } = body;
  const customer: Customer = {
    customer_id: nextCustomerId(ctx),
    uid: user.uid,
    email: user.email,
    instagram: null,
    birthdate: null,
    signup_reason: null,
    other: null,
    ...fields,
    file: null,
    address: null,
    has_unlimited: false,
    unlimited_membership_expiration: null,
    role: 'customer',
    accepted_pages: [],
    purchases: [],
    custom_values: [],
    pending_email: null,
    created_at: new Date(ctx.clock.now()).toISOString(),
  };
  ctx.state.customers.push(customer);
  // The server records the pages that exist and skips the others.
  for (const page of ctx.state.pages.filter((p) => accepted.includes(p.page_id))) {
    ctx.state.acceptedPages.push({ page_id: page.page_id, customer_id: customer.customer_id });
  }
  return ok(present(ctx, customer));
};

/** PUT /customer in the server's order: every check before any write, so a refusal changes nothing. */
const updateCustomer = (ctx: FakeApiContext, input: unknown): Result<Customer> => {
  const user = signedInUser(ctx);
  if (!user.ok) return user;
  const parsed = parsedInput(CustomerUpdateBody, input);
  if (!parsed.ok) return parsed;
  const found = storedCustomer(ctx);
  if (!found.ok) return found;
  const { customer_id: _ignored, address, custom_values: sentValues, email, current_password: password, file_id: fileId, ...fields } = parsed.value;
  const checkedAddressResult = address === undefined ? ok(undefined) : checkedAddress(address);
  if (!checkedAddressResult.ok) return checkedAddressResult;
  const photo = fileId === undefined || fileId === null ? ok(null) : ownPhoto(ctx, found.value, fileId);
  if (!photo.ok) return photo;
  if (fields.phone !== undefined && phoneTaken(ctx, fields.phone, found.value.customer_id)) return err(customerErrors.phoneInUse());
  const emailChange = email === undefined ? ok(null) : checkEmailChange(ctx, found.value, email, password);
  if (!emailChange.ok) return emailChange;
  const customValues = sentValues === undefined ? ok(undefined) : mergeCustomValues(ctx, found.value, sentValues);
  if (!customValues.ok) return customValues;
  if (emailChange.value !== null) recordEmailChange(ctx, found.value, emailChange.value);
  Object.assign(found.value, fields);
  if (fileId !== undefined) found.value.file = photo.value;
  if (address !== undefined) found.value.address = { ...found.value.address, ...address };
  if (customValues.value !== undefined) found.value.custom_values = customValues.value;
  return ok(present(ctx, found.value));
};

/** The customer calls of spec 7, over the fake's state, answering like the server (the customer contract holds both to it). */
export const createFakeCustomerApi = (ctx: FakeApiContext): CustomerApi => ({
  current: () =>
    answer(ctx, 'customer.current', () => {
      const found = storedCustomer(ctx);
      return found.ok ? ok(present(ctx, found.value)) : found;
    }),
  update: (body) => answer(ctx, 'customer.update', () => updateCustomer(ctx, body)),
  signup: (body) =>
    answer(ctx, 'customer.signup', () => {
      const user = signedInUser(ctx);
      if (!user.ok) return user;
      const parsed = parsedInput(CustomerSignupBody, body);
      return parsed.ok ? newCustomer(ctx, user.value, parsed.value) : parsed;
    }),
  phoneAvailable: (phone) =>
    answer(ctx, 'customer.phoneAvailable', () => {
      const parsed = parsedInput(PhoneQuery, { phone }, REQUEST_ERRORS.invalidQuery);
      return parsed.ok ? ok(!phoneTaken(ctx, parsed.value.phone)) : parsed;
    }),
  recover: (email) =>
    answer(ctx, 'customer.recover', () => {
      const parsed = parsedInput(RecoverBody, { email });
      if (!parsed.ok) return parsed;
      ctx.state.recoveries.push(parsed.value.email);
      return ok(undefined);
    }),
  confirmEmail: (token) =>
    answer(ctx, 'customer.confirmEmail', () => {
      const parsed = parsedInput(EmailConfirmBody, { token });
      return parsed.ok ? confirmEmailChange(ctx, parsed.value.token) : parsed;
    }),
});
