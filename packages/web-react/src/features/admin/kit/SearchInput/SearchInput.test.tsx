import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { visuallyHidden } from '../../../../ui/Spinner/index.js';
import { AXE_TIMEOUT, seriousViolations } from '../../../../testing/axe.js';
import { SearchInput, type SearchInputProps } from './SearchInput.js';

const Controlled = (props: Partial<SearchInputProps> & { onValue?: (value: string) => void }) => {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <SearchInput
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onValue?.(next);
      }}
    />
  );
};

describe('SearchInput', () => {
  it("is a search box named by its label, 'Buscar' by default", () => {
    render(<Controlled />);
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toBeTruthy();
    expect(screen.getByText('Buscar').className).not.toBe(visuallyHidden);
  });

  it('keeps a hidden label for screen readers', () => {
    render(<Controlled label="Buscar cliente" hideLabel placeholder="Nombre, correo o teléfono" />);
    const box = screen.getByRole('searchbox', { name: 'Buscar cliente' });
    expect(box.getAttribute('placeholder')).toBe('Nombre, correo o teléfono');
    expect(screen.getByText('Buscar cliente').className).toBe(visuallyHidden);
  });

  it('offers Borrar búsqueda only while it holds text; it clears and keeps the focus in the box', async () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    expect(screen.queryByRole('button', { name: 'Borrar búsqueda' })).toBeNull();
    await userEvent.type(screen.getByRole('searchbox'), 'ana');
    expect(onValue).toHaveBeenLastCalledWith('ana');
    await userEvent.click(screen.getByRole('button', { name: 'Borrar búsqueda' }));
    expect(onValue).toHaveBeenLastCalledWith('');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
    expect(screen.queryByRole('button', { name: 'Borrar búsqueda' })).toBeNull();
  });

  it('clears on Escape without letting the key reach a panel around it; an empty box lets it through', async () => {
    const onPanelKey = vi.fn();
    render(
      <div onKeyDown={(event) => onPanelKey(event.key)}>
        <Controlled value="ana" />
      </div>,
    );
    screen.getByRole('searchbox').focus();
    await userEvent.keyboard('{Escape}');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
    expect(onPanelKey).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onPanelKey).toHaveBeenCalledWith('Escape');
  });

  it('has no serious accessibility violations with text in it', async () => {
    render(<Controlled value="ana" />);
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});
