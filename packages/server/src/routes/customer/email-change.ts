import { and, desc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import { AUTH_ERRORS, CUSTOMER_ERRORS, fill, messages, type Routes } from '@estudio/core';
import { hashToken, randomToken } from '../../auth/tokens.js';
import type { Passwords } from '../../auth/password.js';
import type { Db } from '../../db/client.js';
import { accounts, customers, emailChanges } from '../../db/schema/index.js';
import { failure, isUniqueViolation, type ApiFailure } from '../../http/errors.js';
import type { AppServices } from '../../http/services.js';
import { emailChangedMail } from '../../notify/email-changed.mail.js';
import type { Handler } from '../handler.js';
import { updateFirebaseEmail } from './firebase-email.js';

type CustomerRow = typeof customers.$inferSelect;

/** A confirmation link works for 24 hours, once. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/** The web's screen that reads the token and confirms the change. */
export const emailConfirmLink = (origin: string, token: string): string =>
  `${origin}/confirmar-correo?token=${encodeURIComponent(token)}`;

/** 409 for an e-mail another customer or account holds (the desk's text: 'Ya existe una cuenta con ese correo electrónico.'). */
export const emailTaken = (): ApiFailure => failure(CUSTOMER_ERRORS.emailTaken);

/** A new link waits this long after the last one, so a signed-in script cannot flood an inbox. */
export const EMAIL_CHANGE_COOLDOWN_MS = 60 * 1000;

const tooSoon = (): ApiFailure =>
  failure(CUSTOMER_ERRORS.emailChangeTooSoon);

/**
 * Refuses (429) a link asked for less than a minute after her newest one,
 * used or not. Her customer row is locked first, so two requests at once
 * take turns and the second sees the first's row.
 */
const ensureCooledDown = async (db: Db, customerId: number, now: number): Promise<void> => {
  await db.select({ id: customers.customer_id }).from(customers).where(eq(customers.customer_id, customerId)).for('update');
  const [last] = await db.select({ created_at: emailChanges.created_at }).from(emailChanges)
    .where(eq(emailChanges.customer_id, customerId)).orderBy(desc(emailChanges.created_at)).limit(1);
  if (last && now - last.created_at.getTime() < EMAIL_CHANGE_COOLDOWN_MS) throw tooSoon();
};

const invalidToken = (): ApiFailure =>
  failure(AUTH_ERRORS.invalidEmailToken);

/** True when the e-mail belongs to an account or a customer other than hers. */
const takenByOther = async (db: Db, email: string, customer: Pick<CustomerRow, 'customer_id' | 'uid'>): Promise<boolean> => {
  const [account] = await db.select({ uid: accounts.uid }).from(accounts)
    .where(and(eq(accounts.email, email), ne(accounts.uid, customer.uid)));
  if (account) return true;
  const [other] = await db.select({ id: customers.customer_id }).from(customers)
    .where(and(eq(customers.email, email), ne(customers.customer_id, customer.customer_id)));
  return other !== undefined;
};

/**
 * The server's own provider: a new e-mail is how an account changes hands,
 * so a stolen session alone must not do it. 400 without her current
 * password, 403 with a wrong one (not 401: her session is fine). Firebase
 * accounts prove themselves at Firebase, which this server cannot ask.
 */
const ensurePassword = async (db: Db, uid: string, password: string | undefined, passwords: Passwords): Promise<void> => {
  if (!password) throw failure(AUTH_ERRORS.passwordRequired);
  const [account] = await db.select({ hash: accounts.password_hash }).from(accounts).where(eq(accounts.uid, uid));
  if (!account?.hash) {
    await passwords.verifyNobody(password);
    throw failure(AUTH_ERRORS.currentPasswordWrong);
  }
  if (!(await passwords.verify(password, account.hash)).ok) {
    throw failure(AUTH_ERRORS.currentPasswordWrong);
  }
};

/**
 * PUT /customer's `email`: her own e-mail again does nothing; with the
 * server's own provider it needs her current password (`ensurePassword`);
 * within a minute of her last link it is 429 (`ensureCooledDown`); one another
 * customer or account holds is 409; otherwise her e-mail stays as it is, a
 * one-time token (hashed at rest, 24 hours) replaces any earlier pending
 * change, and the NEW address gets the link. All in the request's
 * transaction, so a refused update neither records nor sends anything.
 */
export const requestEmailChange = async (
  db: Db,
  input: { customer: CustomerRow; email: string; currentPassword: string | undefined; origin: string; now: number; services: AppServices },
): Promise<void> => {
  const email = input.email.toLowerCase();
  if (email === input.customer.email.toLowerCase()) return;
  if (input.services.identity === 'server') await ensurePassword(db, input.customer.uid, input.currentPassword, input.services.passwords);
  await ensureCooledDown(db, input.customer.customer_id, input.now);
  if (await takenByOther(db, email, input.customer)) throw emailTaken();
  const token = randomToken(32);
  await db.delete(emailChanges).where(and(eq(emailChanges.customer_id, input.customer.customer_id), isNull(emailChanges.used_at)));
  await db.insert(emailChanges).values({
    token_hash: hashToken(token),
    customer_id: input.customer.customer_id,
    email,
    expires_at: new Date(input.now + EMAIL_CHANGE_TTL_MS),
    created_at: new Date(input.now),
  });
  await input.services.mailer.send(db, {
    to: email,
    subject: messages.auth.emailChangeSubject,
    text: fill(messages.auth.emailChangeBody, { link: emailConfirmLink(input.origin, token) }),
  });
};

/**
 * The pending e-mail of each customer: her newest change not confirmed yet
 * and, given `now`, not expired.
 */
export const pendingEmailsOf = async (db: Db, customerIds: readonly number[], now?: number): Promise<Map<number, string>> => {
  if (customerIds.length === 0) return new Map();
  const live = and(
    inArray(emailChanges.customer_id, [...customerIds]),
    isNull(emailChanges.used_at),
    now === undefined ? undefined : gt(emailChanges.expires_at, new Date(now)),
  );
  const rows = await db.select({ customer_id: emailChanges.customer_id, email: emailChanges.email })
    .from(emailChanges).where(live).orderBy(desc(emailChanges.created_at));
  const pending = new Map<number, string>();
  for (const row of rows) if (!pending.has(row.customer_id)) pending.set(row.customer_id, row.email);
  return pending;
};

/** Consumes a live token once: the change it names, or null when it is unknown, used or expired. */
const consume = async (db: Db, token: string, now: number) => {
  const [change] = await db.update(emailChanges)
    .set({ used_at: new Date(now) })
    .where(and(eq(emailChanges.token_hash, hashToken(token)), isNull(emailChanges.used_at), gt(emailChanges.expires_at, new Date(now))))
    .returning();
  return change ?? null;
};

/** Moves the customer and her sign-in account to the new e-mail; a lost race on either unique column is the same 409. */
const moveEmail = async (db: Db, customer: CustomerRow, email: string): Promise<void> => {
  try {
    await db.update(customers).set({ email }).where(eq(customers.customer_id, customer.customer_id));
    await db.update(accounts).set({ email }).where(eq(accounts.uid, customer.uid));
  } catch (error) {
    throw isUniqueViolation(error) ? emailTaken() : error;
  }
};

/**
 * POST /customer/email/confirm (public: the token is the credential). In
 * the request's transaction: the token is consumed, the address is checked
 * again (taken meanwhile: 409), the customer's and the account's e-mail
 * change, and with IDENTITY=firebase Firebase's user too, last, so a refusal
 * there rolls everything back; the OLD address is told (`emailChangedMail`). Her sessions stay signed in (tokens name her
 * uid). Answers no customer data: anyone holding the link may call it.
 */
const confirm: Handler<Routes['customerEmailConfirm']> = async ({ db, body, now, services }) => {
  const change = await consume(db, body.token, now);
  if (!change) throw invalidToken();
  const [customer] = await db.select().from(customers).where(eq(customers.customer_id, change.customer_id)).for('update');
  if (!customer) throw invalidToken();
  if (await takenByOther(db, change.email, customer)) throw emailTaken();
  await moveEmail(db, customer, change.email);
  if (services.identity === 'firebase') await updateFirebaseEmail(services.firebase, customer.uid, change.email);
  // In the same transaction: the old address hears of it exactly when the change is kept.
  await services.mailer.send(db, emailChangedMail(customer.email, change.email));
  return { ok: true, message: messages.auth.emailChanged };
};

/** The e-mail change's public route. */
export const emailChangeHandlers = { customerEmailConfirm: confirm };
