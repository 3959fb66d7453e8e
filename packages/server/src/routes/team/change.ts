import { eq } from 'drizzle-orm';
import type { Role, Routes } from '@estudio/core';
import { change } from '../../audit/facts.js';
import { accounts } from '../../db/schema/index.js';
import { callerOf, type Handler, type HandlerContext } from '../handler.js';
import { recordOnMember } from './history.js';
import { lockAccount, lockAdmins, teamMember } from './members.js';
import { teamRefusals } from './refusals.js';

type ChangeContext = HandlerContext<Routes['teamRole']> | HandlerContext<Routes['teamRemove']>;

/**
 * Gives the member of the path `role`, after the checks every change of the
 * team makes, with the admins and then her account locked (one lock order):
 * she must be on the team (404), not the caller herself (409: `kind.ownRefusal`),
 * and the studio must keep an admin (409). A change of role is written on
 * her own history as `kind.action`, with the role before and after; giving her
 * the role she has changes nothing and records nothing.
 */
const changeRole = async (ctx: ChangeContext, role: Role, kind: { ownRefusal: () => Error; action: 'team.role' | 'team.remove' }): Promise<string> => {
  const { db, services } = ctx;
  const uid = ctx.params.uid ?? '';
  const admins = await lockAdmins(db);
  if (!(await lockAccount(db, eq(accounts.uid, uid)))) throw teamRefusals.notMember();
  const target = await teamMember(db, services, uid);
  if (uid === callerOf(ctx).uid) throw kind.ownRefusal();
  if (target.role === 'admin' && role !== 'admin' && admins.every((admin) => admin === uid)) throw teamRefusals.lastAdmin();
  if (target.role === role) return uid;
  await db.update(accounts).set({ role }).where(eq(accounts.uid, uid));
  await recordOnMember(ctx, uid, kind.action, { role: change(target.role, role) });
  return uid;
};

/** PUT /team/:uid (admin): staff becomes admin or the other way round; never one's own role, never the last admin's. */
const changeTeamRole: Handler<Routes['teamRole']> = async (ctx) => {
  const uid = await changeRole(ctx, ctx.body.role, { ownRefusal: teamRefusals.ownRole, action: 'team.role' });
  return { member: await teamMember(ctx.db, ctx.services, uid) };
};

/**
 * DELETE /team/:uid (admin): she goes back to being a customer. Her
 * account, customer record and history stay; the role is read from her
 * account on every request, so her tokens lose the team's routes at once.
 */
const removeFromTeam: Handler<Routes['teamRemove']> = async (ctx) => {
  await changeRole(ctx, 'customer', { ownRefusal: teamRefusals.ownRemoval, action: 'team.remove' });
  return { ok: true as const };
};

/** Changing a member's role and taking her off the team. */
export const teamChangeHandlers = { teamRole: changeTeamRole, teamRemove: removeFromTeam };
