/**
 * Test utilities of the web app: fake services over core's in-memory ports
 * and a render helper with the app's providers and a memory router.
 */
export { makeFakeServices, demoConfigEntries, withPendingCalls } from './fakeServices.js';
export type { FakeServices, FakeServicesOptions, SettingsOverrides } from './fakeServices.js';
export { renderWithServices, testRoutes } from './renderWithServices.js';
export type { RenderWithServicesOptions, RenderWithServicesResult } from './renderWithServices.js';
export { fakeFirebase, FakeFirebaseIdentity, FIREBASE_SETTINGS } from './fakeFirebaseIdentity.js';
export type { FakeFirebaseOptions, FakeFirebaseSetup } from './fakeFirebaseIdentity.js';
