import { createActor, fromPromise } from 'xstate';
import { connectWaitlist, unwrap, waitlistMachine, waitlistModalCopy, type ApiPort } from '@estudio/core';
import type { AlertsApi } from '../../../ui/Alerts/index.js';
import type { Confirm } from '../../../ui/ConfirmDialog/index.js';

/** The waitlist entry to leave: the class it waits for and the entry's id. */
export interface WaitlistEntryRef {
  readonly singleClassId: number;
  readonly waitlistId: number | null;
}

/** What leaving a waitlist needs from the app. */
export interface LeaveWaitlistDeps {
  readonly api: ApiPort;
  readonly alerts: Pick<AlertsApi, 'success' | 'error'>;
  readonly confirm: Confirm;
  /** The entry was removed. */
  readonly onLeft: () => void;
  /** The attempt ended, removed or not (its button is no longer busy). */
  readonly onSettled?: () => void;
}

/**
 * Spec 4, Waitlist, through core's waitlist machine: REMOVE, the
 * confirmation 500 ms later in the app's 'Precaución' dialog, then
 * `waitlist.leave`; 'Eliminada de lista de espera.' and `onLeft` on
 * success, the server's message on failure, nothing on 'Regresar'. Returns
 * a function that stops the attempt (a screen that goes away).
 */
export const leaveWaitlist = ({ api, alerts, confirm, onLeft, onSettled }: LeaveWaitlistDeps, { singleClassId, waitlistId }: WaitlistEntryRef): (() => void) => {
  const machine = waitlistMachine.provide({
    actors: {
      joinWaitlist: fromPromise(async ({ input }: { input: { singleClassId: number } }) => ({
        waitlist_id: unwrap(await api.waitlist.join(input.singleClassId)).waitlist_id,
      })),
      leaveWaitlist: fromPromise(async ({ input }: { input: { waitlistId: number } }) => unwrap(await api.waitlist.leave(input.waitlistId))),
    },
  });
  const actor = createActor(machine, { input: { singleClassId, waitlistId } });
  const finish = () => {
    actor.stop();
    onSettled?.();
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
  actor.start();
  actor.send({ type: 'REMOVE' });
  return () => actor.stop();
};
