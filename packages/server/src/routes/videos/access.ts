import { and, eq, gt } from 'drizzle-orm';
import { VIDEO_ERRORS } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { onlineAccesses } from '../../db/schema/index.js';
import type { Caller } from '../../auth/identity.js';
import { failure, type ApiFailure } from '../../http/errors.js';
import { callerCustomer } from '../shared/caller-customer.js';
import { isAdmin } from '../shared/roles.js';

/** Spec 8: a video list with 412 marks that a purchase is needed. */
export const membershipRequired = (): ApiFailure => failure(VIDEO_ERRORS.membershipRequired);

/** The video a path or body names does not exist (or is not released yet, or hidden, for a customer). */
export const videoNotFound = (): ApiFailure => failure(VIDEO_ERRORS.notFound);

/**
 * Who watches: her customer id, and whether she is the admin (who sees what
 * is not released yet; the front desk does not manage videos).
 */
export interface Viewer {
  readonly customerId: number;
  readonly admin: boolean;
}

/** Whether a customer holds an online access that has not expired at `now`. */
export const hasOnlineAccess = async (db: Db, customerId: number, now: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: onlineAccesses.online_access_id })
    .from(onlineAccesses)
    .where(and(eq(onlineAccesses.customer_id, customerId), gt(onlineAccesses.expiration_date, new Date(now))))
    .limit(1);
  return row !== undefined;
};

/**
 * The caller of a video route, who must hold an active online membership
 * (an `online_accesses` row not expired, as a paid online package or an
 * admin's grant leaves it): 412 otherwise. Admins always pass.
 */
export const requireViewer = async (ctx: { db: Db; caller: Caller | null; now: number }): Promise<Viewer> => {
  const customer = await callerCustomer(ctx);
  const admin = isAdmin(ctx);
  if (!admin && !(await hasOnlineAccess(ctx.db, customer.customer_id, ctx.now))) throw membershipRequired();
  return { customerId: customer.customer_id, admin };
};
