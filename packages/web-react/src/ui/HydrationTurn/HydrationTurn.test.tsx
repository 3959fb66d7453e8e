import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { renderToStringAsync } from 'preact-render-to-string';
import type { VNode } from 'preact';
import { hydrateRoot } from 'react-dom/client';
import { collectServerTurns, HydrationTurn } from './HydrationTurn.js';

const List = ({ log }: { log: number[] }) => (
  <ul>
    {[1, 2, 3].map((n) => (
      <HydrationTurn key={n} id={`turno-${n}`}>
        {(turn) => (
          <li {...turn}>
            <button type="button" onClick={() => log.push(n)}>
              Botón {n}
            </button>
          </li>
        )}
      </HydrationTurn>
    ))}
  </ul>
);

const nextTasks = (count: number) => new Promise((resolve) => setTimeout(resolve, count));

describe('HydrationTurn', () => {
  it("hydrates each part of the server's HTML after the rest of the page, keeping its elements", async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = await renderToStringAsync((<List log={[]} />) as unknown as VNode);
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

  it('renders at once where the browser renders the page itself', () => {
    const log: number[] = [];
    render(<List log={log} />);
    screen.getByRole('button', { name: 'Botón 3' }).click();
    expect(log).toEqual([3]);
    expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('data-turn'))).toEqual(['turno-1', 'turno-2', 'turno-3']);
  });
});
