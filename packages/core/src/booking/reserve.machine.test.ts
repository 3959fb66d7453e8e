import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { messages } from '../messages/index.js';
import { appError, err, ok } from '../shared/result.js';
import { createReserveMachine, RESUME_AFTER_SIGN_IN_MS } from './reserve.machine.js';
import type { ReserveActors, ReserveFacts } from './reserve.types.js';

const FACTS: ReserveFacts = {
  signedIn: true, packageId: null, full: false, reachable: true, waitlistEnabled: true, onWaitlist: false,
  canPay: true, penalty: null, profilePending: false, guestsAllowed: true, freeSpots: [],
};

const actorsWith = (facts: Partial<ReserveFacts> | (() => Partial<ReserveFacts>), overrides: Partial<ReserveActors> = {}) => {
  const calls = { reserve: vi.fn(), join: vi.fn() };
  const actors: ReserveActors = {
    assess: async () => ok({ ...FACTS, ...(typeof facts === 'function' ? facts() : facts) }),
    reserve: async (request) => {
      calls.reserve(request);
      return ok({ class_reservation_id: 1 });
    },
    joinWaitlist: async (classId) => {
      calls.join(classId);
      return ok({ waitlist_id: 1 });
    },
    ...overrides,
  };
  return { actors, calls };
};

const run = (actors: ReserveActors) => {
  const actor = createActor(createReserveMachine(actors)).start();
  return actor;
};

const settle = (actor: ReturnType<typeof run>, state: string) =>
  waitFor(actor, (s) => s.value === state, { timeout: 2000 });

