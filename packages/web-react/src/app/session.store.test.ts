import { describe, expect, it, vi } from 'vitest';
import { createDemoPorts, demoFixtures } from '@estudio/core/testing';
import { createSessionStore, type SessionRuntimeLoader } from './session.store.js';
import { runSession } from './session.runtime.js';

const { socia } = demoFixtures.accounts;

/** A store over the demo ports, with its loader counted and, if asked, held or failing. */
const storeOver = (options: { signedInAs?: string; load?: SessionRuntimeLoader } = {}) => {
  const ports = createDemoPorts(options.signedInAs === undefined ? {} : { signedInAs: options.signedInAs });
  const load = vi.fn(options.load ?? (async () => ({ runSession })));
  const store = createSessionStore({ identity: ports.identity, api: ports.api }, load);
  const statuses: string[] = [];
  store.subscribe(() => statuses.push(store.getView().status));
  return { store, load, statuses };
};

const settled = (store: ReturnType<typeof storeOver>['store']) =>
  vi.waitFor(() => {
    expect(store.getView().busy).toBe(false);
    expect(store.getView().status).not.toBe('restoring');
  });

describe('session store', () => {
  it('reads signed out, with nothing pending and nothing loaded, until started', async () => {
    const { store, load } = storeOver();
    expect(store.getView()).toMatchObject({ status: 'signedOut', signedIn: false, busy: false, customer: null, error: null });
    expect(store.started).toBe(false);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
  });

  it("hands a screen the machine's own first view, not the stand-in, while the machine starts", async () => {
    const { store } = storeOver();
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getStartingView() === store.getView() ? 'same' : 'stand-in'));
    store.start();
    await settled(store);
    expect(seen).not.toContain('stand-in');
  });

  it("offers a screen about to start it 'restoring' instead, and the same view once started", () => {
    const { store } = storeOver();
    expect(store.getStartingView()).toMatchObject({ status: 'restoring', busy: true });
    expect(store.getStartingView()).toBe(store.getStartingView());
    store.start();
    expect(store.getView()).toBe(store.getStartingView());
  });

  it("keeps a screen that starts it on intent signed out and not busy while its code loads, then hands it the machine's views", async () => {
    const { store } = storeOver({ signedInAs: socia.email });
    store.start();
    expect(store.getStartingView()).toMatchObject({ status: 'restoring', busy: true });
    expect(store.getQuietView()).toMatchObject({ status: 'signedOut', busy: false });
    await vi.waitFor(() => expect(store.getView().signedIn).toBe(true));
    expect(store.getQuietView()).toBe(store.getView());
  });

  it('loads the machine once and restores a stored session', async () => {
    const { store, load, statuses } = storeOver({ signedInAs: socia.email });
    store.start();
    store.start();
    expect(store.started).toBe(true);
    await vi.waitFor(() => expect(store.getView().signedIn).toBe(true));
    expect(load).toHaveBeenCalledTimes(1);
    expect(store.getView().customer?.email).toBe(socia.email);
    expect(store.getStartingView()).toBe(store.getView());
    expect(statuses[0]).toBe('restoring');
  });

  it('starts on an action sent before it ran, and delivers the action', async () => {
    const { store, load } = storeOver();
    store.getView().signIn(socia.email, socia.password);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(store.getView().signedIn).toBe(true));
  });

  it('reads signed out with the network message when its code cannot be loaded, and tries again on the next start', async () => {
    let fail = true;
    const { store, load } = storeOver({
      load: async () => {
        if (fail) throw new Error('offline');
        return { runSession };
      },
    });
    store.getView().signIn(socia.email, socia.password);
    await vi.waitFor(() => expect(store.getView().error?.code).toBe('network'));
    expect(store.getView()).toMatchObject({ status: 'signedOut', busy: false });
    expect(store.started).toBe(false);
    expect(store.getStartingView()).toBe(store.getView());
    fail = false;
    store.start();
    await settled(store);
    expect(load).toHaveBeenCalledTimes(2);
    expect(store.getView()).toMatchObject({ status: 'signedOut', error: null });
  });

  it('stops: a pending start never runs, a running machine stops, and the view is signed out again', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { store } = storeOver({
      signedInAs: socia.email,
      load: async () => {
        await held;
        return { runSession };
      },
    });
    store.start();
    store.stop();
    release();
    await held;
    await Promise.resolve();
    expect(store.getView()).toMatchObject({ status: 'signedOut', busy: false });
    expect(store.started).toBe(false);

    store.start();
    await vi.waitFor(() => expect(store.getView().signedIn).toBe(true));
    store.stop();
    expect(store.getView()).toMatchObject({ status: 'signedOut', signedIn: false });
  });
});
