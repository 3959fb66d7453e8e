import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { renderToStringAsync } from 'preact-render-to-string';
import type { VNode } from 'preact';
import { hydrateRoot } from 'react-dom/client';
import { collectServerTurns, HydrationTurn } from './HydrationTurn.js';

const List = ({ log, label = 'Botón' }: { log: number[]; label?: string }) => (
  <ul>
    {[1, 2, 3].map((n) => (
      <HydrationTurn key={n} id={`turno-${n}`}>
        {(turn) => (
          <li {...turn}>
            <button type="button" aria-label={`${label} ${n}`} onClick={() => log.push(n)}>
              Botón {n}
            </button>
          </li>
        )}
      </HydrationTurn>
    ))}
  </ul>
);

const nextTasks = (count: number) => new Promise((resolve) => setTimeout(resolve, count));

/** A container in the document holding the server's HTML of `page`, as the browser receives it. */
const serverRendered = async (page: ReactElement) => {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = await renderToStringAsync(page as unknown as VNode);
  return container;
};

describe('HydrationTurn', () => {
  it("hydrates each part of the server's HTML after the rest of the page, keeping its elements", async () => {
    const container = await serverRendered(<List log={[]} />);
    const served = [...container.querySelectorAll('button')];
    expect(container.querySelectorAll('[data-turn]')).toHaveLength(3);

    const log: number[] = [];
    collectServerTurns(container);
    hydrateRoot(container, <List log={log} />);
    await Promise.resolve();
    served[0]?.click();
    expect(log).toEqual([]); // its turn has not come: the HTML is there, not yet its handlers

    await nextTasks(50);
    for (const button of served) button.click();
    expect(log).toEqual([1, 2, 3]);
    expect([...container.querySelectorAll('button')]).toEqual(served); // hydrated, not rendered again
    container.remove();
  });

  it('hydrates a waiting turn as the server rendered it, then renders the props the page gave it meanwhile', async () => {
    const container = await serverRendered(<List log={[]} label="Del servidor" />);
    const served = [...container.querySelectorAll('button')];

    collectServerTurns(container);
    const root = hydrateRoot(container, <List log={[]} label="Del servidor" />);
    root.render(<List log={[]} label="Del navegador" />); // e.g. the calendar's now moving from the server's to the browser's
    await Promise.resolve();
    expect(served.map((button) => button.getAttribute('aria-label'))).toEqual(['Del servidor 1', 'Del servidor 2', 'Del servidor 3']);

    await nextTasks(50);
    expect([...container.querySelectorAll('button')]).toEqual(served);
    expect(served.map((button) => button.getAttribute('aria-label'))).toEqual(['Del navegador 1', 'Del navegador 2', 'Del navegador 3']);
    container.remove();
  });

  it('hydrates turns inside a turn after it, as the calendar (a turn) holds its cards (turns)', async () => {
    const Board = ({ log }: { log: number[] }) => (
      <HydrationTurn id="tablero">
        {(turn) => (
          <section {...turn}>
            <button type="button" onClick={() => log.push(0)}>
              Semana
            </button>
            <List log={log} />
          </section>
        )}
      </HydrationTurn>
    );
    const container = await serverRendered(<Board log={[]} />);
    const served = [...container.querySelectorAll('button')];
    expect(container.querySelectorAll('[data-turn]')).toHaveLength(4);

    const log: number[] = [];
    collectServerTurns(container);
    hydrateRoot(container, <Board log={log} />);
    await Promise.resolve();
    // Neither the outer turn (the board's own button) nor the inner ones have had their turn.
    served[0]?.click();
    served[2]?.click();
    expect(log).toEqual([]);

    await nextTasks(50);
    for (const button of served) button.click();
    expect(log).toEqual([0, 1, 2, 3]);
    expect([...container.querySelectorAll('button')]).toEqual(served);
    container.remove();
  });

  it('does not wait once the page has left the HTML it was to hydrate', async () => {
    const container = await serverRendered(<List log={[]} />);
    collectServerTurns(container);
    container.replaceChildren(); // the server's elements are gone before anything claims them
    const log: number[] = [];
    render(<List log={log} />);
    screen.getByRole('button', { name: 'Botón 2' }).click();
    expect(log).toEqual([2]);
    container.remove();
  });

  it('renders at once where the browser renders the page itself', () => {
    const log: number[] = [];
    render(<List log={log} />);
    screen.getByRole('button', { name: 'Botón 3' }).click();
    expect(log).toEqual([3]);
    expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('data-turn'))).toEqual(['turno-1', 'turno-2', 'turno-3']);
  });
});
