import type { PlanTerms, SubscriptionProvider } from '../../payments/subscription-provider.js';
import type { RemoteStep } from './remote-step.js';

/**
 * A subscription's plan terms at the provider: the price each period (the
 * full price when a discount covers the first invoice only, else the
 * discounted one), the free trial, and a first period at the discounted
 * price when it differs.
 */
export const planTermsOf = (step: RemoteStep): PlanTerms => {
  const subscription = step.subscription ?? { period: 'month' as const, interval: 1 };
  return {
    price: step.regularPrice,
    period: subscription.period,
    interval: subscription.interval,
    trial: step.trial,
    firstPeriodPrice: step.firstCharge === step.regularPrice ? null : step.firstCharge,
  };
};

/** The key plans are remembered by: every term, in a fixed order, so equal terms share one plan. */
export const termsKey = (terms: PlanTerms): string =>
  [
    terms.price.toFixed(2), terms.period, terms.interval,
    terms.trial ? `${terms.trial.length}${terms.trial.period}` : 'no-trial',
    terms.firstPeriodPrice === null ? 'no-first' : terms.firstPeriodPrice.toFixed(2),
  ].join('|');

/** A plan made for a step: its id and the product it hangs on (made first when the package has none). */
export interface MadePlan {
  readonly planId: string;
  readonly productId: string;
  readonly terms: string;
}

/**
 * The package's plan for these terms: the one remembered, else a new one
 * under the package's product (made on the first plan). The provider keys
 * are derived from the package and terms, so two buyers racing make one.
 */
export const planFor = async (
  provider: SubscriptionProvider,
  step: RemoteStep,
  known: { readonly planId: string | null; readonly productId: string | null },
): Promise<MadePlan> => {
  const terms = planTermsOf(step);
  const key = termsKey(terms);
  const productId = known.productId
    ?? await provider.createProduct({ packageId: step.packageId, title: step.title, idempotencyKey: `product:${step.packageId}` });
  if (known.planId) return { planId: known.planId, productId, terms: key };
  const planId = await provider.createPlan(productId, {
    packageId: step.packageId, title: step.title, terms, idempotencyKey: `plan:${step.packageId}:${key}`,
  });
  return { planId, productId, terms: key };
};
