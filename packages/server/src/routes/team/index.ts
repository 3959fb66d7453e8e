import type { Routes } from '@estudio/core';
import type { Handler } from '../handler.js';
import { teamChangeHandlers } from './change.js';
import { teamInviteHandlers } from './invite.js';
import { teamMembers } from './members.js';

/** GET /team (admin): every admin and front-desk account, admins first, then by name. */
const list: Handler<Routes['teamList']> = async ({ db, services }) => ({ team: await teamMembers(db, services) });

/** The studio's team ('Equipo', issue 12): the admin's calls. */
export const teamHandlers = {
  teamList: list,
  ...teamInviteHandlers,
  ...teamChangeHandlers,
};
