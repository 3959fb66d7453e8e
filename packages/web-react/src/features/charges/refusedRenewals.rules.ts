import type { ChargeFacts } from '@estudio/core';

const timeOf = (charge: ChargeFacts): number => {
  const value = charge.createdAt ?? charge.created_at ?? null;
  const time = typeof value === 'number' ? value : value === null ? Number.NaN : Date.parse(value);
  return Number.isFinite(time) ? time : Number.NEGATIVE_INFINITY;
};

/** A subscription whose renewal was refused: its title, and whether a card she saves here is the one the next try charges. */
export interface RefusedRenewal {
  readonly title: string;
  readonly renewsHere: boolean;
}

/**
 * The subscriptions whose latest charge was refused while they are still
 * active (issue 17: a renewal declined, to be tried again), once each, in
 * the order of the charges. A later paid charge, or a subscription that
 * ended, leaves nothing to say.
 */
export const refusedRenewals = (charges: readonly ChargeFacts[]): RefusedRenewal[] => {
  const latest = new Map<number, ChargeFacts>();
  for (const charge of charges) {
    const known = latest.get(charge.purchase_id);
    if (!known || timeOf(charge) > timeOf(known) || (timeOf(charge) === timeOf(known) && charge.invoice_id > known.invoice_id)) {
      latest.set(charge.purchase_id, charge);
    }
  }
  return [...latest.values()]
    .filter((charge) => charge.status === 'failed' && charge.purchase_status === 'active')
    .sort((a, b) => timeOf(b) - timeOf(a) || b.invoice_id - a.invoice_id)
    .map((charge) => ({ title: charge.title, renewsHere: charge.renews_here !== false }));
};
