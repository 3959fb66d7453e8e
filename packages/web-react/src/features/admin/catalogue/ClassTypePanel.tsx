import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import {
  ClassTypeBody, gridOfMap, messages, rowSizesOf, rowSizesText, type ClassTypeRow, type FileRef, type SpotGridDraft,
} from '@estudio/core';
import { useDeskCatalogue } from '../DeskProvider.js';
import { FileField } from '../kit/FileField/index.js';
import { FormTextArea } from '../kit/Form/FormFields.js';
import { FormTextField, SubmitButton, useZodForm, ZodForm } from '../kit/Form/index.js';
import { SidePanel } from '../kit/SidePanel/index.js';
import { PanelFooter } from '../shared/PanelFooter.js';
import { useDeskAction } from '../shared/useDeskAction.js';
import { SpotMapEditor, type SpotMapValue } from './spotMap/SpotMapEditor.js';

const text = messages.deskClassTypes;

/** Props of {@link ClassTypePanel}. */
export interface ClassTypePanelProps {
  readonly open: boolean;
  /** The class type 'Editar' opened (with its own custom map); null for 'Nuevo'. */
  readonly classType: ClassTypeRow | null;
  readonly onClose: () => void;
  /** After 'Guardar' saved: the list reloads. */
  readonly onSaved: () => void;
}

/** A drawn grid as the body's (mutable) shape. */
const gridBody = (grid: SpotGridDraft) => ({ rows: grid.rows, columns: grid.columns, spots: grid.spots.map((spot) => ({ ...spot })) });

/** The row's map: its own custom grid when it has a usable one (customers book on it), else its row sizes. */
const mapOf = (row: ClassTypeRow | null): { spot_map: string | null; custom_spot_map: ReturnType<typeof gridBody> | null } => {
  const grid = row?.custom_spot_map ? gridOfMap(row.custom_spot_map) : null;
  if (grid) return { spot_map: null, custom_spot_map: gridBody(grid) };
  const sizes = rowSizesOf(row?.spot_map);
  return { spot_map: rowSizesText(sizes), custom_spot_map: null };
};

const valueOf = (spotMap: string | null | undefined, grid: SpotGridDraft | null | undefined): SpotMapValue => {
  if (grid) return { shape: 'grid', grid };
  const sizes = rowSizesOf(spotMap);
  return sizes.length ? { shape: 'rows', sizes } : { shape: 'none' };
};

/** The first message of an error react-hook-form keeps for an object field (its own, or a part's). */
const messageOf = (error: unknown): string | null => {
  if (!error || typeof error !== 'object') return null;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string' && own) return own;
  for (const part of Object.values(error)) {
    const found = messageOf(part);
    if (found) return found;
  }
  return null;
};

/**
 * 'Nuevo' and 'Editar' of /admin/tipos-de-clase (issue 15): name, icon,
 * description, image (uploaded through the kit's `FileField`) and the spot
 * map in either shape of spec 3, checked by core's `ClassTypeBody` (the
 * API's: a grid's labels unique, one place bookable at least). The class
 * type and its own grid are saved in one request, so the server writes both
 * or neither. Give it a `key` per class type so each opens with its values.
 */
export const ClassTypePanel = ({ open, classType, onClose, onSaved }: ClassTypePanelProps) => {
  const catalogue = useDeskCatalogue();
  const { run } = useDeskAction({ inForm: true });
  const formId = useId();
  const map = mapOf(classType);
  const initial: ClassTypeBody = {
    name: classType?.name ?? '',
    icon: classType?.icon ?? '',
    description: classType?.description ?? '',
    image_file_id: classType?.image?.file_id ?? null,
    ...map,
  };
  const [image, setImage] = useState<FileRef | null>(classType?.image ?? null);
  const form = useZodForm(ClassTypeBody, initial);
  const spotMap = useController({ control: form.control, name: 'spot_map' });
  const grid = useController({ control: form.control, name: 'custom_spot_map' });
  const spotMapValue = valueOf(spotMap.field.value, grid.field.value as SpotGridDraft | null | undefined);

  const changeMap = (value: SpotMapValue) => {
    form.setValue('spot_map', value.shape === 'rows' ? rowSizesText(value.sizes) : null, { shouldValidate: form.formState.isSubmitted });
    form.setValue('custom_spot_map', value.shape === 'grid' ? gridBody(value.grid) : null, { shouldValidate: form.formState.isSubmitted });
  };
  const close = () => {
    form.reset(initial);
    setImage(classType?.image ?? null);
    onClose();
  };
  const submit = (values: ClassTypeBody) => {
    const fields = {
      name: values.name,
      icon: values.icon || null,
      description: values.description || null,
      spot_map: values.spot_map ?? null,
    };
    const gridChanged = JSON.stringify(values.custom_spot_map ?? null) !== JSON.stringify(map.custom_spot_map);
    const imageChanged = (image?.file_id ?? null) !== (classType?.image?.file_id ?? null);
    const done = () => {
      close();
      onSaved();
    };
    if (classType) {
      const body = {
        ...fields,
        ...(imageChanged ? { image_file_id: image?.file_id ?? null } : {}),
        ...(gridChanged ? { custom_spot_map: values.custom_spot_map ?? null } : {}),
      };
      return run(() => catalogue.classTypes.update(classType.class_type_id, body), text.saved, done);
    }
    const body = {
      ...fields,
      image_file_id: image?.file_id ?? null,
      ...(values.custom_spot_map ? { custom_spot_map: values.custom_spot_map } : {}),
    };
    return run(() => catalogue.classTypes.create(body), text.created, done);
  };
  return (
    <SidePanel
      open={open}
      onClose={close}
      title={classType ? text.editTitle : text.newTitle}
      description={text.formHelp}
      footer={<PanelFooter onCancel={close} submit={<SubmitButton control={form.control} form={formId} />} />}
    >
      <ZodForm form={form} id={formId} onSubmit={submit}>
        <FormTextField control={form.control} name="name" label={text.name} autoComplete="off" required />
        <FormTextField control={form.control} name="icon" label={text.icon} hint={text.iconHelp} autoComplete="off" />
        <FormTextArea control={form.control} name="description" label={text.description} rows={3} />
        <FileField label={text.image} hint={text.imageHelp} value={image} onChange={setImage} />
        <SpotMapEditor
          value={spotMapValue}
          onChange={changeMap}
          error={messageOf(spotMap.fieldState.error) ?? messageOf(grid.fieldState.error)}
        />
      </ZodForm>
    </SidePanel>
  );
};
