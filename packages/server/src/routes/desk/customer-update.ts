import type { Routes } from '@estudio/core';
import { profileChanges } from '../../audit/profile-changes.js';
import { recordTeamAction } from '../../audit/record.js';
import { ensureAddressRule } from '../addresses/rules.js';
import { lockCustomer } from '../checkout/admin-checkout.js';
import { ensurePhoneFree, writeProfile } from '../customer/profile.js';
import { customerViews } from '../customer-view.js';
import { oneView } from '../customer.js';
import { idParam, type Handler } from '../handler.js';

/**
 * PUT /customer/admin/:id (admin, issue 12): the admin edits a customer's
 * profile, billing address and custom fields under the member area's own
 * rules (spec 5's address rule, a phone nobody else holds: 409, each custom
 * value's check), written by the same `writeProfile` as PUT /customer. The
 * e-mail and the photo are not in the body: they stay hers. Her row is
 * locked first, so two edits run one after the other and each records what
 * it really changed: her history gets every changed field as `{from, to}`,
 * in the same transaction. Unknown customer: 404. Answers her view.
 */
const update: Handler<Routes['customerAdminUpdate']> = async (ctx) => {
  const { db, now } = ctx;
  const row = await lockCustomer(db, idParam(ctx));
  const { address, custom_values: customValues, ...fields } = ctx.body;
  if (address) ensureAddressRule(address);
  await ensurePhoneFree(db, row, fields.phone);
  const [before] = await customerViews(db, [row], now);
  if (!before) throw new Error(`The view of customer ${row.customer_id} was not built`);
  await writeProfile(db, row.customer_id, { fields, address, customValues }, now);
  const { customer } = await oneView(db, row.customer_id, now);
  await recordTeamAction(ctx, row.customer_id, 'customer.update', profileChanges(before, customer));
  return { customer };
};

/** The admin's edit of a customer. */
export const customerUpdateHandlers = { customerAdminUpdate: update };
