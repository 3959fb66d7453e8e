import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectField } from './SelectField.js';

const options = [
  { value: 'amigo', label: 'Un amigo' },
  { value: 'Otro', label: 'Otro' },
];

describe('SelectField', () => {
  it('offers the placeholder then the options and reports the choice', async () => {
    const onChange = vi.fn();
    render(<SelectField label="¿Cómo nos conociste?" options={options} value="" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: '¿Cómo nos conociste?' });
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Selecciona una opción', 'Un amigo', 'Otro']);
    await userEvent.selectOptions(select, 'Otro');
    expect(onChange).toHaveBeenCalledWith('Otro');
  });

  it('drops the placeholder once chosen unless one is given', () => {
    render(<SelectField label="Motivo" options={options} value="amigo" onChange={() => undefined} />);
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('shows its error with aria', () => {
    render(<SelectField label="Motivo" options={options} value="" error="Debes seleccionar una opción." onChange={() => undefined} />);
    const select = screen.getByRole('combobox', { name: 'Motivo' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Debes seleccionar una opción.');
  });
});
