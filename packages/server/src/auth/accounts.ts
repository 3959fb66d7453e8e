import { eq, sql } from 'drizzle-orm';
import { roleFrom, type Role } from '@estudio/core';
import type { Db } from '../db/client.js';
import { preparedOn } from '../db/prepared.js';
import { accounts } from '../db/schema/index.js';
import type { VerifiedIdentity } from './identity.js';

/** An identity account row. */
export type Account = typeof accounts.$inferSelect;

/** The role column as the API types it (core's `roleFrom`): anything unexpected counts as a customer. */
export const roleOf = (account: Pick<Account, 'role'>): Role => roleFrom(account.role);

/** The account of a uid: read on every signed-in request, so built once and named (`preparedOn`). */
export const findAccountByUid = async (db: Db, uid: string): Promise<Account | undefined> => {
  const statement = preparedOn(db, 'account_by_uid', () =>
    db.select().from(accounts).where(eq(accounts.uid, sql.placeholder('uid'))).prepare('account_by_uid'));
  const [row] = await statement.execute({ uid });
  return row;
};

/** The account of an e-mail (compared lowercased, as stored). */
export const findAccountByEmail = async (db: Db, email: string): Promise<Account | undefined> => {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email.toLowerCase()));
  return row;
};

/** Who Firebase mode trusts with the team's roles (ADMIN_UIDS, ADMIN_EMAILS). */
export interface FirebaseAdmins {
  readonly adminUids?: readonly string[] | undefined;
  readonly adminEmails?: readonly string[] | undefined;
}

/**
 * Firebase mode's admin list: a uid of ADMIN_UIDS (Firebase's uid never
 * changes hands), or an e-mail of ADMIN_EMAILS only once Firebase has
 * verified it: anyone may sign up at Firebase with any address, unverified.
 */
const listedAdmin = (identity: VerifiedIdentity, admins: FirebaseAdmins): boolean =>
  (admins.adminUids ?? []).includes(identity.uid)
  || (identity.emailVerified === true && (admins.adminEmails ?? []).includes(identity.email.toLowerCase()));

/**
 * Firebase mode: the account of a verified Firebase identity, created on first
 * sight. Listed admins (`listedAdmin`) are admins, also when listed later.
 * Undefined when another account already holds the e-mail.
 */
export const ensureFirebaseAccount = async (
  db: Db,
  identity: VerifiedIdentity,
  admins: FirebaseAdmins,
): Promise<Account | undefined> => {
  const wantsAdmin = listedAdmin(identity, admins);
  const existing = await findAccountByUid(db, identity.uid);
  if (existing) {
    if (!wantsAdmin || existing.role === 'admin') return existing;
    const [promoted] = await db.update(accounts).set({ role: 'admin' }).where(eq(accounts.uid, identity.uid)).returning();
    return promoted;
  }
  await db
    .insert(accounts)
    .values({ uid: identity.uid, email: identity.email.toLowerCase(), password_hash: null, role: wantsAdmin ? 'admin' : 'customer' })
    .onConflictDoNothing();
  return findAccountByUid(db, identity.uid);
};

/**
 * The role a Firebase caller acts with: her account's, but the team's roles
 * (staff, admin) only while Firebase says her e-mail is verified or her uid
 * is in ADMIN_UIDS. Otherwise she is a customer for this request: an
 * unverified address may belong to someone else (the team invites by e-mail).
 */
export const firebaseRole = (account: Account, identity: VerifiedIdentity, admins: FirebaseAdmins): Role => {
  const role = roleOf(account);
  if (role === 'customer' || identity.emailVerified === true || (admins.adminUids ?? []).includes(identity.uid)) return role;
  return 'customer';
};
