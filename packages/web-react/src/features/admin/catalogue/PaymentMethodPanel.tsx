import { useId } from 'react';
import { messages, PaymentMethodBody, type PaymentMethod, type PaymentMethodKind } from '@estudio/core';
import { useDeskCatalogue } from '../DeskProvider.js';
import { FormSelectField, FormTextField, SubmitButton, useZodForm, ZodForm, type FormInput, type FormOutput } from '../kit/Form/index.js';
import { FormRichTextField } from '../kit/RichTextEditor/index.js';
import { SidePanel } from '../kit/SidePanel/index.js';
import { PanelFooter } from '../shared/PanelFooter.js';
import { useDeskAction } from '../shared/useDeskAction.js';

const text = messages.deskPaymentMethods;

const KINDS: readonly PaymentMethodKind[] = ['cash', 'card', 'subscription_provider'];
const kindOptions = KINDS.map((kind) => ({ value: kind, label: text.kinds[kind] }));

/** A stored kind the form offers; an older, unknown one starts as cash. */
const kindOf = (kind: string | undefined): PaymentMethodKind => (KINDS as readonly string[]).includes(kind ?? '') ? (kind as PaymentMethodKind) : 'cash';

/** Props of {@link PaymentMethodPanel}. */
export interface PaymentMethodPanelProps {
  readonly open: boolean;
  /** The method 'Editar' opened; null for 'Nuevo'. */
  readonly method: PaymentMethod | null;
  readonly onClose: () => void;
  /** After 'Guardar' saved: the list reloads. */
  readonly onSaved: () => void;
}

/**
 * 'Nuevo' and 'Editar' of /admin/metodos-de-pago (issue 15): name, kind,
 * description and the instructions as rich text (the kit's lazily loaded
 * editor; the server sanitises the HTML), checked by core's
 * `PaymentMethodBody`, the route's own. Saving says spec 8's
 * 'payment_method saved.'. Give it a `key` per method.
 */
export const PaymentMethodPanel = ({ open, method, onClose, onSaved }: PaymentMethodPanelProps) => {
  const catalogue = useDeskCatalogue();
  const { run } = useDeskAction({ inForm: true });
  const formId = useId();
  const initial: FormInput<typeof PaymentMethodBody> = {
    name: method?.name ?? '',
    kind: kindOf(method?.kind),
    description: method?.description ?? '',
    instructions: method?.instructions ?? '',
  };
  const form = useZodForm(PaymentMethodBody, initial);
  const close = () => {
    form.reset(initial);
    onClose();
  };
  const submit = (values: FormOutput<typeof PaymentMethodBody>) => {
    const body = { name: values.name, kind: values.kind, description: values.description || null, instructions: values.instructions || null };
    const done = () => {
      close();
      onSaved();
    };
    return method
      ? run(() => catalogue.paymentMethods.update(method.payment_method_id, body), messages.paymentMethods.adminSaved, done)
      : run(() => catalogue.paymentMethods.create(body), messages.paymentMethods.adminSaved, done);
  };
  return (
    <SidePanel
      open={open}
      onClose={close}
      title={method ? text.editTitle : text.newTitle}
      description={text.formHelp}
      footer={<PanelFooter onCancel={close} submit={<SubmitButton control={form.control} form={formId} />} />}
    >
      <ZodForm form={form} id={formId} onSubmit={submit}>
        <FormTextField control={form.control} name="name" label={text.name} hint={text.nameHelp} autoComplete="off" maxLength={80} required />
        <FormSelectField control={form.control} name="kind" label={text.kind} hint={text.kindHelp} options={kindOptions} required />
        <FormTextField control={form.control} name="description" label={text.description} autoComplete="off" maxLength={500} />
        {open ? <FormRichTextField control={form.control} name="instructions" label={text.instructions} hint={text.instructionsHelp} /> : null}
      </ZodForm>
    </SidePanel>
  );
};
