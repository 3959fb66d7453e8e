import type { Access } from './endpoint.js';

/**
 * The roles of an account (issue 12): a customer, the front desk ('staff',
 * shown as 'Recepción') and the studio's admin. Kept as a list so that the
 * schemas, the server's column check and the views read one definition.
 */
export const ROLES = ['customer', 'staff', 'admin'] as const;

/** One account's role. */
export type Role = (typeof ROLES)[number];

/** Roles of the studio's team: the ones that may enter /admin. */
export const TEAM_ROLES = ['staff', 'admin'] as const satisfies readonly Role[];

/** A team role. */
export type TeamRole = (typeof TEAM_ROLES)[number];

/** A stored role as the API types it: anything unexpected counts as a customer (never more rights). */
export const roleFrom = (value: string | null | undefined): Role =>
  (ROLES as readonly string[]).includes(value ?? '') ? (value as Role) : 'customer';

/** True for the studio's team (staff and admin): they act on other customers' records. */
export const isTeam = (role: Role | null | undefined): role is TeamRole => role === 'staff' || role === 'admin';

/**
 * Whether a caller of `role` (null: no valid token) may call a route of
 * `access`: public takes anyone; customer any signed-in account; staff the
 * team; admin the admin only. Admin passes every staff check.
 */
export const mayCall = (access: Access, role: Role | null): boolean => {
  switch (access) {
    case 'public':
      return true;
    case 'customer':
      return role !== null;
    case 'staff':
      return isTeam(role);
    case 'admin':
      return role === 'admin';
  }
};

/**
 * Why a call is refused, when it is: 'unauthenticated' (no valid token, 401)
 * or 'forbidden' (a valid token of a role below the route's, 403).
 */
export const accessRefusal = (access: Access, role: Role | null): 'unauthenticated' | 'forbidden' | null => {
  if (mayCall(access, role)) return null;
  return role === null ? 'unauthenticated' : 'forbidden';
};
