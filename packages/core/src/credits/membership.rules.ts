import type { DateInput } from '../format/format.rules.js';
import type { UnlimitedMembership } from './credits.model.js';
import { isExpired } from './expiration.rules.js';

/**
 * Spec 6: an unlimited-membership holder reserves without credits. True when
 * has_unlimited is set (true or 1) and unlimited_membership_expiration has
 * not passed; without an expiration the membership does not end.
 */
export function isUnlimitedMember(member: UnlimitedMembership | null | undefined, now: DateInput, zone: string): boolean {
  const flag = member?.has_unlimited;
  if (flag !== true && flag !== 1) return false;
  return !isExpired(member?.unlimited_membership_expiration, now, zone);
}
