import { useId } from 'react';
import { ClassCategoryBody, messages, type ClassCategory } from '@estudio/core';
import { useDeskCatalogue } from '../DeskProvider.js';
import { FormCheckbox, FormTextArea, FormTextField, SubmitButton, useZodForm, ZodForm } from '../kit/Form/index.js';
import { SidePanel } from '../kit/SidePanel/index.js';
import { PanelFooter } from '../shared/PanelFooter.js';
import { useDeskAction } from '../shared/useDeskAction.js';
import { NEW_ID, saveBy } from './saveRule.js';

const text = messages.deskLists;

/** Props of {@link CategoryPanel}. */
export interface CategoryPanelProps {
  readonly open: boolean;
  /** The category 'Editar' opened; null for 'Nueva'. */
  readonly category: ClassCategory | null;
  readonly onClose: () => void;
  /** After 'Guardar' saved: the list reloads. */
  readonly onSaved: () => void;
}

/**
 * 'Nueva' and 'Editar' of /admin/categorias (issue 15): name, handle,
 * description and whether customers see it, checked by the API's own
 * `ClassCategoryBody`. A new one starts as id 'nueva' and available (spec
 * 3), and saves by spec 4's rule (`saveBy`). A handle another category has
 * is the server's 409, kept in the panel. Give it a `key` per category.
 */
export const CategoryPanel = ({ open, category, onClose, onSaved }: CategoryPanelProps) => {
  const catalogue = useDeskCatalogue();
  const { run } = useDeskAction({ inForm: true });
  const formId = useId();
  const id = category?.class_category_id ?? NEW_ID;
  const initial = {
    name: category?.name ?? '',
    handle: category?.handle ?? '',
    description: category?.description ?? '',
    available: category?.available ?? true,
  };
  const form = useZodForm(ClassCategoryBody, initial);
  const close = () => {
    form.reset(initial);
    onClose();
  };
  const submit = (values: ClassCategoryBody) => {
    const body = { name: values.name, handle: values.handle, description: values.description || null, available: values.available ?? true };
    const done = () => {
      close();
      onSaved();
    };
    return saveBy(id, {
      create: () => run(() => catalogue.categories.create(body), text.categoryCreated, done),
      update: (existing) => run(() => catalogue.categories.update(existing, body), text.categorySaved, done),
    });
  };
  return (
    <SidePanel
      open={open}
      onClose={close}
      title={category ? text.editCategoryTitle : text.newCategoryTitle}
      description={text.categoryFormHelp}
      footer={<PanelFooter onCancel={close} submit={<SubmitButton control={form.control} form={formId} />} />}
    >
      <ZodForm form={form} id={formId} onSubmit={submit}>
        <FormTextField control={form.control} name="name" label={text.categoryName} autoComplete="off" required />
        <FormTextField control={form.control} name="handle" label={text.categoryHandle} autoComplete="off" placeholder="yoga-suave" required />
        <FormTextArea control={form.control} name="description" label={text.description} rows={3} />
        <FormCheckbox control={form.control} name="available" label={text.categoryAvailable} />
      </ZodForm>
    </SidePanel>
  );
};
