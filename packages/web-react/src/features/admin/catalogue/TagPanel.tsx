import { useId } from 'react';
import { messages, TagFormBody, type Tag } from '@estudio/core';
import { useDeskCatalogue } from '../DeskProvider.js';
import { FormTextField, SubmitButton, useZodForm, ZodForm } from '../kit/Form/index.js';
import { SidePanel } from '../kit/SidePanel/index.js';
import { PanelFooter } from '../shared/PanelFooter.js';
import { useDeskAction } from '../shared/useDeskAction.js';

const text = messages.deskCatalogue;

/** Props of {@link TagPanel}. */
export interface TagPanelProps {
  readonly open: boolean;
  /** The tag 'Editar' opened; null for 'Nueva'. */
  readonly tag: Tag | null;
  readonly onClose: () => void;
  /** After 'Guardar' saved: the list reloads. */
  readonly onSaved: () => void;
}

/**
 * 'Nueva' and 'Editar' of /admin/etiquetas (issue 15): name, colour
 * (#RRGGBB) and type, checked by core's `TagFormBody` (the API's `TagBody`,
 * an empty colour allowed); empty colour and type are sent as none. Give it
 * a `key` per tag so each opens with its own values.
 */
export const TagPanel = ({ open, tag, onClose, onSaved }: TagPanelProps) => {
  const catalogue = useDeskCatalogue();
  const { run } = useDeskAction({ inForm: true });
  const formId = useId();
  const initial = { name: tag?.name ?? '', color: tag?.color ?? '', type: tag?.type ?? '' };
  const form = useZodForm(TagFormBody, initial);
  const close = () => {
    form.reset(initial);
    onClose();
  };
  const submit = (values: TagFormBody) => {
    const body = { name: values.name, color: values.color || null, type: values.type || null };
    const done = () => {
      close();
      onSaved();
    };
    return tag
      ? run(() => catalogue.tags.update(tag.tag_id, body), text.tagSaved, done)
      : run(() => catalogue.tags.create(body), text.tagCreated, done);
  };
  return (
    <SidePanel
      open={open}
      onClose={close}
      title={tag ? text.editTagTitle : text.newTagTitle}
      description={text.tagFormHelp}
      footer={<PanelFooter onCancel={close} submit={<SubmitButton control={form.control} form={formId} />} />}
    >
      <ZodForm form={form} id={formId} onSubmit={submit}>
        <FormTextField control={form.control} name="name" label={text.tagName} autoComplete="off" required />
        <FormTextField control={form.control} name="color" label={text.tagColor} hint={text.tagColorHelp} autoComplete="off" placeholder="#C2185B" maxLength={7} />
        <FormTextField control={form.control} name="type" label={text.tagType} hint={text.tagTypeHelp} autoComplete="off" />
      </ZodForm>
    </SidePanel>
  );
};
