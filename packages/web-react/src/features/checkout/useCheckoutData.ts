import { useEffect, useState } from 'react';
import type { ClassPackage, Page, PaymentMethod } from '@estudio/core';
import { useServices } from '../../app/services.js';

/** What a checkout loads before it can open. */
export interface CheckoutData {
  readonly pkg: ClassPackage;
  readonly methods: readonly PaymentMethod[];
  readonly requiredPages: readonly Page[];
}

/** The checkout's data as the screen reads it: a package that does not exist is its own state (spec 8: 404). */
export type CheckoutDataState =
  | { readonly status: 'loading' }
  | { readonly status: 'notFound' }
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly data: CheckoutData };

/**
 * Loads the package (GET /class_packages/{id}), the studio's ways to pay
 * (GET /payment_methods) and the required legal pages (GET /pages) at once.
 * A malformed id reads as a package that does not exist.
 */
export const useCheckoutData = (packageId: number | null): CheckoutDataState => {
  const { api } = useServices();
  const [state, setState] = useState<{ id: number | null; value: CheckoutDataState }>({ id: packageId, value: { status: 'loading' } });
  useEffect(() => {
    if (packageId === null) return undefined;
    let live = true;
    void Promise.all([api.packages.one(packageId), api.checkout.paymentMethods(), api.content.pages()]).then(([pkg, methods, pages]) => {
      if (!live) return;
      const value: CheckoutDataState = !pkg.ok
        ? { status: pkg.error.status === 404 ? 'notFound' : 'error' }
        : !methods.ok || !pages.ok
          ? { status: 'error' }
          : { status: 'ready', data: { pkg: pkg.value, methods: methods.value, requiredPages: pages.value.filter((page) => page.required) } };
      setState({ id: packageId, value });
    });
    return () => {
      live = false;
    };
  }, [api, packageId]);
  if (packageId === null) return { status: 'notFound' };
  return state.id === packageId ? state.value : { status: 'loading' };
};
