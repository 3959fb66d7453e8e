import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { messages } from '../messages/index.js';
import { PortFailure } from '../shared/failures.js';
import { appError } from '../shared/result.js';
import { connectCancel } from './cancel.connect.js';
import { cancelMachine, type CancelTarget } from './cancel.machine.js';
import { RESERVATION_CODES } from './cancel.rules.js';
import type { CancelSettings } from './reservations.model.js';

const NOW = Date.UTC(2025, 0, 6, 15, 0);
const HOUR = 3_600_000;
const settings: CancelSettings = {
  cancelTimeframe: { value: 12, unit: 'hours' },
  allowCancelReservations: true,
  allowCancelAfterThreshold: true,
  maxCancelsPerAvailableClass: 1,
  timezone: 'America/Mexico_City',
};
const early: CancelTarget = { reservationId: 7, deletedAt: null, classDate: new Date(NOW + 24 * HOUR) };
const late: CancelTarget = { ...early, classDate: new Date(NOW + 2 * HOUR) };

/** Starts the machine with a fake cancel call that records its ids and answers with `answer`. */
const start = (answer: () => Promise<void> = () => Promise.resolve()) => {
  const calls: number[] = [];
  const machine = cancelMachine.provide({
    actors: {
      cancelReservation: fromPromise<void, { reservationId: number }>(({ input }) => {
        calls.push(input.reservationId);
        return answer();
      }),
    },
  });
  const actor = createActor(machine, { input: { settings } }).start();
  const view = () => connectCancel(actor.getSnapshot(), actor.send);
  return { actor, view, calls };
};

describe('cancel machine', () => {
  it('opens the modal with a refund decision, then cancels and ends in done', async () => {
    const { actor, view, calls } = start();
    view().open(early, NOW);
    expect(view()).toMatchObject({
      status: 'confirming',
      modalOpen: true,
      decision: { canCancel: true, refundsCredit: true, lateWarning: false },
    });
    view().confirm();
    expect(view().busy).toBe(true);
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toEqual([7]);
    expect(view()).toMatchObject({ status: 'done', modalOpen: false, error: null });
  });

  it('keeps the late-cancel warning in the decision', () => {
    const { view } = start();
    view().open(late, NOW);
    expect(view().decision).toEqual({ canCancel: true, refundsCredit: false, lateWarning: true });
  });

  it('returns to idle on BACK without calling the server', () => {
    const { view, calls } = start();
    view().open(early, NOW);
    view().back();
    expect(view()).toMatchObject({ status: 'idle', decision: null, modalOpen: false });
    expect(calls).toEqual([]);
  });

  it('never opens the modal for a reservation the rules refuse, and says why', () => {
    const { view } = start();
    view().open({ ...early, classDate: new Date(NOW - HOUR) }, NOW);
    expect(view()).toMatchObject({ status: 'idle', error: { code: RESERVATION_CODES.classStarted } });
    view().open({ ...early, cancelsSoFar: 1 }, NOW);
    expect(view()).toMatchObject({ status: 'idle', error: { code: RESERVATION_CODES.cancelLimit } });
    view().open(early, NOW);
    expect(view()).toMatchObject({ status: 'confirming', error: null });
  });

  it('shows the server message when the cancel fails, and BACK clears it', async () => {
    const refusal = appError('conflict', 'Lo sentimos, esta reservación ya no se puede cancelar.', 409);
    const { actor, view } = start(() => Promise.reject(new PortFailure(refusal)));
    view().open(early, NOW);
    view().confirm();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(view()).toMatchObject({ status: 'failed', modalOpen: true, error: refusal });
    view().back();
    expect(view()).toMatchObject({ status: 'idle', error: null });
  });

  it('shows the generic message for an unexpected failure', async () => {
    const { actor, view } = start(() => Promise.reject(new Error('boom')));
    view().open(early, NOW);
    view().confirm();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(view().error?.message).toBe(messages.common.genericError);
  });
});
