import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AXE_TIMEOUT, seriousViolations } from '../../../../testing/axe.js';
import { SidePanel, type SidePanelProps } from './SidePanel.js';

/** A page with a button that opens the panel, as a screen would. */
const Page = (props: Partial<SidePanelProps>) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Editar cliente
      </button>
      <SidePanel
        open={open}
        onClose={() => setOpen(false)}
        title="Ana López"
        footer={<button type="button">Guardar</button>}
        {...props}
      >
        <label>
          Nombre <input defaultValue="Ana" />
        </label>
      </SidePanel>
    </>
  );
};

const openPanel = async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Editar cliente' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Ana López' }) };
};

describe('SidePanel', () => {
  it('is a dialog named by its title, with Cerrar, its body and its footer', async () => {
    render(<Page description="Cliente desde 2023" />);
    const { dialog } = await openPanel();
    expect(dialog.getAttribute('aria-describedby')).not.toBeNull();
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Cliente desde 2023');
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Nombre' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeTruthy();
  });

  it('has no description reference without a description', async () => {
    render(<Page />);
    const { dialog } = await openPanel();
    expect(dialog.hasAttribute('aria-describedby')).toBe(false);
  });

  it('traps the focus: Tab from the last control comes back to the first', async () => {
    render(<Page />);
    const { user, dialog } = await openPanel();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Guardar' }));
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cerrar' }));
  });

  it('closes on Escape and gives the focus back to what opened it', async () => {
    render(<Page />);
    const { user } = await openPanel();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Editar cliente' }));
  });

  it('asks the screen to close on Cerrar and stays open until it does', async () => {
    const onClose = vi.fn();
    render(
      <SidePanel open onClose={onClose} title="Ana López">
        Contenido
      </SidePanel>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('has no serious accessibility violations', async () => {
    render(<Page description="Cliente desde 2023" />);
    await openPanel();
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});
