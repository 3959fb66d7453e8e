import { defineRoute } from '../route.js';
import { OkResponse } from '../schemas/common.schemas.js';
import {
  CustomerListQuery,
  CustomerListResponse,
  DeskDaysQuery,
  DeskDaysResponse,
  TeamInviteBody,
  TeamMemberResponse,
  TeamResponse,
  TeamRoleBody,
} from '../schemas/desk.schemas.js';
import * as e from './desk.endpoints.js';

/** The front desk's calls and the team, with their schemas. */
export const deskRoutes = {
  customerAdminList: defineRoute({
    ...e.customerAdminList, access: 'staff', tag: 'desk',
    summary: 'The customer list: search, sort and one page, with credits left, membership and last visit',
    query: CustomerListQuery, response: CustomerListResponse,
  }),
  deskDays: defineRoute({
    ...e.deskDays, access: 'staff', tag: 'desk',
    summary: "The classes of some days with booked places, capacity and waitlist ('Hoy')",
    query: DeskDaysQuery, response: DeskDaysResponse,
  }),
  teamList: defineRoute({
    ...e.teamList, access: 'admin', tag: 'desk',
    summary: "The studio's team: admins and front desk",
    response: TeamResponse,
  }),
  teamInvite: defineRoute({
    ...e.teamInvite, access: 'admin', tag: 'desk', successStatus: 201, errors: [409],
    summary: 'Invite someone to the team (a new person gets a link to choose her password)',
    body: TeamInviteBody, response: TeamMemberResponse,
  }),
  teamRole: defineRoute({
    ...e.teamRole, access: 'admin', tag: 'desk', errors: [404, 409],
    summary: "Change a team member's role (never one's own, never the last admin's)",
    body: TeamRoleBody, response: TeamMemberResponse,
  }),
  teamRemove: defineRoute({
    ...e.teamRemove, access: 'admin', tag: 'desk', errors: [404, 409],
    summary: 'Take someone off the team: she keeps her account as a customer',
    response: OkResponse,
  }),
} as const;
