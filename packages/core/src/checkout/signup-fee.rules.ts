import { isTrialPackage } from '../catalog/listing.rules.js';
import { messages } from '../messages/index.js';
import type { SignupFeeFacts, SignupFeeNotice } from './checkout.model.js';

/** A failed charge bought nothing; any other purchase of the fee package counts as paid or on its way. */
const BOUGHT = (status: string | null | undefined): boolean => status !== 'failed';

/** '/checkout/{class_package_id}' (spec 2). */
export const checkoutPath = (classPackageId: number): string => `/checkout/${classPackageId}`;

/**
 * Spec 4 'Signup fee': when a signup_fee package is configured, the customer
 * has not bought it, the package viewed is not it and is not a trial, the
 * modal 'Completar Inscripción' asks to pay the sign-up first, linking to its
 * checkout. Null when nothing is owed, or while signed out (purchases null):
 * the rule is read again once the customer's purchases are known.
 */
export function signupFeeNotice(facts: SignupFeeFacts): SignupFeeNotice | null {
  const feeId = facts.signupFeePackageId;
  if (feeId === null || facts.purchases === null) return null;
  if (facts.viewed.class_package_id === feeId || isTrialPackage(facts.viewed)) return null;
  const paid = facts.purchases.some((purchase) => purchase.class_package_id === feeId && BOUGHT(purchase.status));
  if (paid) return null;
  return {
    title: messages.checkout.signupFeeTitle,
    text: messages.checkout.signupFee,
    packageId: feeId,
    path: checkoutPath(feeId),
  };
}
