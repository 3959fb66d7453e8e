import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { studioTimeZone, type Routes } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { purchases } from '../../db/schema/index.js';
import { isUniqueViolation, type ApiFailure } from '../../http/errors.js';
import { ProviderUnavailable } from '../../payments/provider-error.js';
import type { CaptureResult, SubscriptionProvider, SubscriptionState } from '../../payments/subscription-provider.js';
import { ownTransactions, type Handler, type HandlerContext } from '../handler.js';
import { purchaseNotFound } from '../purchases/read.js';
import { callerCustomer } from '../shared/caller-customer.js';
import { loadStudioConfig } from '../shared/studio-config.js';
import { chargeKeyOf } from './charge-key.js';
import { lockCustomer } from './admin-checkout.js';
import { keepSubscriptionId, subscriptionHeldElsewhere } from './provider-records.js';
import { notSettleable, settlePendingPurchase } from './settle-pending.js';
import { checkoutRefusals } from './refusals.js';
import { providerUnreachable } from './remote-run.js';
import { loadStep, type RemoteStep } from './remote-step.js';

type Ctx = HandlerContext<Routes['checkoutCapture']>;
type Answer = { readonly purchase_id: number };

/** What the provider said to the capture: an order's capture, or the approved subscription. */
type Approval = { readonly kind: 'order'; readonly capture: CaptureResult } | { readonly kind: 'plan'; readonly subscription: SubscriptionState | null };

const PAID = new Set(['active', 'completed']);
/** A subscription the buyer approved: PayPal activates it at once, or shortly after. */
const APPROVED = new Set(['ACTIVE', 'APPROVED']);

/**
 * The caller's purchase paid through this provider and what its approval
 * names: her own purchase (else 404), opened with this provider, and the
 * order it opened (or a subscription id for its plan), else 409. Her row
 * is locked first, as every checkout path locks it. A purchase already
 * paid answers again; only a pending one is captured: a failed one (an
 * attempt she started over, or the provider refused), a cancelled or a
 * revoked one is 409, and nothing is captured for it.
 */
const openCapture = async (ctx: Ctx, provider: SubscriptionProvider): Promise<Answer | RemoteStep> => {
  const customer = await lockCustomer(ctx.db, (await callerCustomer(ctx)).customer_id);
  const step = await loadStep(ctx.db, ctx.body.purchase_id, studioTimeZone(await loadStudioConfig(ctx.db)));
  if (!step || step.customerId !== customer.customer_id) throw purchaseNotFound();
  if (step.provider !== provider.name) throw checkoutRefusals.captureMismatch();
  if (step.kind === 'order' && (!step.ref || ctx.body.orderID !== step.ref)) throw checkoutRefusals.captureMismatch();
  if (step.kind === 'plan' && !ctx.body.subscriptionID) throw checkoutRefusals.captureMismatch();
  if (PAID.has(step.status)) return paidAlready(ctx.db, step, ctx.body.subscriptionID);
  if (step.status !== 'pending') throw notSettleable();
  return step;
};

/** A capture retried after it succeeded: the same answer, when it names the same subscription. */
const paidAlready = async (db: Db, step: RemoteStep, subscriptionId: string | null | undefined): Promise<Answer> => {
  if (step.kind === 'plan') {
    const [row] = await db.select({ id: purchases.subscription_id }).from(purchases).where(eq(purchases.purchase_id, step.purchaseId));
    if (row?.id !== subscriptionId) throw checkoutRefusals.captureMismatch();
  }
  return { purchase_id: step.purchaseId };
};

/**
 * Asks the provider, with no transaction open: the order captured, or the
 * subscription read. Each capture call has its own request id, so a buyer
 * who was declined and chose another funding source is captured anew (a
 * request id PayPal saw would replay its refusal); an order can be captured
 * only once anyway, and one captured before is read back.
 */
const approvalOf = async (provider: SubscriptionProvider, step: RemoteStep, subscriptionId: string): Promise<Approval> => {
  if (step.kind === 'order') {
    return { kind: 'order', capture: await provider.captureOrder(step.ref ?? '', `${chargeKeyOf(step.customerId, step.idempotencyKey)}:capture:${randomUUID()}`) };
  }
  return { kind: 'plan', subscription: await provider.subscription(subscriptionId) };
};

