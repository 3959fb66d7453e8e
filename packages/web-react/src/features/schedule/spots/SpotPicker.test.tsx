import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SpotPicker } from './SpotPicker.js';
import { rowSizesLayout, type SpotLayout } from './spotMap.rules.js';

// Row 1: 1 free, 2 taken, 3 free; row 2: 4, 5, 6 free.
const room = rowSizesLayout('3,3', new Set(['2'])) as SpotLayout;

const Picker = ({ onChange, error }: { onChange?: (label: string) => void; error?: string }) => {
  const [value, setValue] = useState<string | null>(null);
  return (
    <SpotPicker
      layout={room}
      value={value}
      error={error}
      onChange={(label) => {
        setValue(label);
        onChange?.(label);
      }}
    />
  );
};

const radio = (name: string) => screen.getByRole('radio', { name });
const checked = () => screen.getAllByRole('radio').filter((r) => r.getAttribute('aria-checked') === 'true').map((r) => r.textContent);

describe('SpotPicker', () => {
  it('is a radio group named by its label, each place saying whether it is free', () => {
    render(<Picker />);
    expect(screen.getByRole('radiogroup', { name: 'Elige tu lugar' })).toBeTruthy();
    expect(radio('Lugar 1, disponible')).toBeTruthy();
    expect(radio('Lugar 2, ocupado').hasAttribute('disabled')).toBe(true);
    expect(screen.getAllByRole('radio')).toHaveLength(6);
  });

  it('puts one place in the tab order, the first free one', async () => {
    render(<Picker />);
    await userEvent.tab();
    expect(document.activeElement).toBe(radio('Lugar 1, disponible'));
    expect(screen.getAllByRole('radio').filter((r) => r.tabIndex === 0)).toHaveLength(1);
  });

  it('moves with the arrow keys, skipping taken places, and chooses as it moves', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(radio('Lugar 3, disponible'));
    expect(checked()).toEqual(['3']);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(radio('Lugar 6, disponible'));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(checked()).toEqual(['4']);
    await userEvent.keyboard('{Home}');
    expect(checked()).toEqual(['1']);
    expect(onChange).toHaveBeenLastCalledWith('1');
  });

  it('chooses the focused place with Enter or Space', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith('1');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(checked()).toEqual(['1']);
  });

  it('chooses by pointer, and keeps the chosen place in the tab order', async () => {
    render(<Picker />);
    await userEvent.click(radio('Lugar 5, disponible'));
    expect(checked()).toEqual(['5']);
    expect(radio('Lugar 5, disponible').tabIndex).toBe(0);
    expect(radio('Lugar 1, disponible').tabIndex).toBe(-1);
  });

  it('ties its error to the group', () => {
    render(<Picker error="Elige tu lugar para continuar." />);
    const group = screen.getByRole('radiogroup');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Elige tu lugar para continuar.');
  });
});
