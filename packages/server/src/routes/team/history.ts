import type { AuditAction } from '@estudio/core';
import { recordTeamAction, type AuditContext } from '../../audit/record.js';
import type { AuditDetails } from '../../db/schema/index.js';
import { customerRowOfUid } from '../shared/caller-customer.js';

/**
 * Records a change of the team on the history of the person it changed: her
 * own customer record, found by her uid. An account with no customer record
 * (a Firebase account that never finished signing up) has no history to
 * write to, so nothing is written.
 */
export const recordOnMember = async (ctx: AuditContext, uid: string, action: AuditAction, details: AuditDetails): Promise<void> => {
  const record = await customerRowOfUid(ctx.db, uid);
  if (record) await recordTeamAction(ctx, record.customer_id, action, details);
};
