import { useState } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Checkbox } from '../Checkbox/index.js';
import { TextField } from '../TextField/index.js';

/** A form as a server-rendered page holds it: its state shown beside its fields. */
const Form = () => {
  const [name, setName] = useState('');
  const [accepted, setAccepted] = useState(false);
  return (
    <form>
      <TextField label="Nombre" name="name" value={name} onChange={setName} />
      <Checkbox label="Acepto" checked={accepted} onChange={setAccepted} />
      <output>{`${name}|${String(accepted)}`}</output>
    </form>
  );
};

const containers: HTMLElement[] = [];
afterEach(() => containers.splice(0).forEach((container) => container.remove()));

describe('a field typed into before hydration', () => {
  it("keeps what the visitor typed: the form's state takes it when the page's script arrives", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    containers.push(container);
    // The visitor types and ticks before any script has run.
    container.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'Ana';
    container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;
    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    expect(container.querySelector('output')?.textContent).toBe('Ana|true');
    expect(container.querySelector<HTMLInputElement>('input[name="name"]')?.value).toBe('Ana');
  });

  it('changes nothing on a field rendered in the browser', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    containers.push(container);
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      createRoot(container).render(<Form />);
    });
    expect(container.querySelector('output')?.textContent).toBe('|false');
  });
});
