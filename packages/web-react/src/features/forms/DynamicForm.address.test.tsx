import { describe, expect, it } from 'vitest';
import type { FormEvent } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addressErrors, validateDynamicForm, type DynamicField } from '@estudio/core';
import { DynamicForm } from './DynamicForm.js';
import { errorTexts, outcomeOf } from './dynamicForm.rules.js';
import { useDynamicForm } from './useDynamicForm.js';

const FIELDS: DynamicField[] = [{ key: 'envio', label: 'Dirección de envío', type: 'address', required: true, order: 0 }];

/** Form 6's fields as the address type draws them. */
const ADDRESS_FIELDS: DynamicField[] = [
  { key: 'street', label: 'Calle', type: 'text', required: false, order: 0 },
  { key: 'city', label: 'Ciudad', type: 'text', required: true, order: 1 },
  { key: 'state', label: 'Estado', type: 'text', required: true, order: 2 },
];

/**
 * A form with one address field whose submit refuses as a screen would:
 * the field's own check (core's dynamic-form rules), then spec 5's address
 * checks on its parts, held as `envio.{part}`.
 */
const Harness = () => {
  const form = useDynamicForm(FIELDS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const validation = validateDynamicForm(FIELDS, { values: form.values });
    if (!validation.ok) return form.refuse(outcomeOf(validation));
    const parts = errorTexts(addressErrors(form.values.envio as Parameters<typeof addressErrors>[0]));
    const errors = Object.fromEntries(Object.entries(parts).map(([part, text]) => [`envio.${part}`, text]));
    form.refuse({ errors, summary: 'Revisa los campos faltantes o inválidos.' });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Envío">
      <DynamicForm form={form} fields={FIELDS} idPrefix="envio" addressFields={ADDRESS_FIELDS} />
      <button type="submit">Enviar</button>
    </form>
  );
};

const errorOf = (control: HTMLElement) => document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;

describe('DynamicForm, an address field', () => {
  it("shows the field's own error on its group and each part's error under that part, cleared as she fills it", async () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Dirección de envío' });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(errorOf(group)).toBe('Debes llenar este campo.');

    await userEvent.type(within(group).getByRole('textbox', { name: /^Calle/ }), 'Av. Juárez');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const [city, state] = [within(group).getByRole('textbox', { name: /^Ciudad/ }), within(group).getByRole('textbox', { name: /^Estado/ })];
    expect(group.getAttribute('aria-describedby')).toBeNull();
    expect(city.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(city)).toBe('Debes agregar tu ciudad.');
    expect(errorOf(state)).toBe('Debes agregar tu estado.');
    expect(within(group).getByRole('textbox', { name: /^Calle/ }).getAttribute('aria-invalid')).toBeNull();

    await userEvent.type(city, 'Puebla');
    expect(city.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Debes agregar tu ciudad.')).toBeNull();
    expect(errorOf(state)).toBe('Debes agregar tu estado.');
  });
});
