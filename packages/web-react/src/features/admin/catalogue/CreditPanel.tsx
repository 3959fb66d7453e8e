import { useId } from 'react';
import { CreditFormBody, messages, studioDate, studioTimeZone, toStudioDateTime, type ClassType, type CreditListRow } from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { useDeskCatalogue } from '../DeskProvider.js';
import { FormSelectField, FormTextField, SubmitButton, useZodForm, ZodForm } from '../kit/Form/index.js';
import { SidePanel } from '../kit/SidePanel/index.js';
import { PanelFooter } from '../shared/PanelFooter.js';
import { useDeskAction } from '../shared/useDeskAction.js';
import { useCustomerChoice } from './CustomerField.js';
import { NEW_ID, saveBy } from './saveRule.js';

const text = messages.deskLists;

/** Props of {@link CreditPanel}. */
export interface CreditPanelProps {
  readonly open: boolean;
  /** The credits 'Editar' opened; null for 'Nuevo'. */
  readonly credit: CreditListRow | null;
  /** The class types to choose from. */
  readonly classTypes: readonly Pick<ClassType, 'class_type_id' | 'name'>[];
  readonly onClose: () => void;
  /** After 'Guardar' saved: the list reloads. */
  readonly onSaved: () => void;
}

/**
 * 'Nuevo' (grant) and 'Editar' (correct) of /admin/creditos (issue 15): the
 * customer (the desk's picker; fixed once given), how many classes (-1:
 * unlimited), the class type (or any), the times they may be used and the
 * expiry day, checked by core's `CreditFormBody` (the API's fields as
 * typed). An empty class type, times or expiry is sent as none; the expiry
 * as the end of that studio day. Saved by spec 4's rule (`saveBy`), with
 * spec 8's available class notice. Give it a `key` per record.
 */
export const CreditPanel = ({ open, credit, classTypes, onClose, onSaved }: CreditPanelProps) => {
  const catalogue = useDeskCatalogue();
  const { config } = useServices();
  const zone = studioTimeZone(config);
  const { run } = useDeskAction({ inForm: true });
  const formId = useId();
  const id = credit?.available_class_id ?? NEW_ID;
  const given = credit?.customer ? { customer_id: credit.customer_id, ...credit.customer } : null;
  const customer = useCustomerChoice(given);
  const initial = {
    available_classes: credit ? String(credit.available_classes) : '',
    class_type_id: credit?.class_type_id ? String(credit.class_type_id) : '',
    allowed_times: credit?.allowed_times ?? '',
    expiration_date: credit?.expiration_date ? (studioDate(credit.expiration_date, zone) ?? '') : '',
  };
  const form = useZodForm(CreditFormBody, initial);
  const close = () => {
    form.reset(initial);
    customer.reset();
    onClose();
  };
  const submit = (values: { available_classes: number; class_type_id: string; allowed_times: string; expiration_date: string }) => {
    const fields = {
      available_classes: values.available_classes,
      class_type_id: values.class_type_id ? Number(values.class_type_id) : null,
      allowed_times: values.allowed_times || null,
      expiration_date: values.expiration_date ? (toStudioDateTime(values.expiration_date, zone)?.endOf('day').toISO() ?? null) : null,
    };
    const done = () => {
      close();
      onSaved();
    };
    return saveBy(id, {
      create: () => customer.withCustomer((chosen) => run(() => catalogue.credits.create({ customer_id: chosen.customer_id, ...fields }), text.creditSaved, done)),
      update: (existing) => run(() => catalogue.credits.update(existing, fields), text.creditSaved, done),
    });
  };
  return (
    <SidePanel
      open={open}
      onClose={close}
      title={credit ? text.editCreditTitle : text.newCreditTitle}
      description={text.creditFormHelp}
      footer={<PanelFooter onCancel={close} submit={<SubmitButton control={form.control} form={formId} />} />}
    >
      {customer.field}
      <ZodForm form={form} id={formId} onSubmit={submit}>
        <FormTextField control={form.control} name="available_classes" label={text.creditAmount} inputMode="numeric" autoComplete="off" required />
        <FormSelectField
          control={form.control}
          name="class_type_id"
          label={text.creditClassType}
          placeholder={text.anyClassType}
          options={classTypes.map((type) => ({ value: String(type.class_type_id), label: type.name }))}
        />
        <FormTextField control={form.control} name="allowed_times" label={text.creditAllowedTimes} hint={text.creditAllowedTimesHelp} autoComplete="off" />
        <FormTextField control={form.control} name="expiration_date" label={text.creditExpiryDate} type="date" />
      </ZodForm>
    </SidePanel>
  );
};
