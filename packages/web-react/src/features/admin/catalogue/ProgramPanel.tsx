import { useId } from 'react';
import { messages, ProgramBody, type Program } from '@estudio/core';
import { useDeskCatalogue } from '../DeskProvider.js';
import { FormCheckbox, FormTextArea, FormTextField, SubmitButton, useZodForm, ZodForm } from '../kit/Form/index.js';
import { SidePanel } from '../kit/SidePanel/index.js';
import { PanelFooter } from '../shared/PanelFooter.js';
import { useDeskAction } from '../shared/useDeskAction.js';
import { NEW_ID, saveBy } from './saveRule.js';

const text = messages.deskLists;

/** Props of {@link ProgramPanel}. */
export interface ProgramPanelProps {
  readonly open: boolean;
  /** The program 'Editar' opened; null for 'Nuevo'. */
  readonly program: Program | null;
  readonly onClose: () => void;
  /** After 'Guardar' saved: the list reloads. */
  readonly onSaved: () => void;
}

/**
 * 'Nuevo' and 'Editar' of /admin/programas (issue 15): name, description
 * and whether customers see it, checked by the API's own `ProgramBody`;
 * saved by spec 4's rule (`saveBy`: create while the id is 'nueva', else
 * update), with spec 8's program notice. Its image (`file_id`) is left as
 * it is. Give it a `key` per program.
 */
export const ProgramPanel = ({ open, program, onClose, onSaved }: ProgramPanelProps) => {
  const catalogue = useDeskCatalogue();
  const { run } = useDeskAction({ inForm: true });
  const formId = useId();
  const id = program?.program_id ?? NEW_ID;
  const initial = { name: program?.name ?? '', description: program?.description ?? '', available: program?.available ?? true };
  const form = useZodForm(ProgramBody, initial);
  const close = () => {
    form.reset(initial);
    onClose();
  };
  const submit = (values: ProgramBody) => {
    const body = { name: values.name, description: values.description || null, available: values.available ?? true };
    const done = () => {
      close();
      onSaved();
    };
    return saveBy(id, {
      create: () => run(() => catalogue.programs.create(body), text.programSaved, done),
      update: (existing) => run(() => catalogue.programs.update(existing, body), text.programSaved, done),
    });
  };
  return (
    <SidePanel
      open={open}
      onClose={close}
      title={program ? text.editProgramTitle : text.newProgramTitle}
      description={text.programFormHelp}
      footer={<PanelFooter onCancel={close} submit={<SubmitButton control={form.control} form={formId} />} />}
    >
      <ZodForm form={form} id={formId} onSubmit={submit}>
        <FormTextField control={form.control} name="name" label={text.programName} autoComplete="off" required />
        <FormTextArea control={form.control} name="description" label={text.description} rows={4} />
        <FormCheckbox control={form.control} name="available" label={text.programAvailable} />
      </ZodForm>
    </SidePanel>
  );
};