/** The order's capture: settled when completed for exactly the purchase's total in MXN. */
const settleOrder = async (ctx: Ctx, step: RemoteStep, capture: CaptureResult): Promise<Answer | ApiFailure> => {
  if (capture.status === 'declined') return checkoutRefusals.providerDeclined(capture.code);
  if (capture.status === 'not_approved') return checkoutRefusals.notApproved();
  // Held by PayPal for review: the purchase stays pending and /gracias says so.
  if (capture.status === 'pending') return { purchase_id: step.purchaseId };
  if (capture.currency !== 'MXN' || Math.abs(capture.amount - step.paidNow) > 0.005) {
    ctx.services.logger.error(`PayPal captured ${capture.amount} ${capture.currency} for purchase ${step.purchaseId} of ${step.paidNow} MXN`, capture);
    return checkoutRefusals.amountMismatch();
  }
  await settlePendingPurchase(ctx.db, step.purchaseId, ctx.now, ctx.services);
  return { purchase_id: step.purchaseId };
};

/**
 * The approved subscription: of this purchase's plan, carrying this
 * purchase as its custom_id (the browser always sends it; a subscription
 * without one could be anyone's approval of the same plan), named by no
 * other purchase, active or approved.
 */
const settleSubscription = async (ctx: Ctx, step: RemoteStep, subscription: SubscriptionState | null): Promise<Answer | ApiFailure> => {
  if (!subscription || subscription.planId !== step.ref) return checkoutRefusals.captureMismatch();
  if (subscription.customId !== String(step.purchaseId)) return checkoutRefusals.captureMismatch();
  if (!APPROVED.has(subscription.status)) return checkoutRefusals.notApproved();
  if (await subscriptionHeldElsewhere(ctx.db, step.purchaseId, subscription.id)) return checkoutRefusals.captureMismatch();
  await settlePendingPurchase(ctx.db, step.purchaseId, ctx.now, ctx.services);
  await keepSubscriptionId(ctx.db, step.purchaseId, subscription.id);
  return { purchase_id: step.purchaseId };
};

/**
 * POST /checkout/capture (spec 7): after the buyer approved in PayPal's
 * window. First transaction: the purchase and what the approval names are
 * checked. Then, with no transaction open, PayPal captures the order or
 * answers the subscription. Second transaction: the purchase
 * settled (`settlePendingPurchase`: credits, invoice), a subscription's id
 * kept. Refusals: 402 funding refused, 409 not this purchase's payment,
 * 412 not approved or not the amount; 502 PayPal unreachable.
 */
const capture: Handler<Routes['checkoutCapture']> = ownTransactions<Routes['checkoutCapture']>(async (ctx) => {
  const provider = ctx.services.subscriptionProvider;
  if (!provider) throw checkoutRefusals.providerUnavailable();
  const opened = await ctx.services.db.transaction((db) => openCapture({ ...ctx, db }, provider));
  if (!('kind' in opened)) return opened;
  let approval: Approval;
  try {
    approval = await approvalOf(provider, opened, ctx.body.subscriptionID ?? '');
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    ctx.services.logger.error(`Capture of purchase ${opened.purchaseId}: ${error.message}`, error);
    return providerUnreachable();
  }
  return settle(ctx, opened, approval);
});

/**
 * The second transaction: her row locked again (as in the first, so it
 * runs after any checkout of hers), then the purchase settled by
 * `settlePendingPurchase`, which settles only a pending one: one marked
 * failed since (she started over meanwhile) is 409 and stays failed. Two
 * purchases racing for one subscription meet the unique index: 409.
 */
const settle = async (ctx: Ctx, opened: RemoteStep, approval: Approval): Promise<Answer | ApiFailure> => {
  try {
    return await ctx.services.db.transaction(async (db) => {
      const inner = { ...ctx, db };
      await lockCustomer(db, opened.customerId);
      return approval.kind === 'order' ? settleOrder(inner, opened, approval.capture) : settleSubscription(inner, opened, approval.subscription);
    });
  } catch (error) {
    if (isUniqueViolation(error)) return checkoutRefusals.captureMismatch();
    throw error;
  }
};

/** The subscription provider's capture. */
export const captureHandlers = { checkoutCapture: capture };
