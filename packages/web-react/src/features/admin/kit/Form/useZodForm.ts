import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';

/**
 * What a zod 4 schema is to a form: the type of what it takes in and of what
 * it gives back. Typed by shape, so web-react needs no import of zod: the
 * schemas come from core (`@estudio/core`), which owns zod.
 */
export interface FormSchema<Output = unknown, Input extends FieldValues = FieldValues> {
  readonly _zod: { readonly output: Output; readonly input: Input };
}

/** The values a form holds: what the schema takes in (strings from inputs, before coercion). */
export type FormInput<S extends FormSchema> = S['_zod']['input'];
/** What a valid submit hands over: the schema's output (trimmed, coerced, defaulted). */
export type FormOutput<S extends FormSchema> = S['_zod']['output'];

/** A form bound to a schema, as {@link useZodForm} returns it. */
export type ZodFormApi<S extends FormSchema> = UseFormReturn<FormInput<S>, unknown, FormOutput<S>>;

/** Settings of react-hook-form that a screen may still change. */
export type ZodFormOptions<S extends FormSchema> = Omit<UseFormProps<FormInput<S>, unknown, FormOutput<S>>, 'resolver' | 'defaultValues'>;

/**
 * react-hook-form checked by a zod schema: errors are the schema's Spanish
 * messages ('Debes llenar este campo.'), checked on submit and again on each
 * change after it. The form, not react-hook-form, moves the focus to the
 * first refused field (in page order: see `ZodForm`).
 *
 * @example
 * const form = useZodForm(CustomerBody, { name: '', email: '', plan: '', active: true });
 */
export const useZodForm = <S extends FormSchema>(
  schema: S,
  defaultValues: DefaultValues<FormInput<S>>,
  options: ZodFormOptions<S> = {},
): ZodFormApi<S> =>
  useForm<FormInput<S>, unknown, FormOutput<S>>({
    // The resolver types its answer with zod's conditional `input<S>`/`output<S>`, which TypeScript cannot
    // resolve for a generic S; for any schema of this shape they are exactly FormInput<S>/FormOutput<S>.
    resolver: zodResolver(schema) as unknown as Resolver<FormInput<S>, unknown, FormOutput<S>>,
    defaultValues,
    shouldFocusError: false,
    ...options,
  });
