import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { appError } from '../shared/result.js';
import { createDemoPorts, demoAccounts, DEMO_PASSWORD, type DemoPorts } from '../testing/index.js';
import { createSessionMachine } from './session.actors.js';
import type { SessionSnapshot } from './session.machine.js';
import type { SessionEvent, SignUpForm } from './session.types.js';

type Step =
  | { readonly kind: 'send'; readonly event: SessionEvent }
  | { readonly kind: 'fail'; readonly call: 'customer.current' | 'customer.signup' | 'customer.phoneAvailable' }
  | { readonly kind: 'settle' }
  | { readonly kind: 'tick' };

const signUpForm = (email: string, phone: string, changes: Partial<SignUpForm> = {}): SignUpForm => ({
  name: 'Prueba',
  last_name: 'Propiedad',
  email,
  phone,
  password: 'secreto1',
  password_confirm: 'secreto1',
  signup_reason: null,
  other: null,
  birthdate: null,
  instagram: null,
  accepted_terms: true,
  required_page_ids: [1],
  ...changes,
});

const email = fc.constantFrom(
  demoAccounts.socia.email,
  demoAccounts.nueva.email,
  demoAccounts.admin.email,
  'nadie@estudio.test',
  'otra@estudio.test',
);

const event: fc.Arbitrary<SessionEvent> = fc.oneof(
  fc.record({ type: fc.constant('SIGN_IN' as const), email, password: fc.constantFrom(DEMO_PASSWORD, 'mala') }),
  fc
    .tuple(email, fc.constantFrom('5512340001', '5599990000', '5599990001', '12'), fc.boolean(), fc.boolean())
    .map(([address, phone, matching, terms]) => ({
      type: 'SIGN_UP' as const,
      form: signUpForm(address, phone, { password_confirm: matching ? 'secreto1' : 'otro', accepted_terms: terms }),
    })),
  fc.constantFrom<SessionEvent>(
    { type: 'SIGN_OUT' },
    { type: 'SESSION_EXPIRED' },
    { type: 'PROFILE_RELOAD' },
    { type: 'CLEAR_ERROR' },
  ),
);

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: event.map((e) => ({ kind: 'send' as const, event: e })) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('customer.current' as const, 'customer.signup' as const, 'customer.phoneAvailable' as const)
      .map((call) => ({ kind: 'fail' as const, call })),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'settle' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'tick' as const }) },
);

/** The invariant of spec 4: a signed-in session always has its user and its customer. */
const holds = (snapshot: SessionSnapshot): boolean => {
  const { user, customer } = snapshot.context;
  if (snapshot.matches('signedIn')) return user !== null && customer !== null && customer.uid === user.uid;
  if (snapshot.matches('signedOut')) return user === null && customer === null;
  return true;
};

const run = async (ports: DemoPorts, steps: readonly Step[]) => {
  const actor = createActor(createSessionMachine({ identity: ports.identity, api: ports.api }));
  const broken: string[] = [];
  actor.subscribe((snapshot) => {
    if (!holds(snapshot)) broken.push(JSON.stringify(snapshot.value));
  });
  actor.start();
  const settle = () => waitFor(actor, (s) => !s.hasTag('busy'));
  for (const next of steps) {
    if (next.kind === 'send') actor.send(next.event);
    if (next.kind === 'fail') ports.api.failNext(next.call, appError('server/down', 'El servidor no responde', 500));
    if (next.kind === 'settle') await settle();
    if (next.kind === 'tick') await Promise.resolve();
  }
  const last = await settle();
  actor.stop();
  return { broken, last };
};

describe('session invariants', () => {
  it('never shows signedIn without a customer, and leaves nobody half signed in', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(step, { maxLength: 25 }), async (restored, steps) => {
        const ports = createDemoPorts(restored ? { signedInAs: demoAccounts.socia.email } : {});
        const { broken, last } = await run(ports, steps);
        expect(broken).toEqual([]);
        expect(holds(last)).toBe(true);
        // Every failure path signs the identity out, so the provider and the session agree once settled.
        expect(ports.identity.currentUser() !== null).toBe(last.matches('signedIn'));
      }),
      { numRuns: 150 },
    );
  });
});
