import { CHECKOUT_ERRORS, studioTimeZone, type CheckoutAttemptResponse } from '@estudio/core';
import { failure, type ApiFailure } from '../../http/errors.js';
import type { AppServices } from '../../http/services.js';
import { ProviderUnavailable } from '../../payments/provider-error.js';
import { loadStudioConfig } from '../shared/studio-config.js';
import { termsKey, planTermsOf } from './provider-plans.js';
import { knownPlan } from './provider-records.js';
import { callProvider } from './remote-call.js';
import { applyOutcome } from './remote-finish.js';
import { loadStep } from './remote-step.js';

/** 502: the provider could not be reached; the pending purchase stays, and the same attempt retried calls again. */
export const providerUnreachable = (): ApiFailure => failure(CHECKOUT_ERRORS.providerUnreachable);

/**
 * The networked half of a checkout, after the pending purchase and its
 * provider row committed: read the step back, call the provider with no
 * transaction open (so no customer, package or discount row stays locked
 * for a network round trip, and PGlite's one connection serves others
 * meanwhile), then record the outcome in a second short transaction.
 */
export const runRemote = async (
  ctx: { readonly services: AppServices; readonly origin: string; readonly now: number },
  purchaseId: number,
): Promise<CheckoutAttemptResponse | ApiFailure> => {
  const { services, now } = ctx;
  const zone = studioTimeZone(await loadStudioConfig(services.db));
  const step = await loadStep(services.db, purchaseId, zone);
  if (!step) throw new Error(`Purchase ${purchaseId} has no provider step`);
  const known = step.kind === 'plan' && !step.ref
    ? await knownPlan(services.db, step.provider, step.packageId, termsKey(planTermsOf(step)))
    : { planId: null, productId: null };
  try {
    const outcome = await callProvider(step, { payments: services.payments, provider: services.subscriptionProvider, origin: ctx.origin, knownPlan: known });
    return await services.db.transaction((db) => applyOutcome(db, step, outcome, now, services));
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    services.logger.error(`Checkout of purchase ${purchaseId}: ${error.message}`, error);
    return providerUnreachable();
  }
};
