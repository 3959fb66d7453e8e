import { demoDiscounts, demoPackages } from './demo-packages.js';
import { demoPaymentMethods, demoPurchases, demoSavedCards } from './demo-purchases.js';
import { createFakeApi, type FakeApi } from './fake-api.js';
import { demoCustomerIds, demoFixtures } from './demo-fixtures.js';
import { demoSchedule } from './demo-schedule.js';
import { demoVideos } from './demo-videos.js';
import { demoCustomFields, demoForms, demoSociaCustomValues } from './demo-forms.js';
import { FakeClock } from './fake-clock.js';
import { FakeIdentity } from './fake-identity.js';
import { MemoryStorage } from './memory-storage.js';

/** Every port over the demo studio, wired together: what stories and tests start from. */
export interface DemoPorts {
  readonly clock: FakeClock;
  readonly storage: MemoryStorage;
  readonly identity: FakeIdentity;
  readonly api: FakeApi;
}

/** How the demo ports start. */
export interface DemoPortsOptions {
  /** Restores this demo account's session, e.g. `demoFixtures.accounts.socia.email`. */
  readonly signedInAs?: string;
  /** The clock's start, in epoch milliseconds; the demo's classes are placed around it. */
  readonly now?: number;
}

/**
 * Fakes of every port seeded with the demo studio: the three demo accounts
 * sign in with 'demo1234' and the API answers for whoever is signed in. The
 * API reads the same clock, and the demo's classes and bookings
 * (`demoSchedule`) are placed around its start.
 */
export const createDemoPorts = (options: DemoPortsOptions = {}): DemoPorts => {
  const clock = new FakeClock(options.now);
  const identity = new FakeIdentity({
    accounts: Object.values(demoFixtures.accounts),
    ...(options.signedInAs === undefined ? {} : { signedInAs: options.signedInAs }),
  });
  const api = createFakeApi({
    identity,
    clock,
    ...demoSchedule(clock.now()),
    config: demoFixtures.config,
    // socia keeps her custom values, as in the server's demo seed.
    customers: demoFixtures.customers.map((c) => (c.customer_id === demoCustomerIds.socia ? { ...c, custom_values: [...demoSociaCustomValues] } : c)),
    pages: demoFixtures.pages,
    announcements: demoFixtures.announcements,
    classTypes: demoFixtures.classTypes,
    instructors: demoFixtures.instructors,
    locations: demoFixtures.locations,
    packages: demoPackages,
    discounts: demoDiscounts,
    paymentMethods: demoPaymentMethods,
    ...demoPurchases(clock.now()),
    ...demoSavedCards(clock.now()),
    ...demoVideos(clock.now()),
    forms: demoForms,
    customFields: demoCustomFields,
  });
  return { clock, storage: new MemoryStorage(), identity, api };
};
