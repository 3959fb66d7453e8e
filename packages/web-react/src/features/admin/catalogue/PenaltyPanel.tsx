import { useId } from 'react';
import { messages, PenaltyFormBody, studioDate, studioTimeZone, toStudioDateTime, type PenaltyListRow } from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { useDeskCatalogue } from '../DeskProvider.js';
import { FormTextField, SubmitButton, useZodForm, ZodForm } from '../kit/Form/index.js';
import { SidePanel } from '../kit/SidePanel/index.js';
import { PanelFooter } from '../shared/PanelFooter.js';
import { useDeskAction } from '../shared/useDeskAction.js';
import { useCustomerChoice } from './CustomerField.js';
import { NEW_ID, saveBy } from './saveRule.js';

const text = messages.deskLists;

/** Props of {@link PenaltyPanel}. */
export interface PenaltyPanelProps {
  readonly open: boolean;
  /** The penalty 'Editar' opened; null for 'Nueva'. */
  readonly penalty: PenaltyListRow | null;
  readonly onClose: () => void;
  /** After 'Guardar' saved: the list reloads. */
  readonly onSaved: () => void;
}

/**
 * 'Nueva' and 'Editar' of /admin/penalizaciones (issue 15): the customer
 * (the desk's picker; fixed once given), the reason and the end day,
 * checked by core's `PenaltyFormBody` (the API's body, the end a studio
 * day, sent as that day's start in the studio: she books again that day).
 * Saved by spec 4's rule (`saveBy`). Give it a `key` per penalty.
 */
export const PenaltyPanel = ({ open, penalty, onClose, onSaved }: PenaltyPanelProps) => {
  const catalogue = useDeskCatalogue();
  const { config } = useServices();
  const zone = studioTimeZone(config);
  const { run } = useDeskAction({ inForm: true });
  const formId = useId();
  const id = penalty?.penalty_id ?? NEW_ID;
  const given = penalty?.customer ? { customer_id: penalty.customer_id, ...penalty.customer } : null;
  const customer = useCustomerChoice(given);
  const initial = { reason: penalty?.reason ?? '', end_date: penalty ? (studioDate(penalty.end_date, zone) ?? '') : '' };
  const form = useZodForm(PenaltyFormBody, initial);
  const close = () => {
    form.reset(initial);
    customer.reset();
    onClose();
  };
  const submit = (values: PenaltyFormBody) => {
    const endDate = toStudioDateTime(values.end_date, zone)?.toISO() ?? values.end_date;
    const done = () => {
      close();
      onSaved();
    };
    return saveBy(id, {
      create: () => customer.withCustomer((chosen) => run(() => catalogue.penalties.create({ customer_id: chosen.customer_id, reason: values.reason, end_date: endDate }), text.penaltyCreated, done)),
      update: (existing) => run(() => catalogue.penalties.update(existing, { reason: values.reason, end_date: endDate }), text.penaltySaved, done),
    });
  };
  return (
    <SidePanel
      open={open}
      onClose={close}
      title={penalty ? text.editPenaltyTitle : text.newPenaltyTitle}
      description={text.penaltyFormHelp}
      footer={<PanelFooter onCancel={close} submit={<SubmitButton control={form.control} form={formId} />} />}
    >
      {customer.field}
      <ZodForm form={form} id={formId} onSubmit={submit}>
        <FormTextField control={form.control} name="reason" label={text.penaltyReason} autoComplete="off" required />
        <FormTextField control={form.control} name="end_date" label={text.penaltyEndDate} type="date" required />
      </ZodForm>
    </SidePanel>
  );
};
