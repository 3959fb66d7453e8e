import type { ReactNode } from 'react';
import { z } from 'zod';
import { appError, err, messages, ok } from '@estudio/core';
import {
  FormCheckbox,
  FormSelectField,
  FormTextField,
  SubmitButton,
  useZodForm,
  ZodForm,
  type SubmitOutcome,
} from '../../packages/web-react/src/features/admin/kit/index.js';

/** A customer as the back office edits it; in the app the schema comes from core. */
export const DemoCustomerBody = z.object({
  name: z.string().trim().min(1, messages.forms.fillField),
  email: z.email('Ingresa un correo electrónico válido.'),
  phone: z.string().trim().regex(/^\d{10}$/, messages.forms.phoneFormat),
  plan: z.string().min(1, messages.forms.selectOption),
  active: z.boolean(),
});

/** How the demo's server answers a save. */
export type DemoAnswer = 'ok' | 'refused' | 'never';

/** The demo's saves: accepted after a moment, refused as a port would refuse, or never answered. */
export const demoAnswers: Record<DemoAnswer, () => Promise<SubmitOutcome>> = {
  ok: () => new Promise((done) => setTimeout(() => done(ok(null)), 1200)),
  refused: async () => err(appError('email_taken', 'Ya existe una cuenta con ese correo.', 409)),
  never: () => new Promise(() => undefined),
};

const plans = [
  { value: 'mensual', label: 'Mensual' },
  { value: 'anual', label: 'Anual' },
  { value: 'paquete-10', label: 'Paquete 10 clases' },
];

/** The demo customer's form, empty or filled in, ready to save. */
export const useDemoCustomerForm = (filled: boolean) =>
  useZodForm(
    DemoCustomerBody,
    filled
      ? { name: 'Ana López', email: 'ana@ejemplo.mx', phone: '5512345678', plan: 'anual', active: true }
      : { name: '', email: '', phone: '', plan: '', active: false },
  );

/** The form with its fields; the screen owns the form, so a footer outside can hold its SubmitButton. */
export const DemoCustomerFields = ({ form, answer, id, actions }: DemoFieldsProps) => (
  <ZodForm form={form} id={id} label="Cliente" onSubmit={demoAnswers[answer]} actions={actions}>
    <FormTextField control={form.control} name="name" label="Nombre" autoComplete="off" required />
    <FormTextField control={form.control} name="email" label="Correo electrónico" type="email" required />
    <FormTextField control={form.control} name="phone" label="Teléfono" type="tel" inputMode="numeric" hint="10 dígitos" required />
    <FormSelectField control={form.control} name="plan" label="Plan" options={plans} required />
    <FormCheckbox control={form.control} name="active" label="Cliente activo" />
  </ZodForm>
);

/** Props of {@link DemoCustomerFields}. */
export interface DemoFieldsProps {
  readonly form: ReturnType<typeof useDemoCustomerForm>;
  readonly answer: DemoAnswer;
  readonly id?: string;
  readonly actions?: ReactNode;
}

/** Props of {@link DemoCustomerForm}. */
export interface DemoCustomerFormProps {
  readonly answer: DemoAnswer;
  /** Starts filled in, ready to save. */
  readonly filled?: boolean;
}

/** The form a customer card would hold, with its own 'Guardar'. */
export const DemoCustomerForm = ({ answer, filled = false }: DemoCustomerFormProps) => {
  const form = useDemoCustomerForm(filled);
  return <DemoCustomerFields form={form} answer={answer} actions={<SubmitButton control={form.control} />} />;
};
