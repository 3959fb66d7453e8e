import { useEffect, useState } from 'react';
import type { PaymentSource } from '@estudio/core';
import { useServices } from '../../app/services.js';

/**
 * The buyer's saved cards as the checkout offers them (GET
 * /payment_sources), loaded while `wanted` (signed in, payment_sources_enabled,
 * something to pay): null until they arrive. A failed load offers none:
 * the buyer still pays by card or cash, and nothing is in the way.
 */
export const useSavedCards = (wanted: boolean): readonly PaymentSource[] | null => {
  const { api } = useServices();
  const [cards, setCards] = useState<readonly PaymentSource[] | null>(null);
  useEffect(() => {
    if (!wanted) return undefined;
    let live = true;
    void api.checkout.paymentSources().then((result) => {
      if (live) setCards(result.ok ? result.value : []);
    });
    return () => {
      live = false;
    };
  }, [api, wanted]);
  return wanted ? cards : null;
};
