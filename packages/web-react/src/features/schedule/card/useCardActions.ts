import { useEffect, useRef } from 'react';
import { useServices } from '../../../app/services.js';
import { useAlerts } from '../../../ui/Alerts/index.js';
import { useConfirm } from '../../../ui/ConfirmDialog/index.js';
import type { CardActionDeps } from './cardActions.js';
import type { ClassCardModel } from './classCard.rules.js';

/** What a card's secondary actions do. */
export interface CardActions {
  /** Cancels the customer's places in the class, after the 'Precaución' question. */
  readonly cancel: (model: ClassCardModel) => Promise<void>;
  /** Leaves the class's waitlist through core's waitlist machine (confirmation 500 ms later). */
  readonly leaveWaitlist: (model: ClassCardModel) => void;
}

/**
 * The card actions that are not the reserve flow: cancelling a reservation
 * and leaving a waitlist (cardActions.ts). Both reload the week through
 * `onChanged`. Their code (the cancel rules' copy, the waitlist machine)
 * loads with the first click, not with the calendar (issue 18).
 */
export const useCardActions = (onChanged: () => void): CardActions => {
  const { api, clock, config } = useServices();
  const alerts = useAlerts();
  const confirm = useConfirm();
  const changed = useRef(onChanged);
  useEffect(() => {
    changed.current = onChanged;
  }, [onChanged]);
  const deps: CardActionDeps = { api, config, now: () => clock.now(), alerts, confirm, onChanged: () => changed.current() };

  return {
    cancel: async (model) => (await import('./cardActions.js')).cancelPlaces(deps, model),
    leaveWaitlist: (model) => void import('./cardActions.js').then((actions) => actions.leaveClassWaitlist(deps, model)),
  };
};
