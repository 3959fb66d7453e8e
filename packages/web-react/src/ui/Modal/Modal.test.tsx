import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './Modal.js';

describe('Modal', () => {
  it('is an accessible dialog named by its title', () => {
    render(<Modal open title="Cancelar Clase" onClose={() => undefined}>Contenido</Modal>);
    const dialog = screen.getByRole('dialog', { name: 'Cancelar Clase' });
    expect(dialog.textContent).toContain('Contenido');
  });

  it('renders nothing when closed', () => {
    render(<Modal open={false} title="Oculto">Contenido</Modal>);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has a static backdrop: a click outside does not close it', async () => {
    const onClose = vi.fn();
    render(<Modal open title="Aviso" onClose={onClose}>Contenido</Modal>);
    // Radix makes the page behind inert (pointer-events: none); a real click still lands there.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(document.body);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('closes with the close button and with Escape when closable', async () => {
    const onClose = vi.fn();
    render(<Modal open title="Aviso" onClose={onClose}>Contenido</Modal>);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('hides the close button and ignores Escape when hideClose', async () => {
    const onClose = vi.fn();
    render(<Modal open title="Aviso" onClose={onClose} hideClose>Contenido</Modal>);
    expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('has no footer without callbacks', () => {
    render(<Modal open title="Aviso" onClose={() => undefined}>Contenido</Modal>);
    expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'OK' })).toBeNull();
  });

  it('shows Cancelar and OK when their callbacks exist', async () => {
    const onCancel = vi.fn();
    const onOk = vi.fn();
    render(<Modal open title="Aviso" onCancel={onCancel} onOk={onOk}>Contenido</Modal>);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onOk).toHaveBeenCalledTimes(1);
  });

  it('uses custom labels and blocks OK while busy or disabled', () => {
    const { rerender } = render(
      <Modal open title="Aviso" onCancel={() => undefined} onOk={() => undefined} okLabel="Cancelar Clase" cancelLabel="Regresar" okBusy>
        Contenido
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Regresar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Cancelar Clase/ }).hasAttribute('disabled')).toBe(true);
    rerender(
      <Modal open title="Aviso" onOk={() => undefined} okDisabled>
        Contenido
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'OK' }).hasAttribute('disabled')).toBe(true);
  });
});
