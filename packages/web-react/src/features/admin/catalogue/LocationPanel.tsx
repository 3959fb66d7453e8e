import { useId } from 'react';
import { LocationBody, messages, type Location } from '@estudio/core';
import { useDeskCatalogue } from '../DeskProvider.js';
import { FormTextField, SubmitButton, useZodForm, ZodForm } from '../kit/Form/index.js';
import { SidePanel } from '../kit/SidePanel/index.js';
import { PanelFooter } from '../shared/PanelFooter.js';
import { useDeskAction } from '../shared/useDeskAction.js';

const text = messages.deskCatalogue;

/** Props of {@link LocationPanel}. */
export interface LocationPanelProps {
  readonly open: boolean;
  /** The location 'Editar' opened; null for 'Nueva'. */
  readonly location: Location | null;
  readonly onClose: () => void;
  /** After 'Guardar' saved: the list reloads. */
  readonly onSaved: () => void;
}

/**
 * 'Nueva' and 'Editar' of /admin/ubicaciones (issue 15): name and address,
 * checked by the API's own `LocationBody`, its Spanish messages next to the
 * field; the server's refusal stays in the panel. An empty address is sent
 * as none. Give it a `key` per location so each opens with its own values.
 */
export const LocationPanel = ({ open, location, onClose, onSaved }: LocationPanelProps) => {
  const catalogue = useDeskCatalogue();
  const { run } = useDeskAction({ inForm: true });
  const formId = useId();
  const initial = { name: location?.name ?? '', address: location?.address ?? '' };
  const form = useZodForm(LocationBody, initial);
  const close = () => {
    form.reset(initial);
    onClose();
  };
  const submit = (values: LocationBody) => {
    const body = { name: values.name, address: values.address || null };
    return location
      ? run(() => catalogue.locations.update(location.location_id, body), text.locationSaved, () => { close(); onSaved(); })
      : run(() => catalogue.locations.create(body), text.locationCreated, () => { close(); onSaved(); });
  };
  return (
    <SidePanel
      open={open}
      onClose={close}
      title={location ? text.editLocationTitle : text.newLocationTitle}
      description={text.locationFormHelp}
      footer={<PanelFooter onCancel={close} submit={<SubmitButton control={form.control} form={formId} />} />}
    >
      <ZodForm form={form} id={formId} onSubmit={submit}>
        <FormTextField control={form.control} name="name" label={text.locationName} autoComplete="off" required />
        <FormTextField control={form.control} name="address" label={text.locationAddress} autoComplete="off" />
      </ZodForm>
    </SidePanel>
  );
};
