/**
 * @estudio/core/testing: an in-memory fake of every port, and the demo
 * studio's data, for core tests, the adapters' contract tests and Storybook.
 */
export { FakeClock, FAKE_CLOCK_START } from './fake-clock.js';
export { MemoryStorage } from './memory-storage.js';
export { FakeIdentity, type FakeAccount, type FakeIdentityOptions } from './fake-identity.js';
export { createFakeApi, type FakeApi } from './fake-api.js';
export type { FakeApiCall, FakeApiSeed, FakeApiState } from './fake-api.store.js';
export { demoFixtures, demoAccounts, DEMO_PASSWORD, type DemoFixtures } from './demo-fixtures.js';
export { demoImage } from './demo-images.js';
export { createDemoPorts, type DemoPorts, type DemoPortsOptions } from './demo-ports.js';
export { holdCalls, type HeldPort } from './hold.js';
