import { useId } from 'react';
import { useNavigate } from 'react-router';
import { CustomerCreateForm, messages } from '@estudio/core';
import { PanelFooter } from '../shared/PanelFooter.js';
import { useDeskAction } from '../shared/useDeskAction.js';
import { useDesk } from '../DeskProvider.js';
import { FormTextField, SubmitButton, useZodForm, ZodForm } from '../kit/Form/index.js';
import { SidePanel } from '../kit/SidePanel/index.js';

const text = messages.desk;

const EMPTY = { name: '', last_name: '', email: '', phone: '', birthdate: '' };

/** Props of {@link NewCustomerPanel}. */
export interface NewCustomerPanelProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * 'Nuevo cliente' (issue 12): name, last name, e-mail, phone and an
 * optional birthday, checked by the API's own schema. The server creates her
 * record and account and e-mails her a link to choose her password; the
 * desk lands on her page, ready to sell or book.
 */
export const NewCustomerPanel = ({ open, onClose }: NewCustomerPanelProps) => {
  const desk = useDesk();
  const { run } = useDeskAction({ inForm: true });
  const navigate = useNavigate();
  const formId = useId();
  const form = useZodForm(CustomerCreateForm, EMPTY);
  const close = () => {
    form.reset(EMPTY);
    onClose();
  };
  const submit = (values: CustomerCreateForm) =>
    run(() => desk.createCustomer({ ...values, birthdate: values.birthdate || null }), text.customerCreated, (created) => {
      close();
      void navigate(`/admin/clientes/${created.customer_id}`);
    });
  return (
    <SidePanel
      open={open}
      onClose={close}
      title={text.newCustomer}
      description={text.newCustomerHelp}
      footer={<PanelFooter onCancel={close} submit={<SubmitButton control={form.control} form={formId} />} />}
    >
      <ZodForm form={form} id={formId} onSubmit={submit}>
        <FormTextField control={form.control} name="name" label={text.fieldName} autoComplete="off" required />
        <FormTextField control={form.control} name="last_name" label={text.fieldLastName} autoComplete="off" required />
        <FormTextField control={form.control} name="email" label={text.fieldEmail} type="email" autoComplete="off" required />
        <FormTextField control={form.control} name="phone" label={text.fieldPhone} type="tel" inputMode="tel" autoComplete="off" required />
        <FormTextField control={form.control} name="birthdate" label={text.fieldBirthdate} type="date" />
      </ZodForm>
    </SidePanel>
  );
};
