import { useEffect, useState } from 'react';
import { signupFeeNotice, type ClassPackage, type Purchase, type SignupFeeNotice } from '@estudio/core';
import { useServices } from '../../app/services.js';

/**
 * Spec 4 'Signup fee' for the package being bought: once signed in, the
 * customer's purchases (GET /purchases) say whether the sign-up fee is
 * still owed; core's `signupFeeNotice` decides. Unknown (signed out, or the
 * list failed to load) asks nothing.
 */
export const useSignupFee = (pkg: ClassPackage, signedIn: boolean): SignupFeeNotice | null => {
  const { api, config } = useServices();
  const feeId = config.checkout.signupFeePackageId;
  const [purchases, setPurchases] = useState<Purchase[] | null>(null);
  useEffect(() => {
    if (!signedIn || feeId === null) return undefined;
    let live = true;
    void api.purchases.mine().then((result) => {
      if (live) setPurchases(result.ok ? result.value : null);
    });
    return () => {
      live = false;
    };
  }, [api, signedIn, feeId]);
  return signupFeeNotice({ signupFeePackageId: feeId, purchases: signedIn ? purchases : null, viewed: pkg });
};
