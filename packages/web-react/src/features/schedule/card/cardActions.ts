import { cancelDecision, cancelModalCopy, messages, type ApiPort, type StudioConfig } from '@estudio/core';
import type { AlertsApi } from '../../../ui/Alerts/index.js';
import type { Confirm } from '../../../ui/ConfirmDialog/index.js';
import { leaveWaitlist } from '../../reservations/waitlist/leaveWaitlist.js';
import type { ClassCardModel } from './classCard.rules.js';

/** What a card's secondary actions need from the app. */
export interface CardActionDeps {
  readonly api: ApiPort;
  readonly config: StudioConfig;
  readonly now: () => number;
  readonly alerts: Pick<AlertsApi, 'success' | 'error'>;
  readonly confirm: Confirm;
  /** The week changed (or may have): reload it. */
  readonly onChanged: () => void;
}

/**
 * Cancels the customer's places in a class (spec 2 and 4): the cancel rules'
 * copy in the 'Precaución' dialog, then each place, 'Reservación
 * cancelada.' or the server's message.
 */
export const cancelPlaces = async ({ api, config, now, alerts, confirm, onChanged }: CardActionDeps, model: ClassCardModel): Promise<void> => {
  const { classDate } = model;
  const zone = config.rules.timezone;
  const decision = cancelDecision({ classDate }, now(), { ...config.rules, timezone: zone });
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

/** Leaves the class's waitlist (spec 4 'Waitlist', leaveWaitlist.ts). */
export const leaveClassWaitlist = ({ api, alerts, confirm, onChanged }: CardActionDeps, model: ClassCardModel): void => {
  leaveWaitlist({ api, alerts, confirm, onLeft: onChanged }, { singleClassId: model.id, waitlistId: model.waitlistId });
};
