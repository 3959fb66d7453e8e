import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextField } from './TextField.js';

const Controlled = ({ onChange }: { onChange: (value: string) => void }) => {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Correo"
      name="email"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
};

describe('TextField', () => {
  it('is labelled and reports each change as a string', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Correo'), 'ab');
    expect(onChange).toHaveBeenLastCalledWith('ab');
  });

  it('is valid and undescribed without an error', () => {
    render(<TextField label="Correo" name="email" value="" onChange={() => undefined} />);
    const input = screen.getByLabelText('Correo');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('marks an error with aria-invalid and describes the input with it', () => {
    render(<TextField label="Correo" name="email" value="x" hint="Tu correo" error="Ingresa un correo electrónico válido." onChange={() => undefined} />);
    const input = screen.getByLabelText('Correo');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Tu correo', 'Ingresa un correo electrónico válido.']);
  });

  it('announces required without the browser bubble', () => {
    render(<TextField label="Nombre" name="name" value="" required onChange={() => undefined} />);
    const input = screen.getByRole('textbox', { name: /Nombre/ });
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.hasAttribute('required')).toBe(false);
  });

  it('uses an explicit id', () => {
    render(<TextField id="correo" label="Correo" name="email" value="" onChange={() => undefined} />);
    expect(screen.getByLabelText('Correo').id).toBe('correo');
  });
});
