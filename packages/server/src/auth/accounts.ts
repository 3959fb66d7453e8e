import { eq } from 'drizzle-orm';
import { roleFrom, type Role } from '@estudio/core';
import type { Db } from '../db/client.js';
import { accounts } from '../db/schema/index.js';

/** An identity account row. */
export type Account = typeof accounts.$inferSelect;

/** The role column as the API types it (core's `roleFrom`): anything unexpected counts as a customer. */
export const roleOf = (account: Pick<Account, 'role'>): Role => roleFrom(account.role);

/** The account of a uid. */
export const findAccountByUid = async (db: Db, uid: string): Promise<Account | undefined> => {
  const [row] = await db.select().from(accounts).where(eq(accounts.uid, uid));
  return row;
};

/** The account of an e-mail (compared lowercased, as stored). */
export const findAccountByEmail = async (db: Db, email: string): Promise<Account | undefined> => {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email.toLowerCase()));
  return row;
};

/**
 * Firebase mode: the account of a verified Firebase identity, created on first
 * sight. E-mails listed in ADMIN_EMAILS are admins, also when listed later.
 * Undefined when another account already holds the e-mail.
 */
export const ensureFirebaseAccount = async (
  db: Db,
  identity: { uid: string; email: string },
  adminEmails: readonly string[],
): Promise<Account | undefined> => {
  const wantsAdmin = adminEmails.includes(identity.email.toLowerCase());
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
