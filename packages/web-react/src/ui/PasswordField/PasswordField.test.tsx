import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField } from './PasswordField.js';

describe('PasswordField', () => {
  it('hides the password until the toggle shows it, then hides it again', async () => {
    render(<PasswordField label="Contraseña" name="password" value="secreta" onChange={() => undefined} />);
    const input = screen.getByLabelText('Contraseña');
    expect(input.getAttribute('type')).toBe('password');

    await userEvent.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(input.getAttribute('type')).toBe('text');

    const hide = screen.getByRole('button', { name: 'Ocultar contraseña' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(hide);
    expect(input.getAttribute('type')).toBe('password');
  });

  it('shows its error with aria', () => {
    render(<PasswordField label="Contraseña" name="password" value="" error="Las contraseñas no coinciden" onChange={() => undefined} />);
    const input = screen.getByLabelText('Contraseña');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Las contraseñas no coinciden');
  });
});
