import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { appError, err, messages, ok } from '@estudio/core';
import { AXE_TIMEOUT, seriousViolations } from '../../../../testing/axe.js';
import { useZodForm } from './useZodForm.js';
import { ZodForm, type SubmitOutcome } from './ZodForm.js';
import { FormCheckbox, FormSelectField, FormTextField, SubmitButton } from './FormFields.js';

const CustomerBody = z.object({
  name: z.string().trim().min(1, messages.forms.fillField),
  email: z.email('Ingresa un correo electrónico válido.'),
  plan: z.string().min(1, messages.forms.selectOption),
  active: z.boolean(),
});
type Customer = z.output<typeof CustomerBody>;

const plans = [
  { value: 'mensual', label: 'Mensual' },
  { value: 'anual', label: 'Anual' },
];

/** The form as a screen would write it; `outside` puts the submit button after the form, as a panel's footer does. */
const CustomerForm = ({ onSubmit, outside = false, onInvalid }: { onSubmit: (values: Customer) => Promise<SubmitOutcome>; outside?: boolean; onInvalid?: () => void }) => {
  const form = useZodForm(CustomerBody, { name: '', email: '', plan: '', active: false });
  const button = <SubmitButton control={form.control} form="customer" />;
  return (
    <>
      <ZodForm form={form} onSubmit={onSubmit} onInvalid={onInvalid} id="customer" label="Cliente" actions={outside ? undefined : button}>
        <FormTextField control={form.control} name="name" label="Nombre" required />
        <FormTextField control={form.control} name="email" label="Correo electrónico" type="email" required />
        <FormSelectField control={form.control} name="plan" label="Plan" options={plans} required />
        <FormCheckbox control={form.control} name="active" label="Cliente activo" />
      </ZodForm>
      {outside ? button : null}
    </>
  );
};

const fillValid = async (user: ReturnType<typeof userEvent.setup>, email = 'ana@ejemplo.mx') => {
  await user.type(screen.getByRole('textbox', { name: /Nombre/ }), '  Ana López ');
  await user.type(screen.getByRole('textbox', { name: /Correo electrónico/ }), email);
  await user.selectOptions(screen.getByRole('combobox', { name: /Plan/ }), 'anual');
  await user.click(screen.getByRole('checkbox', { name: 'Cliente activo' }));
};

const deferred = () => {
  let resolve: (outcome: SubmitOutcome) => void = () => undefined;
  const promise = new Promise<SubmitOutcome>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

describe('ZodForm', () => {
  it('refuses an empty submit: the summary for several fields, each error under its field, the focus on the first', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onInvalid = vi.fn();
    render(<CustomerForm onSubmit={onSubmit} onInvalid={onInvalid} />);
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Revisa los campos faltantes o inválidos.');
    const name = screen.getByRole('textbox', { name: /Nombre/ });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Debes llenar este campo.');
    const plan = screen.getByRole('combobox', { name: /Plan/ });
    expect(document.getElementById(plan.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Debes seleccionar una opción.');
    expect(screen.getByRole('checkbox').hasAttribute('aria-invalid')).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledTimes(1);
  });

  it('names the only refused field by its label and focuses it, even when it is not the first field', async () => {
    const user = userEvent.setup();
    render(<CustomerForm onSubmit={async () => undefined} />);
    await fillValid(user, 'ana@');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Revisa el campo: Correo electrónico');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Correo electrónico/ })));
  });

  it('updates the summary as fields are fixed, and drops it when none is refused', async () => {
    const user = userEvent.setup();
    render(<CustomerForm onSubmit={() => new Promise(() => undefined)} />);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await user.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: /Correo electrónico/ }), 'ana@ejemplo.mx');
    expect(screen.getByRole('alert').textContent).toBe('Revisa el campo: Plan');
    await user.selectOptions(screen.getByRole('combobox', { name: /Plan/ }), 'mensual');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("hands over the schema's output, with a spinning, disabled button while the promise is pending", async () => {
    const user = userEvent.setup();
    const answer = deferred();
    const onSubmit = vi.fn(() => answer.promise);
    render(<CustomerForm onSubmit={onSubmit} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana López', email: 'ana@ejemplo.mx', plan: 'anual', active: true });
    const button = screen.getByRole('button', { name: /Guardar/ });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(within(button).getByRole('status').textContent).toBe('Cargando');
    answer.resolve(ok({ id: 7 }));
    await vi.waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's refusal inside the form and clears it on the next submit", async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn<(values: Customer) => Promise<SubmitOutcome>>()
      .mockResolvedValueOnce(err(appError('email_taken', 'Ya existe una cuenta con ese correo.', 409)))
      .mockResolvedValueOnce(ok(null));
    const { container } = render(<CustomerForm onSubmit={onSubmit} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Ya existe una cuenta con ese correo.');
    expect(container.querySelector('form')?.contains(alert)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('reads a submit that throws as the generic error', async () => {
    const user = userEvent.setup();
    render(<CustomerForm onSubmit={() => Promise.reject(new Error('boom'))} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Lo sentimos, ocurrió un error. Inténtalo de nuevo.');
  });

  it('submits from a button outside the form (a panel footer), by the form id', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    const { container } = render(<CustomerForm onSubmit={onSubmit} outside />);
    const button = screen.getByRole('button', { name: 'Guardar' });
    expect(container.querySelector('form')?.contains(button)).toBe(false);
    await fillValid(user);
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('submits with Enter in a field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    render(<CustomerForm onSubmit={onSubmit} />);
    await fillValid(user);
    await user.type(screen.getByRole('textbox', { name: /Nombre/ }), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('has no serious accessibility violations with its errors shown', async () => {
    render(<CustomerForm onSubmit={async () => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByRole('alert');
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});
