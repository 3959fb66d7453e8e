import { defaultConfigEntries, parseStudioConfig, type ConfigEntry, type SettingKey } from '@estudio/core';
import { createDemoPorts, demoFixtures, type DemoPorts, type FakeApi, type FakeApiCall } from '@estudio/core/testing';
import { createExpirySignal, type Services } from '../app/services.js';

/** Settings as GET /appconfig sends them (key → text), e.g. `{ banner_enabled: 'false' }`. */
export type SettingsOverrides = Partial<Record<SettingKey, string>>;

/** How {@link makeFakeServices} builds the services. */
export interface FakeServicesOptions {
  /** Settings laid over the demo studio's (contract: every flag on). */
  readonly config?: SettingsOverrides;
  /** Restores this demo account's session, e.g. `demoFixtures.accounts.socia.email`. */
  readonly signedInAs?: string;
  /** The fake clock's start, in epoch milliseconds. */
  readonly now?: number;
  /** Replaces whole services, e.g. an api whose calls are held. */
  readonly services?: Partial<Services>;
  /**
   * Runs on the fakes before anything renders: seed or change data, queue a
   * failure (`fakes.api.failNext('content.pages', error)`), sign in.
   */
  readonly prepare?: (fakes: DemoPorts) => void;
  /** Calls that never answer: how tests and stories show a loading state. */
  readonly pending?: readonly FakeApiCall[];
}

/** Services over in-memory fakes, with the fakes themselves for tests to steer. */
export interface FakeServices extends Services {
  /** The demo ports the services were built from: `fakes.api.failNext(…)`, `fakes.clock.advance(…)`. */
  readonly fakes: DemoPorts;
}

/** The demo studio's settings with `overrides` applied (unknown keys are ignored). */
export const demoConfigEntries = (overrides: SettingsOverrides = {}): ConfigEntry[] => {
  const demo = Object.fromEntries(demoFixtures.config.map(({ key, value }) => [key, value ?? ''])) as SettingsOverrides;
  return defaultConfigEntries({ ...demo, ...overrides });
};

const never = () => new Promise<never>(() => undefined);

/**
 * The fake api with the `pending` calls left unanswered. Every resource
 * group is wrapped, so calls later slices add can be held the same way.
 */
export const withPendingCalls = (api: FakeApi, pending: readonly FakeApiCall[] = []): FakeApi => {
  if (pending.length === 0) return api;
  const held = new Set<string>(pending);
  const wrap = (group: string, target: object) =>
    new Proxy(target, {
      get(object, property) {
        const value: unknown = Reflect.get(object, property, object);
        if (typeof value !== 'function') return value;
        return held.has(`${group}.${String(property)}`) ? never : (value as (...args: unknown[]) => unknown).bind(object);
      },
    });
  const groups = Object.entries(api).map(([name, value]) =>
    name !== 'state' && typeof value === 'object' && value !== null ? [name, wrap(name, value)] : [name, value],
  );
  return Object.fromEntries(groups) as unknown as FakeApi;
};

/**
 * Everything the views need, over the in-memory fakes of core seeded with the
 * demo studio: what tests and stories render screens with.
 */
export const makeFakeServices = (options: FakeServicesOptions = {}): FakeServices => {
  const fakes = createDemoPorts({
    ...(options.signedInAs === undefined ? {} : { signedInAs: options.signedInAs }),
    ...(options.now === undefined ? {} : { now: options.now }),
  });
  const entries = demoConfigEntries(options.config);
  // The fake API answers /appconfig with the same settings the views were given.
  fakes.api.state.config = entries;
  options.prepare?.(fakes);
  return {
    api: withPendingCalls(fakes.api, options.pending),
    identity: fakes.identity,
    clock: fakes.clock,
    storage: fakes.storage,
    config: parseStudioConfig(entries),
    sessionExpired: createExpirySignal(),
    ...options.services,
    fakes,
  };
};
