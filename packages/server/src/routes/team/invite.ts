import { eq } from 'drizzle-orm';
import { isTeam, type Routes } from '@estudio/core';
import { roleOf } from '../../auth/accounts.js';
import { accounts } from '../../db/schema/index.js';
import { registerPerson } from '../customer-admin/create.js';
import type { Handler } from '../handler.js';
import { recordOnMember } from './history.js';
import { lockAccount, teamMember } from './members.js';
import { teamRefusals } from './refusals.js';

/**
 * POST /team (admin, 201): someone joins the team by e-mail.
 * - Already an admin or the front desk: 409, nothing changes.
 * - An account of a customer: she gains the role and keeps everything else
 *   (her password, her record, her history; the body's names are not
 *   applied, her record's stay).
 * - A new e-mail: her account, with no password, and her customer record,
 *   then the e-mail to choose her password, as POST /customer registers a
 *   customer (`registerPerson`). With IDENTITY=firebase, accounts are made
 *   at Firebase, so a new e-mail is 409: she signs up first, then is invited.
 * Either way her own history records it ('team.invite', with the role).
 * All in the request's transaction: a refusal writes nothing.
 */
const invite: Handler<Routes['teamInvite']> = async (ctx) => {
  const { db, body, services } = ctx;
  const existing = await lockAccount(db, eq(accounts.email, body.email.toLowerCase()));
  if (existing) {
    if (isTeam(roleOf(existing))) throw teamRefusals.alreadyMember();
    await db.update(accounts).set({ role: body.role }).where(eq(accounts.uid, existing.uid));
    await recordOnMember(ctx, existing.uid, 'team.invite', { role: body.role });
    return { member: await teamMember(db, services, existing.uid) };
  }
  if (services.identity === 'firebase') throw teamRefusals.accountRequired();
  const uid = await registerPerson(ctx, {
    email: body.email, name: body.name, last_name: body.last_name, phone: null, birthdate: null, role: body.role,
  });
  await recordOnMember(ctx, uid, 'team.invite', { role: body.role });
  return { member: await teamMember(db, services, uid) };
};

/** Inviting to the team. */
export const teamInviteHandlers = { teamInvite: invite };
