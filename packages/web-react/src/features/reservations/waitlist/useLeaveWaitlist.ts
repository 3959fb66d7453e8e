import { useEffect, useRef, useState } from 'react';
import { createActor, fromPromise, type Actor } from 'xstate';
import { connectWaitlist, unwrap, waitlistMachine, waitlistModalCopy } from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { useAlerts } from '../../../ui/Alerts/index.js';
import { useConfirm } from '../../../ui/ConfirmDialog/index.js';

/** The waitlist entry to leave: the class it waits for and the entry's id. */
export interface WaitlistEntryRef {
  readonly singleClassId: number;
  readonly waitlistId: number | null;
}

/** Leaving a waitlist, as a screen reads it. */
export interface LeaveWaitlist {
  /** Asks in the 'Precaución' dialog, then leaves the entry's waitlist. */
  readonly leave: (entry: WaitlistEntryRef) => void;
  /** The entry being asked about or removed, whose button is busy. */
  readonly pendingId: number | null;
}

/**
 * Spec 4, Waitlist, through core's waitlist machine, shared by 'Mis listas
 * de espera' and the calendar's class card: REMOVE, the confirmation 500 ms
 * later in the app's 'Precaución' dialog, then `waitlist.leave`; 'Eliminada
 * de lista de espera.' and `onLeft` on success, the server's message on
 * failure, nothing on 'Regresar'.
 */
export const useLeaveWaitlist = (onLeft: () => void): LeaveWaitlist => {
  const { api } = useServices();
  const alerts = useAlerts();
  const confirm = useConfirm();
  const current = useRef<Actor<typeof waitlistMachine> | null>(null);
  const [pendingId, setPendingId] = useState<number | null>(null);
  useEffect(
    () => () => {
      current.current?.stop();
    },
    [],
  );

  const leave = ({ singleClassId, waitlistId }: WaitlistEntryRef) => {
    current.current?.stop();
    const machine = waitlistMachine.provide({
      actors: {
        joinWaitlist: fromPromise(async ({ input }: { input: { singleClassId: number } }) => ({
          waitlist_id: unwrap(await api.waitlist.join(input.singleClassId)).waitlist_id,
        })),
        leaveWaitlist: fromPromise(async ({ input }: { input: { waitlistId: number } }) => unwrap(await api.waitlist.leave(input.waitlistId))),
      },
    });
    const actor = createActor(machine, { input: { singleClassId, waitlistId } });
    current.current = actor;
    const finish = () => {
      actor.stop();
      setPendingId(null);
    };
    let asked = false;
    actor.subscribe((snapshot) => {
      const view = connectWaitlist(snapshot, actor.send);
      if (view.confirmOpen && !asked) {
        asked = true;
        const copy = waitlistModalCopy.remove;
        void confirm({ message: copy.body, okLabel: copy.confirm, cancelLabel: copy.back }).then((yes) => (yes ? view.confirm() : view.back()));
      } else if (view.status === 'notListed' && view.notice) {
        alerts.success(view.notice);
        finish();
        onLeft();
      } else if (view.status === 'listed' && asked) {
        if (view.error) alerts.error(view.error.message);
        finish();
      }
    });
    setPendingId(waitlistId);
    actor.start();
    actor.send({ type: 'REMOVE' });
  };

  return { leave, pendingId };
};
