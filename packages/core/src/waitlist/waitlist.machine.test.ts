import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { messages } from '../messages/index.js';
import { PortFailure } from '../shared/failures.js';
import { appError } from '../shared/result.js';
import { connectWaitlist, waitlistModalCopy } from './waitlist.connect.js';
import { WAITLIST_CONFIRM_DELAY_MS, waitlistMachine } from './waitlist.machine.js';

interface Fakes {
  join?: () => Promise<{ waitlist_id: number }>;
  leave?: () => Promise<void>;
}

/** Starts the machine on a simulated clock with fake join and leave calls that record their inputs. */
const start = (input: { singleClassId: number; waitlistId?: number | null }, fakes: Fakes = {}) => {
  const joined: number[] = [];
  const left: number[] = [];
  const machine = waitlistMachine.provide({
    actors: {
      joinWaitlist: fromPromise<{ readonly waitlist_id: number }, { singleClassId: number }>(({ input }) => {
        joined.push(input.singleClassId);
        return fakes.join?.() ?? Promise.resolve({ waitlist_id: 90 });
      }),
      leaveWaitlist: fromPromise<void, { waitlistId: number }>(({ input }) => {
        left.push(input.waitlistId);
        return fakes.leave?.() ?? Promise.resolve();
      }),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input, clock }).start();
  const view = () => connectWaitlist(actor.getSnapshot(), actor.send);
  return { actor, view, clock, joined, left };
};

const failure = appError('waitlist/full', 'Ya estás en esta lista de espera.', 409);

describe('waitlist machine (spec 4, Waitlist)', () => {
  it('starts listed when the customer already has an entry', () => {
    expect(start({ singleClassId: 3, waitlistId: 5 }).view()).toMatchObject({ status: 'listed', listed: true });
    expect(start({ singleClassId: 3 }).view()).toMatchObject({ status: 'notListed', listed: false });
  });

  it('joins through the full-class modal and keeps the new entry', async () => {
    const { actor, view, joined } = start({ singleClassId: 3 });
    view().offer();
    expect(view().offerOpen).toBe(true);
    view().join();
    expect(view().busy).toBe(true);
    await waitFor(actor, (s) => s.matches('listed'));
    expect(joined).toEqual([3]);
    expect(actor.getSnapshot().context.waitlistId).toBe(90);
    expect(view().notice).toBe(messages.waitlist.joined);
  });

  it('closes the full-class modal on BACK without joining', () => {
    const { view, joined } = start({ singleClassId: 3 });
    view().offer();
    view().back();
    expect(view().status).toBe('notListed');
    expect(joined).toEqual([]);
  });

  it('returns to notListed with the server message when joining fails', async () => {
    const { actor, view } = start({ singleClassId: 3 }, { join: () => Promise.reject(new PortFailure(failure)) });
    view().join();
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(view()).toMatchObject({ status: 'notListed', error: failure, notice: null });
  });

  it('opens the removal confirmation only after 500 ms', () => {
    const { view, clock } = start({ singleClassId: 3, waitlistId: 5 });
    view().remove();
    expect(view()).toMatchObject({ status: 'awaitingConfirm', confirmOpen: false, listed: true });
    clock.increment(WAITLIST_CONFIRM_DELAY_MS - 1);
    expect(view().confirmOpen).toBe(false);
    clock.increment(1);
    expect(view()).toMatchObject({ status: 'confirmingRemove', confirmOpen: true });
  });

  it('removes after confirmation and forgets the entry', async () => {
    const { actor, view, clock, left } = start({ singleClassId: 3, waitlistId: 5 });
    view().remove();
    clock.increment(WAITLIST_CONFIRM_DELAY_MS);
    view().confirm();
    await waitFor(actor, (s) => s.matches('notListed'));
    expect(left).toEqual([5]);
    expect(actor.getSnapshot().context.waitlistId).toBeNull();
    expect(view().notice).toBe(messages.waitlist.removed);
  });

  it('stays listed when the removal is declined, before or after the dialog opens', () => {
    const { view, clock, left } = start({ singleClassId: 3, waitlistId: 5 });
    view().remove();
    view().back();
    clock.increment(WAITLIST_CONFIRM_DELAY_MS);
    expect(view().status).toBe('listed');
    view().remove();
    clock.increment(WAITLIST_CONFIRM_DELAY_MS);
    view().back();
    expect(view().status).toBe('listed');
    expect(left).toEqual([]);
  });

  it('returns to listed with the server message when removing fails', async () => {
    const { actor, view, clock } = start(
      { singleClassId: 3, waitlistId: 5 },
      { leave: () => Promise.reject(new PortFailure(failure)) },
    );
    view().remove();
    clock.increment(WAITLIST_CONFIRM_DELAY_MS);
    view().confirm();
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(view()).toMatchObject({ status: 'listed', error: failure });
    expect(actor.getSnapshot().context.waitlistId).toBe(5);
  });

  it('ignores confirmation before the dialog has opened', () => {
    const { view, left } = start({ singleClassId: 3, waitlistId: 5 });
    view().remove();
    view().confirm();
    expect(view().status).toBe('awaitingConfirm');
    expect(left).toEqual([]);
  });
});

describe('waitlist modal copy', () => {
  it('asks to join a full class and confirms removals under Precaución', () => {
    expect(waitlistModalCopy.offer).toMatchObject({ confirm: 'Anotarme' });
    expect(waitlistModalCopy.offer.body).toMatch(/^Esta clase está llena/);
    expect(waitlistModalCopy.remove.title).toBe('Precaución');
  });
});
