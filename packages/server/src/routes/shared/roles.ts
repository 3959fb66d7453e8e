import { isTeam } from '@estudio/core';
import type { Caller } from '../../auth/identity.js';
import { callerOf } from '../handler.js';

/**
 * The one rule of who acts for another customer: the studio's team (staff
 * at the front desk, and the admin) reads any customer's bookings,
 * waitlists, purchases and credits, books and cancels for her (without the
 * customer's cancel rules); a customer acts only for herself.
 */
export const actsForOthers = (ctx: { caller: Caller | null }): boolean => isTeam(callerOf(ctx).role);

/**
 * True for the studio's admin only: what the front desk may not do for
 * others (cancel their subscriptions, watch unreleased videos) stays hers.
 */
export const isAdmin = (ctx: { caller: Caller | null }): boolean => callerOf(ctx).role === 'admin';
