import type { CheckoutAttemptResponse } from '@estudio/core';
import type { Db } from '../../db/client.js';
import type { ApiFailure } from '../../http/errors.js';
import { attemptAnswer } from './idempotency.js';
import { settlePaid, withdrawAttempt } from './provider-purchases.js';
import { keepSource, rememberPlan, rememberProviderCustomer, storeRef } from './provider-records.js';
import type { Outcome } from './remote-call.js';
import type { ReceiptServices } from './settle-pending.js';
import { cardRefusal } from './refusals.js';
import type { RemoteStep } from './remote-step.js';

/** What the browser needs of what the provider opened (spec 7's answer keys). */
const openedAnswer = (step: RemoteStep, outcome: Extract<Outcome, { kind: 'opened' }>): CheckoutAttemptResponse => ({
  purchase_id: step.purchaseId,
  payment_id: null,
  clientSecret: outcome.clientSecret ?? null,
  session: outcome.url ? { url: outcome.url } : null,
  orderID: outcome.orderId ?? null,
  plan_id: outcome.planId ?? null,
});

/** Keeps what the provider opened: its id, her record there, the package's plan. */
const keepOpened = async (db: Db, step: RemoteStep, outcome: Extract<Outcome, { kind: 'opened' }>, now: number): Promise<void> => {
  await storeRef(db, step.purchaseId, outcome.ref, now);
  await rememberProviderCustomer(db, { provider: step.provider, customerId: step.customerId, providerCustomerId: outcome.providerCustomerId, now });
  const plan = outcome.plan;
  if (plan) await rememberPlan(db, { provider: step.provider, packageId: step.packageId, terms: plan.terms, planId: plan.planId, productId: plan.productId, now });
};

/**
 * Records what the provider said, in a second short transaction: a paid
 * charge settles the purchase (credits, invoice); a kept card (a free
 * trial) is saved in payment_sources and the purchase settled at $0; a
 * refusal withdraws the attempt (nothing stays, as a refused sandbox card)
 * and answers 402, returned so the withdrawal commits; an opened payment
 * keeps its ids and answers what the browser needs.
 */
export const applyOutcome = async (db: Db, step: RemoteStep, outcome: Outcome, now: number, tell: ReceiptServices): Promise<CheckoutAttemptResponse | ApiFailure> => {
  switch (outcome.kind) {
    case 'refused':
      await withdrawAttempt(db, step.purchaseId);
      return cardRefusal(outcome.refusal);
    case 'opened':
      await keepOpened(db, step, outcome, now);
      return openedAnswer(step, outcome);
    case 'kept':
      await keepSource(db, step.customerId, outcome.source, now);
      await rememberProviderCustomer(db, { provider: step.provider, customerId: step.customerId, providerCustomerId: outcome.source.providerCustomerId, now });
      await settlePaid(db, step.purchaseId, now, tell);
      return attemptAnswer(db, step.purchaseId);
    case 'paid':
      await settlePaid(db, step.purchaseId, now, tell);
      return attemptAnswer(db, step.purchaseId);
  }
};
