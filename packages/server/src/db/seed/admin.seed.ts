import { accounts, customers } from '../schema/index.js';
import type { SeedAccount, Tx } from './types.js';

/** The admin account of a studio without demo data, with its customer row (admins book classes too). */
export const seedAdmin = async (tx: Tx, admin: SeedAccount, uid: string, now: Date): Promise<void> => {
  const email = admin.email.toLowerCase();
  await tx.insert(accounts).values({ uid, email, password_hash: admin.passwordHash, role: 'admin', created_at: now });
  await tx.insert(customers).values({ uid, email, name: 'Admin', last_name: '', created_at: now, updated_at: now });
};
