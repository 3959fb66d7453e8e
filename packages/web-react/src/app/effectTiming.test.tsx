import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';

// test-setup.ts has called runEffectsLikeReact(document), as main.tsx does in the browser.

const turns = async (count: number) => {
  for (let turn = 0; turn < count; turn += 1) await Promise.resolve();
};

const Counter = ({ log }: { log: string[] }) => {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (count > 0) log.push(`effect ${count}`);
  }, [count, log]);
  return (
    <>
      <button type="button" onClick={() => setCount((now) => now + 1)}>
        Sumar
      </button>
      <button type="button" onClick={() => log.push(`click at ${count}`)}>
        Leer
      </button>
      <input aria-label="Nota" onKeyDown={() => log.push('key')} />
    </>
  );
};

/** A click as the browser sends it: outside Testing Library's act, which would flush the effects itself. */
const press = (name: string) => screen.getByRole('button', { name }).dispatchEvent(new MouseEvent('click', { bubbles: true }));

describe('runEffectsLikeReact', () => {
  it("runs a render's effects before the next click reaches a handler", async () => {
    const log: string[] = [];
    render(<Counter log={log} />);
    press('Sumar');
    await turns(5); // the render (Preact renders in a microtask), not yet its effects
    expect(log).toEqual([]);
    press('Leer');
    expect(log).toEqual(['effect 1', 'click at 1']);
  });

  it('runs them before a key reaches a handler', async () => {
    const log: string[] = [];
    render(<Counter log={log} />);
    press('Sumar');
    await turns(5);
    screen.getByRole('textbox', { name: 'Nota' }).dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }));
    expect(log).toEqual(['effect 1', 'key']);
  });

  it('runs them at the next task when no input comes, once', async () => {
    const log: string[] = [];
    render(<Counter log={log} />);
    press('Sumar');
    await new Promise((resolve) => setTimeout(resolve));
    expect(log).toEqual(['effect 1']);
    press('Leer');
    await new Promise((resolve) => setTimeout(resolve));
    expect(log).toEqual(['effect 1', 'click at 1']);
  });
});
