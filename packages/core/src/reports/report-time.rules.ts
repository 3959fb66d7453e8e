import { windowLength } from '../reservations/cancel.rules.js';
import type { CancelSettings } from '../reservations/reservations.model.js';

/**
 * The reports' time rule only the server's SQL reads (issue 16,
 * 'Reportes'): when a cancellation is late. The range's instants are the
 * database's own (the server reads the days in the studio's zone in SQL,
 * as it groups them), so no rule here computes them.
 */

/** How long before a class the cancel window closes: an amount of one luxon unit. */
export interface LateCancelWindow {
  readonly amount: number;
  readonly unit: 'days' | 'hours' | 'minutes' | 'seconds';
}

/**
 * A late cancel (spec 4, Cancel): a reservation cancelled after the
 * studio's cancel window closed, that is within `amount` `unit` of its
 * class's start (days are calendar days in the studio's zone, as
 * `cancelWindowOpen` reads them). Null when the studio sets no window: then
 * no cancellation is late. The window's length is `cancelWindowOpen`'s own
 * (`windowLength`), so the report counts what the customer was warned about.
 */
export const lateCancelWindow = (settings: Pick<CancelSettings, 'cancelTimeframe'>): LateCancelWindow | null => {
  const length = windowLength(settings.cancelTimeframe.value, settings.cancelTimeframe.unit);
  const [entry] = length ? (Object.entries(length) as [LateCancelWindow['unit'], number][]) : [];
  return entry ? { amount: entry[1], unit: entry[0] } : null;
};
