import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { TEAM_ROLES, isTeam, roleFrom, type TeamMember, type TeamRole } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { accounts, customers } from '../../db/schema/index.js';
import type { AppServices } from '../../http/services.js';
import { folded } from '../shared/folded-search.js';
import { teamRefusals } from './refusals.js';

/** An account with the name of its customer record, as the team list reads it. */
const memberRows = (db: Db, where: SQL | undefined) =>
  db
    .select({
      uid: accounts.uid, email: accounts.email, role: accounts.role, created_at: accounts.created_at,
      passwordless: sql<boolean>`${accounts.password_hash} is null`,
      name: customers.name, last_name: customers.last_name,
    })
    .from(accounts)
    .leftJoin(customers, eq(customers.uid, accounts.uid))
    .where(where)
    // Admins first, then by name as the customer list compares names (accents and case aside).
    .orderBy(
      sql`case when ${accounts.role} = 'admin' then 0 else 1 end`,
      folded(sql`coalesce(${customers.name}, '')`), folded(sql`coalesce(${customers.last_name}, '')`), asc(accounts.email),
    );

type MemberRow = Awaited<ReturnType<typeof memberRows>>[number];

/** The team role of a stored role, or null when it is not one. */
const teamRoleOf = (value: string): TeamRole | null => {
  const role = roleFrom(value);
  return isTeam(role) ? role : null;
};

/**
 * A team member as the API answers her. `invited` holds while her account
 * has no password yet, which only means something with the server's own
 * identity provider: a Firebase account never has one here.
 */
const memberView = (row: MemberRow, role: TeamRole, services: Pick<AppServices, 'identity'>): TeamMember => ({
  uid: row.uid, email: row.email, name: row.name ?? '', last_name: row.last_name ?? '', role,
  invited: services.identity !== 'firebase' && row.passwordless,
  created_at: row.created_at.toISOString(),
});

/** The team members among the accounts matching `where`, admins first. */
export const teamMembers = async (db: Db, services: Pick<AppServices, 'identity'>, where?: SQL): Promise<TeamMember[]> =>
  (await memberRows(db, where ?? inArray(accounts.role, [...TEAM_ROLES]))).flatMap((row) => {
    const role = teamRoleOf(row.role);
    return role ? [memberView(row, role, services)] : [];
  });

/** One team member by uid; 404 when there is no such account or it is not on the team. */
export const teamMember = async (db: Db, services: Pick<AppServices, 'identity'>, uid: string): Promise<TeamMember> => {
  const [member] = await teamMembers(db, services, eq(accounts.uid, uid));
  if (!member) throw teamRefusals.notMember();
  return member;
};

/**
 * Locks the admins' accounts (in uid order, the one order every team write
 * takes) and answers their uids: two admins demoting each other at once
 * run one after the other, and the second sees she would leave no admin.
 */
export const lockAdmins = async (db: Db): Promise<string[]> =>
  (await db.select({ uid: accounts.uid }).from(accounts).where(eq(accounts.role, 'admin')).orderBy(asc(accounts.uid)).for('update'))
    .map((row) => row.uid);

/** Locks one account for a role change; undefined when there is none. */
export const lockAccount = async (db: Db, where: SQL) => {
  const [row] = await db.select().from(accounts).where(where).for('update');
  return row;
};
