import { createFakeApi, type FakeApi } from './fake-api.js';
import { demoFixtures } from './demo-fixtures.js';
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
  readonly now?: number;
}

/**
 * Fakes of every port seeded with the demo studio: the three demo accounts
 * sign in with 'demo1234' and the API answers for whoever is signed in.
 */
export const createDemoPorts = (options: DemoPortsOptions = {}): DemoPorts => {
  const identity = new FakeIdentity({
    accounts: Object.values(demoFixtures.accounts),
    ...(options.signedInAs === undefined ? {} : { signedInAs: options.signedInAs }),
  });
  const api = createFakeApi({
    identity,
    config: demoFixtures.config,
    customers: demoFixtures.customers,
    pages: demoFixtures.pages,
    announcements: demoFixtures.announcements,
    classTypes: demoFixtures.classTypes,
    instructors: demoFixtures.instructors,
    locations: demoFixtures.locations,
  });
  return { clock: new FakeClock(options.now), storage: new MemoryStorage(), identity, api };
};
