import { eq } from 'drizzle-orm';
import { messages, type Routes } from '@estudio/core';
import { findAccountByEmail } from '../../auth/accounts.js';
import { hashPassword } from '../../auth/password.js';
import { requestPasswordReset } from '../../auth/password-resets.js';
import { randomToken } from '../../auth/tokens.js';
import type { Db } from '../../db/client.js';
import { accounts, customers } from '../../db/schema/index.js';
import { failure, isUniqueViolation, type ApiFailure } from '../../http/errors.js';
import { providerDisabled } from '../auth.js';
import { findCustomerViews } from '../customer-view.js';
import type { Handler } from '../handler.js';

const emailTaken = (): ApiFailure => failure(409, 'customer/email-taken', messages.customerAdmin.emailTaken);
const phoneInUse = (): ApiFailure => failure(409, 'customer/phone-in-use', messages.auth.duplicatePhone);

/** True when an account or a customer already holds the e-mail. */
const emailInUse = async (db: Db, email: string): Promise<boolean> => {
  if (await findAccountByEmail(db, email)) return true;
  const [row] = await db.select({ id: customers.customer_id }).from(customers).where(eq(customers.email, email));
  return row !== undefined;
};

/** The name of the constraint a database error broke, wrapped or not (PostgreSQL and PGlite both report it). */
const constraintOf = (error: unknown): string => {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const { constraint } = current as { constraint?: unknown };
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return '';
};

/** The 409 of a unique violation: the phone, or else the e-mail, another request took meanwhile. */
const conflictOf = (error: unknown): ApiFailure => (constraintOf(error).includes('phone') ? phoneInUse() : emailTaken());

/**
 * POST /customer (admin): the front desk registers a customer. Like a
 * sign-up, it makes her identity account and her customer row; her password
 * is random and never told to anyone (hashed like any other), and she gets
 * the password-recovery e-mail (the outbox, as /customer/recover sends it)
 * to choose her own. A taken e-mail or phone is 409 and writes nothing. With
 * IDENTITY=firebase accounts live at Firebase: 404 auth/provider-disabled.
 */
const create: Handler<Routes['customerCreate']> = async ({ db, body, services, now, origin }) => {
  if (services.identity === 'firebase') throw providerDisabled();
  const email = body.email.toLowerCase();
  if (await emailInUse(db, email)) throw emailTaken();
  const [phoneHolder] = await db.select({ id: customers.customer_id }).from(customers).where(eq(customers.phone, body.phone));
  if (phoneHolder) throw phoneInUse();
  const uid = randomToken(21);
  const passwordHash = await hashPassword(randomToken(32));
  try {
    await db.insert(accounts).values({ uid, email, password_hash: passwordHash, role: 'customer', created_at: new Date(now) });
    await db.insert(customers).values({
      uid, email, name: body.name, last_name: body.last_name, phone: body.phone, birthdate: body.birthdate ?? null,
      created_at: new Date(now), updated_at: new Date(now),
    });
  } catch (error) {
    // A concurrent request took the e-mail or the phone after the checks above.
    if (isUniqueViolation(error)) throw conflictOf(error);
    throw error;
  }
  await requestPasswordReset(db, { email, origin, now, mailer: services.mailer });
  const [customer] = await findCustomerViews(db, eq(customers.uid, uid));
  if (!customer) throw new Error('The new customer was not written');
  return { customer };
};

/** Registering a customer at the desk. */
export const customerCreateHandlers = { customerCreate: create };
