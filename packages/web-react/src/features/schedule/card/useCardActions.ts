import { cancelDecision, cancelModalCopy, messages } from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { useAlerts } from '../../../ui/Alerts/index.js';
import { useConfirm } from '../../../ui/ConfirmDialog/index.js';
import { useLeaveWaitlist } from '../../reservations/waitlist/useLeaveWaitlist.js';
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
 * (spec 2 and 4, with the cancel rules' copy in the 'Precaución' dialog and
 * 'Reservación cancelada.') and leaving a waitlist (spec 4 'Waitlist': the
 * removal is confirmed in the 'Precaución' dialog, 'Eliminada de lista de
 * espera.'). Both reload the week through `onChanged`; refusals show the
 * server's message.
 */
export const useCardActions = (onChanged: () => void): CardActions => {
  const { api, clock, config } = useServices();
  const alerts = useAlerts();
  const confirm = useConfirm();
  const { leave } = useLeaveWaitlist(onChanged);

  const cancel = async (model: ClassCardModel) => {
    const { classDate } = model;
    const zone = config.rules.timezone;
    const decision = cancelDecision({ classDate }, clock.now(), { ...config.rules, timezone: zone });
    const copy = cancelModalCopy({ typeName: model.typeName, classDate, decision, zone });
    const message = copy.warning ? `${copy.body} ${copy.warning}` : copy.body;
    if (!(await confirm({ message, okLabel: copy.confirm, cancelLabel: copy.back }))) return;
    for (const id of model.cancellableIds) {
      const result = await api.reservations.cancel(id);
      if (!result.ok) {
        alerts.error(result.error.message);
        onChanged();
        return;
      }
    }
    alerts.success(messages.reservations.cancelled);
    onChanged();
  };

  const leaveWaitlist = (model: ClassCardModel) => leave({ singleClassId: model.id, waitlistId: model.waitlistId });

  return { cancel, leaveWaitlist };
};
