import { useEffect, useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { cancelMachine, connectCancel, messages, unwrap, type CancelView } from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { useAlerts } from '../../../ui/Alerts/index.js';
import type { ReservationRow } from '../list/reservationRow.rules.js';

/** The cancel flow of 'Mis Reservaciones' as a view reads it. */
export interface CancelFlow {
  readonly view: CancelView;
  /** The reservation the 'Cancelar Clase' modal is about, while it is open. */
  readonly row: ReservationRow | null;
  /** Opens the modal for a row ('Cancelar'); a reservation the rules refuse shows the refusal instead. */
  readonly start: (row: ReservationRow) => void;
}

/**
 * Binds core's cancel machine to the screen: the ports' `reservations.cancel`
 * is its effect, the clock gives `now`. On success 'Reservación cancelada.'
 * (spec 8) and `onCancelled` (the list reloads); a refusal or a failure shows
 * the server's message in the alert display and closes the modal.
 */
export const useCancelFlow = (onCancelled: () => void): CancelFlow => {
  const { api, clock, config } = useServices();
  const alerts = useAlerts();
  const machine = useMemo(
    () =>
      cancelMachine.provide({
        actors: {
          cancelReservation: fromPromise(async ({ input }: { input: { reservationId: number } }) => {
            unwrap(await api.reservations.cancel(input.reservationId));
          }),
        },
      }),
    [api],
  );
  const actor = useActorRef(machine, { input: { settings: config.rules } });
  const snapshot = useSelector(actor, (s) => s);
  const view = connectCancel(snapshot, actor.send);
  const [row, setRow] = useState<ReservationRow | null>(null);
  const { status, error } = view;

  useEffect(() => {
    if (status === 'done') {
      alerts.success(messages.reservations.cancelled);
      onCancelled();
      actor.send({ type: 'BACK' });
    } else if (error && (status === 'failed' || status === 'idle')) {
      alerts.error(error.message);
      if (status === 'failed') onCancelled();
      actor.send({ type: 'BACK' });
    }
  }, [status, error, alerts, onCancelled, actor]);

  const start = (next: ReservationRow) => {
    setRow(next);
    actor.send({
      type: 'OPEN',
      reservation: { reservationId: next.id, classDate: next.classDate, deletedAt: null },
      now: clock.now(),
    });
  };

  return { view, row: view.modalOpen ? row : null, start };
};
