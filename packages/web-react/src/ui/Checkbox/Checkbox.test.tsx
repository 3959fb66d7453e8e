import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './Checkbox.js';

describe('Checkbox', () => {
  it('reports the new checked state', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Acepto Términos y Condiciones" checked={false} onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Acepto Términos y Condiciones' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('shows an error tied to the box', () => {
    render(<Checkbox label="Acepto" checked={false} onChange={() => undefined} error="Debes aceptar los términos y condiciones antes de continuar." />);
    const box = screen.getByRole('checkbox', { name: 'Acepto' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Debes aceptar los términos y condiciones antes de continuar.',
    );
  });
});
