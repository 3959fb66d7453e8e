import { describe, expect, it } from 'vitest';
import { useRef, type FormEvent } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, type DynamicField, type FormSaveOutput, type UploadRequest } from '@estudio/core';
import { DynamicForm } from './DynamicForm.js';
import { outcomeOf } from './dynamicForm.rules.js';
import { useDynamicForm } from './useDynamicForm.js';
import { runFormSave } from './useFormSave.js';

const FIELDS: DynamicField[] = [
  { key: 'nombre', label: 'Nombre', type: 'text', required: true, order: 0, className: 'col-md-6' },
  { key: 'nota', label: 'Nota', type: 'textarea', required: false, order: 1, className: 'col-12' },
  { key: 'foto', label: 'Foto', type: 'image', required: true, order: 2 },
  { key: 'galeria', label: 'Galería', type: 'multiple-images', required: false, order: 3 },
  { key: 'documento', label: 'Documento', type: 'file', required: false, order: 4 },
  { key: 'acepto', label: 'Acepto el reglamento', type: 'boolean', required: true, order: 5 },
  { key: 'clases', label: 'Clases favoritas', type: 'creatable-select', required: true, order: 6, options: [{ value: 'Yoga', label: 'Yoga' }, { value: 'Barre', label: 'Barre' }] },
  { key: 'visitas', label: 'Visitas por semana', type: 'number', required: true, order: 7 },
  { key: 'user_id', label: 'Usuario', type: 'number', required: true, order: 8 },
];

/** A form over the fields whose save uploads through a recording port and answers what it saved. */
const Harness = ({ fields, onSaved }: { fields: DynamicField[]; onSaved: (output: FormSaveOutput<Record<string, unknown>>, uploads: UploadRequest[]) => void }) => {
  const form = useDynamicForm(fields);
  const uploads = useRef<UploadRequest[]>([]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let next = 40;
    const output = await runFormSave<Record<string, unknown>>(
      {
        files: {
          upload: async (request) => {
            uploads.current.push(request);
            next += 1;
            return ok({ file_id: next, src: `/media/${next}` });
          },
        },
        save: async (values) => ok(values),
      },
      { fields, values: form.values, files: form.files, destination: 'server' },
    );
    if (output.status === 'invalid') form.refuse(outcomeOf(output.validation));
    onSaved(output, uploads.current);
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Prueba">
      <DynamicForm form={form} fields={fields} idPrefix="prueba" />
      <button type="submit">Enviar</button>
    </form>
  );
};

const image = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('DynamicForm', () => {
  it('draws each type as core presents it, labels optional fields and hides user_id without a user select', () => {
    render(<Harness fields={FIELDS} onSaved={() => undefined} />);
    expect(screen.getByRole('textbox', { name: /^Nombre/ }).closest('div[class*="width_half"]')).toBeTruthy();
    const note = screen.getByRole('textbox', { name: 'Nota (Opcional)' });
    expect(note.tagName).toBe('TEXTAREA');
    expect(note.getAttribute('rows')).toBe('4');
    expect(note.closest('div[class*="width_full"]')).toBeTruthy();
    expect((screen.getByLabelText(/^Foto/) as HTMLInputElement).accept).toBe('image/*');
    const gallery = screen.getByLabelText('Galería (Opcional)') as HTMLInputElement;
    expect([gallery.accept, gallery.multiple]).toEqual(['image/*', true]);
    expect((screen.getByLabelText('Documento (Opcional)') as HTMLInputElement).accept).toBe('');
    expect(screen.getByRole('checkbox', { name: /Acepto el reglamento/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Clases favoritas/ })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: /Visitas por semana/ })).toBeTruthy();
    expect(screen.queryByRole('spinbutton', { name: /Usuario/ })).toBeNull();
  });

  it('shows user_id when the form has a user select', () => {
    const withUser: DynamicField[] = [...FIELDS, { key: 'coach', label: 'Coach', type: 'user', required: false, order: 9, options: [{ value: 1, label: 'Mariana' }] }];
    render(<Harness fields={withUser} onSaved={() => undefined} />);
    expect(screen.getByRole('spinbutton', { name: /Usuario/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Coach (Opcional)' })).toBeTruthy();
  });

  it("refuses the required fields left blank with spec 5's messages, each tied to its control", async () => {
    let last: FormSaveOutput<Record<string, unknown>> | null = null;
    render(<Harness fields={FIELDS.slice(0, 8)} onSaved={(output) => (last = output)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByRole('alert').textContent).toBe('Revisa los campos faltantes o inválidos.');
    const photo = screen.getByLabelText(/^Foto/);
    expect(photo.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(photo.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Debes cargar el archivo solicitado.');
    expect(screen.getByText('Debes seleccionar una opción.')).toBeTruthy();
    expect(screen.getAllByText('Debes llenar este campo.')).toHaveLength(2);
    // A checkbox always holds a value: unticked is false, which a required select accepts.
    expect(screen.getByRole('checkbox', { name: /Acepto el reglamento/ }).getAttribute('aria-invalid')).toBeNull();
    expect(last).toMatchObject({ status: 'invalid' });
  });

  it('uploads the picked files first, in form order, and saves their ids with the typed values', async () => {
    let saved: { output: FormSaveOutput<Record<string, unknown>>; uploads: UploadRequest[] } | null = null;
    render(<Harness fields={FIELDS.slice(0, 8)} onSaved={(output, uploads) => (saved = { output, uploads })} />);
    await userEvent.type(screen.getByRole('textbox', { name: /^Nombre/ }), 'Ana');
    await userEvent.upload(screen.getByLabelText(/^Foto/), image('yo.png'));
    await userEvent.upload(screen.getByLabelText('Galería (Opcional)'), [image('a.png'), image('b.png')]);
    expect(within(screen.getByRole('list', { name: 'Archivos elegidos para Galería (Opcional)' })).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('checkbox', { name: /Acepto el reglamento/ }));
    const classes = screen.getByRole('combobox', { name: /Clases favoritas/ });
    await userEvent.type(classes, 'yog');
    await userEvent.click(screen.getByRole('option', { name: 'Yoga' }));
    await userEvent.type(classes, 'Spinning');
    await userEvent.click(screen.getByRole('option', { name: 'Agregar "Spinning"' }));
    expect(screen.getByRole('list', { name: 'Elegidas: Yoga, Spinning' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar Yoga' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: /Visitas por semana/ }), '-3');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByText('Ingresa un número válido.')).toBeTruthy();
    await userEvent.clear(screen.getByRole('spinbutton', { name: /Visitas por semana/ }));
    await userEvent.type(screen.getByRole('spinbutton', { name: /Visitas por semana/ }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(saved).not.toBeNull();
    const { output, uploads } = saved as unknown as { output: FormSaveOutput<Record<string, unknown>>; uploads: UploadRequest[] };
    expect(uploads.map((upload) => [upload.key, (upload.file as File).name])).toEqual([['foto', 'yo.png'], ['galeria', 'a.png'], ['galeria', 'b.png']]);
    expect(output).toMatchObject({ status: 'saved', value: { nombre: 'Ana', foto: 41, galeria: [42, 43], acepto: true, clases: ['Spinning'], visitas: 3 } });
  });
});
