import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmProvider, useConfirm, type ConfirmOptions } from './ConfirmDialog.js';

const Asker = ({ options }: { options: ConfirmOptions }) => {
  const confirm = useConfirm();
  const [answers, setAnswers] = useState<string[]>([]);
  return (
    <>
      <button type="button" onClick={() => void confirm(options).then((answer) => setAnswers((all) => [...all, String(answer)]))}>
        Preguntar
      </button>
      <output>{answers.join(',')}</output>
    </>
  );
};

const renderAsker = (options: ConfirmOptions = { message: '¿Deseas continuar?' }) =>
  render(
    <ConfirmProvider>
      <Asker options={options} />
    </ConfirmProvider>,
  );

describe('ConfirmDialog', () => {
  it("asks in a dialog titled 'Precaución' and resolves true on OK", async () => {
    renderAsker();
    await userEvent.click(screen.getByRole('button', { name: 'Preguntar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Precaución' });
    expect(dialog.textContent).toContain('¿Deseas continuar?');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('true'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resolves false on Cancelar', async () => {
    renderAsker();
    await userEvent.click(screen.getByRole('button', { name: 'Preguntar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('false'));
  });

  it('resolves false on Escape', async () => {
    renderAsker();
    await userEvent.click(screen.getByRole('button', { name: 'Preguntar' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('false'));
  });

  it('uses custom button labels', async () => {
    renderAsker({ message: '¿Cancelar suscripción?', okLabel: 'Sí, cancelar', cancelLabel: 'Regresar' });
    await userEvent.click(screen.getByRole('button', { name: 'Preguntar' }));
    expect(await screen.findByRole('button', { name: 'Sí, cancelar' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Regresar' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('false'));
  });

  it('answers an unanswered question with false when a new one comes', async () => {
    renderAsker();
    await userEvent.click(screen.getByRole('button', { name: 'Preguntar' }));
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Preguntar', hidden: true }), { pointerEventsCheck: 0 });
    await waitFor(() => expect(screen.getByRole('status', { hidden: true }).textContent).toBe('false'));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('needs its provider', () => {
    const Lonely = () => {
      useConfirm();
      return null;
    };
    expect(() => render(<Lonely />)).toThrow(/ConfirmProvider/);
  });
});
