import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoFixtures, type FakeIdentity } from '@estudio/core/testing';
import { renderWithServices } from '../testing/index.js';
import { useSession } from './session.js';

const { socia } = demoFixtures.accounts;

/** Shows the session and records every status it rendered with. */
const Reader = ({ start, seen }: { start: boolean | 'onIntent'; seen: string[] }) => {
  const session = useSession({ start });
  seen.push(session.status);
  return <p>{session.signedIn ? `dentro: ${session.customer?.name ?? ''}` : `estado: ${session.status}`}</p>;
};

/** Renders a reader and spies on the identity, which the machine subscribes to once it runs. */
const render = (start: boolean | 'onIntent', { signedInAs, hintless = false }: { signedInAs?: string; hintless?: boolean } = {}) => {
  const seen: string[] = [];
  let watched = vi.fn();
  renderWithServices(<Reader start={start} seen={seen} />, {
    ...(signedInAs === undefined ? {} : { signedInAs }),
    prepare: ({ identity }) => {
      watched = vi.spyOn(identity, 'onChange') as unknown as typeof watched;
      // A provider that cannot tell whether it keeps a session (Firebase restores by itself).
      if (hintless) Object.assign(identity, { hasStoredSession: undefined });
    },
  });
  return { seen, watched: () => watched };
};

describe('SessionProvider and useSession', () => {
  it('starts nothing for a first-time visitor whose screen only reads the session', async () => {
    const { seen, watched } = render(false);
    expect(screen.getByText('estado: signedOut')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(watched()).not.toHaveBeenCalled();
    expect(new Set(seen)).toEqual(new Set(['signedOut']));
  });

  it("starts the session for a screen that needs it, reading 'restoring' from its first render rather than signed out", async () => {
    const { seen, watched } = render(true);
    expect(seen[0]).toBe('restoring');
    expect(await screen.findByText('estado: signedOut')).toBeTruthy();
    expect(watched()).toHaveBeenCalled();
  });

  it('restores a stored session on any screen, even one that only reads it', async () => {
    const { seen } = render(false, { signedInAs: socia.email });
    expect(await screen.findByText('dentro: Mariana')).toBeTruthy();
    expect(seen).toContain('restoring');
  });

  it('restores at once when the identity provider cannot tell whether it keeps a session', async () => {
    const { watched } = render(false, { hintless: true });
    await vi.waitFor(() => expect(watched()).toHaveBeenCalled());
    expect(await screen.findByText('estado: signedOut')).toBeTruthy();
  });

  it("waits for a first-time visitor of a sign-in form to reach for the page before it loads the session ('onIntent')", async () => {
    const { seen, watched } = render('onIntent');
    expect(screen.getByText('estado: signedOut')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(watched()).not.toHaveBeenCalled();
    expect(new Set(seen)).toEqual(new Set(['signedOut']));
    await userEvent.click(screen.getByText('estado: signedOut'));
    await vi.waitFor(() => expect(watched()).toHaveBeenCalled());
    expect(await screen.findByText('estado: signedOut')).toBeTruthy();
  });

  it("starts it on a key or a focus as well, and restores a stored session at once ('onIntent')", async () => {
    const keyed = render('onIntent');
    await userEvent.keyboard('a');
    await vi.waitFor(() => expect(keyed.watched()).toHaveBeenCalled());
    const stored = render('onIntent', { signedInAs: socia.email });
    expect(await screen.findByText('dentro: Mariana')).toBeTruthy();
    expect(stored.watched()).toHaveBeenCalled();
  });

  it("ends the session at the identity provider on 'Salir', so a copy of it restores nobody", async () => {
    const Leaver = () => {
      const session = useSession({ start: true });
      return session.signedIn ? <button type="button" onClick={() => session.signOut()}>Salir</button> : <p>estado: {session.status}</p>;
    };
    let identity: FakeIdentity | undefined;
    renderWithServices(<Leaver />, { signedInAs: socia.email, prepare: (fakes) => void (identity = fakes.identity) });
    const leave = await screen.findByRole('button', { name: 'Salir' });
    const kept = identity?.storedSession() ?? null;
    expect(identity?.reopen(kept).currentUser()?.email).toBe(socia.email);
    await userEvent.click(leave);
    expect(await screen.findByText('estado: signedOut')).toBeTruthy();
    expect(identity?.reopen(kept).currentUser()).toBeNull();
  });
});
