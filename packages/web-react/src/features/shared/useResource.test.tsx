import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ok, type Result } from '@estudio/core';
import { AlertsProvider } from '../../ui/Alerts/index.js';
import { useResource } from './useResource.js';

/** A call the test answers by hand. */
const deferred = () => {
  let answer!: (result: Result<string>) => void;
  const promise = new Promise<Result<string>>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
};

const Probe = ({ id, calls }: { id: string; calls: Record<string, ReturnType<typeof deferred>> }) => {
  const state = useResource(id, () => calls[id]!.promise);
  return <p>{state.status === 'ready' ? state.data : state.status}</p>;
};

const Embedded = ({ id, calls, initial }: { id: string; calls: Record<string, ReturnType<typeof deferred>>; initial?: string }) => {
  const state = useResource(id, () => calls[id]!.promise, {}, initial);
  return <p>{state.status === 'ready' ? state.data : state.status}</p>;
};

describe('useResource', () => {
  it("shows the page's embedded answer at once (the server's render), then what the load answers", async () => {
    const calls = { a: deferred(), b: deferred() };
    const { rerender } = render(
      <AlertsProvider>
        <Embedded id="a" calls={calls} initial="incrustada" />
      </AlertsProvider>,
    );
    expect(screen.getByText('incrustada')).toBeTruthy();
    await act(async () => calls.a.answer(ok('fresca')));
    expect(screen.getByText('fresca')).toBeTruthy();
    // Another key without an embedded answer loads as before.
    rerender(
      <AlertsProvider>
        <Embedded id="b" calls={calls} />
      </AlertsProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
  });

  it('is loading until answered, and ignores an answer for a key it left', async () => {
    const calls = { a: deferred(), b: deferred() };
    const { rerender } = render(
      <AlertsProvider>
        <Probe id="a" calls={calls} />
      </AlertsProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    rerender(
      <AlertsProvider>
        <Probe id="b" calls={calls} />
      </AlertsProvider>,
    );
    await act(async () => calls.a.answer(ok('respuesta de a')));
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => calls.b.answer(ok('respuesta de b')));
    expect(screen.getByText('respuesta de b')).toBeTruthy();
  });

  it('reports a failure to the alert display', async () => {
    const calls = { a: deferred() };
    render(
      <AlertsProvider>
        <Probe id="a" calls={calls} />
      </AlertsProvider>,
    );
    await act(async () => calls.a.answer({ ok: false, error: { code: 'server', message: 'No pudimos cargar.', status: 500 } }));
    expect(screen.getByText('error')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('No pudimos cargar.');
  });
});
