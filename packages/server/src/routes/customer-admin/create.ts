import { eq } from 'drizzle-orm';
import { CUSTOMER_ERRORS, type Role, type Routes } from '@estudio/core';
import { recordTeamAction } from '../../audit/record.js';
import { findAccountByEmail } from '../../auth/accounts.js';
import { requestPasswordReset } from '../../auth/password-resets.js';
import { randomToken } from '../../auth/tokens.js';
import type { Db } from '../../db/client.js';
import { accounts, customers } from '../../db/schema/index.js';
import { failure, isUniqueViolation, type ApiFailure } from '../../http/errors.js';
import { providerDisabled } from '../auth.js';
import { findCustomerViews } from '../customer-view.js';
import type { Handler, HandlerContext } from '../handler.js';

const emailTaken = (): ApiFailure => failure(CUSTOMER_ERRORS.emailTaken);
const phoneInUse = (): ApiFailure => failure(CUSTOMER_ERRORS.phoneInUse);

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

/** A person the team registers: who she is and her role. */
export interface NewPerson {
  readonly email: string;
  readonly name: string;
  readonly last_name: string;
  readonly phone: string | null;
  readonly birthdate: string | null;
  readonly role: Role;
}

/**
 * Registers a person as a sign-up would, but without her: her identity
 * account, with no password until she chooses one (sign-in answers
 * `auth/password-not-set` meanwhile, and 'Equipo' shows a team member as
 * invited), and her customer record, then the password-recovery e-mail (the
 * outbox, as /customer/recover sends it) to choose her own password. A taken
 * e-mail or phone is a thrown 409, so the request writes nothing. Server
 * identity only: with Firebase, accounts are made at Firebase. Answers the
 * new account's uid.
 */
export const registerPerson = async (
  { db, services, now, origin }: Pick<HandlerContext<Routes['customerCreate']>, 'db' | 'services' | 'now' | 'origin'>,
  person: NewPerson,
): Promise<string> => {
  const email = person.email.toLowerCase();
  if (await emailInUse(db, email)) throw emailTaken();
  if (person.phone !== null) {
    const [phoneHolder] = await db.select({ id: customers.customer_id }).from(customers).where(eq(customers.phone, person.phone));
    if (phoneHolder) throw phoneInUse();
  }
  const uid = randomToken(21);
  try {
    await db.insert(accounts).values({ uid, email, password_hash: null, role: person.role, created_at: new Date(now) });
    await db.insert(customers).values({
      uid, email, name: person.name, last_name: person.last_name, phone: person.phone, birthdate: person.birthdate,
      created_at: new Date(now), updated_at: new Date(now),
    });
  } catch (error) {
    // A concurrent request took the e-mail or the phone after the checks above.
    if (isUniqueViolation(error)) throw conflictOf(error);
    throw error;
  }
  await requestPasswordReset(db, { email, origin, now, mailer: services.mailer });
  return uid;
};

/**
 * POST /customer (staff): the front desk registers a customer
 * (`registerPerson`). A taken e-mail or phone is
 * 409 and writes nothing. With IDENTITY=firebase accounts live at
 * Firebase: 404 auth/provider-disabled. Her history opens with it.
 */
const create: Handler<Routes['customerCreate']> = async (ctx) => {
  const { db, body, services } = ctx;
  if (services.identity === 'firebase') throw providerDisabled();
  const uid = await registerPerson(ctx, {
    email: body.email, name: body.name, last_name: body.last_name, phone: body.phone, birthdate: body.birthdate ?? null, role: 'customer',
  });
  const [customer] = await findCustomerViews(db, eq(customers.uid, uid));
  if (!customer) throw new Error('The new customer was not written');
  await recordTeamAction(ctx, customer.customer_id, 'customer.create', { email: customer.email, phone: customer.phone });
  return { customer };
};

/** Registering a customer at the desk. */
export const customerCreateHandlers = { customerCreate: create };
