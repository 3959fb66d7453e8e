import type { Endpoint } from '../endpoint.js';

/**
 * The back office's front desk (issue 12): the customer list, the day's
 * classes with their rosters' counts, and the team. Only /admin calls them,
 * so they are their own namespace, out of every customer's bundle.
 */
export const customerAdminList = { id: 'customerAdminList', method: 'GET', path: '/customer/admin/list', responseKey: 'customers' } as const satisfies Endpoint<'customerAdminList'>;
export const deskDays = { id: 'deskDays', method: 'GET', path: '/single_class/admin/days', responseKey: 'days' } as const satisfies Endpoint<'deskDays'>;
export const teamList = { id: 'teamList', method: 'GET', path: '/team', responseKey: 'team' } as const satisfies Endpoint<'teamList'>;
export const teamInvite = { id: 'teamInvite', method: 'POST', path: '/team', responseKey: 'member' } as const satisfies Endpoint<'teamInvite'>;
export const teamRole = { id: 'teamRole', method: 'PUT', path: '/team/:uid', responseKey: 'member' } as const satisfies Endpoint<'teamRole'>;
export const teamRemove = { id: 'teamRemove', method: 'DELETE', path: '/team/:uid', responseKey: 'ok' } as const satisfies Endpoint<'teamRemove'>;
