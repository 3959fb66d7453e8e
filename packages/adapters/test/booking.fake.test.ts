import type { ApiPort, ConfigEntry } from '@estudio/core';
import { createDemoPorts } from '@estudio/core/testing';
import { describeBookingContract } from './booking.contract.js';
import { uniqueEmail } from './support/emails.js';

const ports = createDemoPorts();
const PASSWORD = 'secreto123';
const passwords = new Map<string, string>();

/** Signs `email` in unless she is the one signed in already: the fake has one identity for every caller. */
const become = async (email: string): Promise<void> => {
  if (ports.identity.currentUser()?.email === email) return;
  await ports.identity.signOut();
  const signed = await ports.identity.signIn(email, passwords.get(email) ?? 'demo1234');
  if (!signed.ok) throw new Error(`sign-in of ${email} failed: ${signed.error.code}`);
};

/** The fake's ApiPort acting for `email` on every call, so a test may hold two customers' ports at once, as with two browsers. */
const portOf = (email: string): ApiPort =>
  new Proxy(ports.api, {
    get: (api, group: string) => {
      const members = (api as unknown as Record<string, Record<string, unknown>>)[group];
      return new Proxy(members ?? {}, {
        get: (target, member: string) => {
          const call = target[member];
          if (typeof call !== 'function') return call;
          return async (...args: unknown[]) => {
            await become(email);
            return (call as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
    },
  });

const phone = (): string => `55${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

const setConfig = (entries: ConfigEntry[], key: string, value: string | null): void => {
  const found = entries.find((entry) => entry.key === key);
  if (found) found.value = value;
  else entries.push({ key, value });
};

describeBookingContract('createFakeApi (core/testing)', {
  signInAs: async (email) => {
    await become(email);
    return portOf(email);
  },
  newCustomer: async (credits) => {
    const email = uniqueEmail('reserva');
    passwords.set(email, PASSWORD);
    await ports.identity.signOut();
    const created = await ports.identity.signUp(email, PASSWORD);
    if (!created.ok) throw new Error(`sign-up of ${email} failed: ${created.error.code}`);
    const api = portOf(email);
    const customer = await api.customer.signup({ name: 'Renata', last_name: 'Prueba', phone: phone() });
    if (!customer.ok) throw new Error(customer.error.message);
    const customerId = customer.value.customer_id;
    if (credits > 0) {
      const state = ports.api.state;
      state.credits.push({
        available_class_id: state.credits.reduce((max, c) => Math.max(max, c.available_class_id), 0) + 1,
        customer_id: customerId, purchase_id: null, class_type_id: null, class_types: null, allowed_times: null,
        available_classes: credits, expiration_date: null,
      });
    }
    return { api, customerId };
  },
  penalize: async (customerId, reason, endDate) => {
    const state = ports.api.state;
    const penaltyId = state.penalties.reduce((max, p) => Math.max(max, p.penalty_id), 0) + 1;
    state.penalties.push({ penalty_id: penaltyId, customer_id: customerId, reason, end_date: endDate });
  },
  withSettings: async (values, work) => {
    const config = ports.api.state.config;
    const before = new Map(Object.keys(values).map((key) => [key, config.find((entry) => entry.key === key)?.value ?? null]));
    for (const [key, value] of Object.entries(values)) setConfig(config, key, value);
    try {
      return await work();
    } finally {
      for (const [key, value] of before) setConfig(config, key, value);
    }
  },
  now: () => ports.clock.now(),
});