describe('the reserve flow (spec 4)', () => {
  it('sends a visitor of the landing page to login without assessing the class', async () => {
    const assess = vi.fn(async () => ok(FACTS));
    const actor = run({ ...actorsWith({}).actors, assess });
    actor.send({ type: 'START', classId: 3, origin: 'home' });
    expect(actor.getSnapshot().hasTag('toLogin')).toBe(true);
    expect(assess).not.toHaveBeenCalled();
  });

  it('sends a package-bound class to checkout, even for a signed-out visitor', async () => {
    const actor = run(actorsWith({ packageId: 9, signedIn: false }).actors);
    actor.send({ type: 'START', classId: 3 });
    expect((await settle(actor, 'toCheckout')).hasTag('toCheckout')).toBe(true);
  });

  describe('with a signed-out visitor', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('prompts to sign in, and resumes 1 s after signing in', async () => {
      let signedIn = false;
      const actor = run(actorsWith(() => ({ signedIn })).actors);
      actor.send({ type: 'START', classId: 3 });
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('authPrompt'));
      signedIn = true;
      actor.send({ type: 'SIGNED_IN' });
      await vi.advanceTimersByTimeAsync(RESUME_AFTER_SIGN_IN_MS - 1);
      expect(actor.getSnapshot().value).toBe('resuming');
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('choosing'));
    });
  });

  it('opens the waitlist prompt for a full class when the waitlist is on, and joins it', async () => {
    const { actors, calls } = actorsWith({ full: true });
    const actor = run(actors);
    actor.send({ type: 'START', classId: 3 });
    await settle(actor, 'waitlistPrompt');
    actor.send({ type: 'JOIN_WAITLIST' });
    expect((await settle(actor, 'waitlisted')).hasTag('waitlisted')).toBe(true);
    expect(calls.join).toHaveBeenCalledWith(3);
  });

  it('refuses a full class without a waitlist with a clear message', async () => {
    const actor = run(actorsWith({ full: true, waitlistEnabled: false }).actors);
    actor.send({ type: 'START', classId: 3 });
    expect((await settle(actor, 'failed')).context.error?.message).toBe(messages.schedule.classFull);
  });

  it('shows the no-credits message before the penalty, and the penalty before the profile', async () => {
    const penalty = { reason: 'Tres faltas seguidas', end_date: '2026-12-01T06:00:00.000Z' };
    const noCredits = run(actorsWith({ canPay: false, penalty, profilePending: true }).actors);
    noCredits.send({ type: 'START', classId: 3 });
    expect((await settle(noCredits, 'noCredits')).context.error?.message).toBe(messages.reservations.noCredits);

    const penalised = run(actorsWith({ penalty, profilePending: true }).actors);
    penalised.send({ type: 'START', classId: 3 });
    expect((await settle(penalised, 'penalty')).context.facts?.penalty).toEqual(penalty);

    const pending = run(actorsWith({ profilePending: true }).actors);
    pending.send({ type: 'START', classId: 3 });
    await settle(pending, 'profileRequired');
  });

  it('refuses a class outside the booking window', async () => {
    const actor = run(actorsWith({ reachable: false }).actors);
    actor.send({ type: 'START', classId: 3 });
    expect((await settle(actor, 'failed')).context.error?.message).toBe(messages.schedule.bookingClosed);
  });

  it('reserves with a guest and a spot once both are valid', async () => {
    const { actors, calls } = actorsWith({ freeSpots: ['A1', 'A2'] });
    const actor = run(actors);
    actor.send({ type: 'START', classId: 3 });
    await settle(actor, 'choosing');
    actor.send({ type: 'TOGGLE_GUEST', on: true });
    actor.send({ type: 'SET_GUEST', name: ' A ' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().context.error?.message).toBe(messages.reservations.guestNameRequired);
    actor.send({ type: 'SET_GUEST', name: ' Ana ' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().context.error?.message).toBe(messages.booking.chooseSpot);
    actor.send({ type: 'SET_SPOT', spot: 'A2' });
    actor.send({ type: 'CONFIRM' });
    expect((await settle(actor, 'reserved')).hasTag('reserved')).toBe(true);
    expect(calls.reserve).toHaveBeenCalledWith({ classId: 3, mode: 'self', guest: 'Ana', spot: 'A2' });
  });

  it("keeps the dialog open with the server's message when the reservation is refused", async () => {
    const refusal = appError('reservation/full', 'Lo sentimos, esta clase ya no tiene lugares disponibles.', 409);
    const actor = run(actorsWith({}, { reserve: async () => err(refusal) }).actors);
    actor.send({ type: 'START', classId: 3 });
    await settle(actor, 'choosing');
    actor.send({ type: 'CONFIRM' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.error).toEqual(refusal));
    expect(actor.getSnapshot().value).toBe('choosing');
  });

  describe("in guest mode (a guest's place beside the customer's own)", () => {
    it('always names the guest, and books her place with her spot', async () => {
      const { actors, calls } = actorsWith({ freeSpots: ['A1', 'A2'] });
      const actor = run(actors);
      actor.send({ type: 'START', classId: 3, mode: 'guest' });
      await settle(actor, 'choosing');
      expect(actor.getSnapshot().context.withGuest).toBe(true);
      actor.send({ type: 'TOGGLE_GUEST', on: false });
      expect(actor.getSnapshot().context.withGuest).toBe(true);
      actor.send({ type: 'SET_SPOT', spot: 'A1' });
      actor.send({ type: 'CONFIRM' });
      expect(actor.getSnapshot().context.error?.message).toBe(messages.reservations.guestNameRequired);
      actor.send({ type: 'SET_GUEST', name: 'Luisa' });
      actor.send({ type: 'CONFIRM' });
      await settle(actor, 'reserved');
      expect(calls.reserve).toHaveBeenCalledWith({ classId: 3, mode: 'guest', guest: 'Luisa', spot: 'A1' });
    });

    it('refuses a full class instead of offering the waitlist', async () => {
      const { actors, calls } = actorsWith({ full: true, waitlistEnabled: true });
      const actor = run(actors);
      actor.send({ type: 'START', classId: 3, mode: 'guest' });
      expect((await settle(actor, 'failed')).context.error?.message).toBe(messages.schedule.classFull);
      expect(calls.join).not.toHaveBeenCalled();
    });

    it('still needs a credit, and stops at a penalty', async () => {
      const broke = run(actorsWith({ canPay: false }).actors);
      broke.send({ type: 'START', classId: 3, mode: 'guest' });
      await settle(broke, 'noCredits');
      const penalised = run(actorsWith({ penalty: { reason: 'Faltas', end_date: '2026-12-01T06:00:00.000Z' } }).actors);
      penalised.send({ type: 'START', classId: 3, mode: 'guest' });
      await settle(penalised, 'penalty');
    });

    it('starts a later flow in the mode it is given', async () => {
      const { actors, calls } = actorsWith({});
      const actor = run(actors);
      actor.send({ type: 'START', classId: 3, mode: 'guest' });
      await settle(actor, 'choosing');
      actor.send({ type: 'START', classId: 4 });
      await settle(actor, 'choosing');
      expect(actor.getSnapshot().context).toMatchObject({ mode: 'self', withGuest: false });
      actor.send({ type: 'CONFIRM' });
      await settle(actor, 'reserved');
      expect(calls.reserve).toHaveBeenCalledWith({ classId: 4, mode: 'self', guest: null, spot: null });
    });
  });

  it('serves the next class after a reservation: its ends rest until START or CLOSE', async () => {
    const { actors, calls } = actorsWith({});
    const actor = run(actors);
    for (const classId of [3, 4]) {
      actor.send({ type: 'START', classId });
      await settle(actor, 'choosing');
      actor.send({ type: 'CONFIRM' });
      await settle(actor, 'reserved');
      actor.send({ type: 'CLOSE' });
      expect(actor.getSnapshot().value).toBe('idle');
    }
    expect(calls.reserve).toHaveBeenCalledTimes(2);
  });

  it('closes from any state and forgets the class', async () => {
    const actor = run(actorsWith({ canPay: false }).actors);
    actor.send({ type: 'START', classId: 3 });
    await settle(actor, 'noCredits');
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.classId).toBeNull();
  });
});
