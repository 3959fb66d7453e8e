import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { coachBodyOf, CoachFormBody, fill, messages, type Instructor, type InstructorDetail } from '@estudio/core';
import { coachName } from '../../public/data/content.rules.js';
import { InstructorProfile } from '../../schedule/screens/InstructorProfile.js';
import { useDeskCatalogue } from '../DeskProvider.js';
import { FormFileField } from '../kit/FileField/index.js';
import { FormCheckbox, FormTextArea, FormTextField, SubmitButton, useZodForm, ZodForm, type FormOutput } from '../kit/Form/index.js';
import { SidePanel } from '../kit/SidePanel/index.js';
import { PanelFooter } from '../shared/PanelFooter.js';
import { useDeskAction } from '../shared/useDeskAction.js';
import * as styles from './CatalogueScreen.css.js';

const text = messages.deskCoaches;

/** Props of {@link CoachPanel}. */
export interface CoachPanelProps {
  readonly open: boolean;
  /** The coach 'Editar' opened; null for 'Nuevo'. */
  readonly coach: InstructorDetail | null;
  readonly onClose: () => void;
  /** After 'Guardar' saved: the list reloads. */
  readonly onSaved: () => void;
}

/** The form's values for a coach, or for a new one (shown on the landing). */
const valuesOf = (coach: InstructorDetail | null): CoachFormBody => ({
  name: coach?.name ?? '',
  last_name: coach?.last_name ?? '',
  nick_name: coach?.nick_name ?? '',
  quote: coach?.quote ?? '',
  photo: coach?.file ?? null,
  short_bio: coach?.short_bio ?? '',
  instagram: coach?.instagram ?? '',
  birthdate: coach?.birthdate ?? '',
  music_type: coach?.music_type ?? '',
  on_home: coach?.on_home ?? true,
});

/** What the public page would show for the values as typed so far. */
const previewOf = (values: CoachFormBody, id: number): Instructor => ({
  instructor_id: id,
  name: values.name.trim(),
  last_name: values.last_name.trim(),
  nick_name: values.nick_name.trim() || null,
  quote: values.quote.trim() || null,
  file: values.photo ?? null,
  short_bio: values.short_bio.trim() || null,
  instagram: values.instagram.trim() || null,
  // Shown as day and month only once it is a whole date.
  birthdate: /^\d{4}-\d{2}-\d{2}$/.test(values.birthdate) ? values.birthdate : null,
  music_type: values.music_type.trim() || null,
});

/**
 * 'Nuevo' and 'Editar' of /admin/coaches (issue 15): every field of spec
 * 3's Instructor (photo uploaded through /files, name, last name, nick
 * name, quote, instagram, birthdate, music type, bio) and whether the
 * landing shows the coach, checked by core's `CoachFormBody` (the API's
 * `InstructorBody` as inputs hold it); below the form, the public page's
 * profile (/instructor/{id}) drawn by the same component customers see,
 * as it is typed. Give it a `key` per coach so each opens with its values.
 */
export const CoachPanel = ({ open, coach, onClose, onSaved }: CoachPanelProps) => {
  const catalogue = useDeskCatalogue();
  const { run } = useDeskAction({ inForm: true });
  const formId = useId();
  const initial = valuesOf(coach);
  const form = useZodForm(CoachFormBody, initial);
  const watched = useWatch({ control: form.control }) as CoachFormBody;
  const preview = previewOf({ ...initial, ...watched }, coach?.instructor_id ?? 0);
  const close = () => {
    form.reset(initial);
    onClose();
  };
  const submit = (values: FormOutput<typeof CoachFormBody>) => {
    const body = coachBodyOf(values);
    const done = () => {
      close();
      onSaved();
    };
    return coach
      ? run(() => catalogue.coaches.update(coach.instructor_id, body), text.saved, done)
      : run(() => catalogue.coaches.create(body), text.created, done);
  };
  const name = coachName(preview);
  return (
    <SidePanel
      open={open}
      onClose={close}
      size="lg"
      title={coach ? text.editTitle : text.newTitle}
      description={text.formHelp}
      footer={<PanelFooter onCancel={close} submit={<SubmitButton control={form.control} form={formId} />} />}
    >
      <ZodForm form={form} id={formId} onSubmit={submit}>
        <FormTextField control={form.control} name="name" label={text.name} autoComplete="off" required />
        <FormTextField control={form.control} name="last_name" label={text.lastName} autoComplete="off" />
        <FormTextField control={form.control} name="nick_name" label={text.nickName} hint={text.nickNameHelp} autoComplete="off" />
        <FormFileField control={form.control} name="photo" label={text.photo} hint={text.photoHelp} kind="image" />
        <FormTextArea control={form.control} name="quote" label={text.quote} rows={2} />
        <FormTextField control={form.control} name="instagram" label={text.instagram} hint={text.instagramHelp} autoComplete="off" />
        <FormTextField control={form.control} name="birthdate" type="date" label={text.birthdate} hint={text.birthdateHelp} />
        <FormTextField control={form.control} name="music_type" label={text.musicType} hint={text.musicTypeHelp} autoComplete="off" />
        <FormTextArea control={form.control} name="short_bio" label={text.bio} rows={5} />
        <FormCheckbox control={form.control} name="on_home" label={text.onHome} />
      </ZodForm>
      <section className={styles.preview} aria-labelledby={`${formId}-preview`}>
        <h3 id={`${formId}-preview`} className={styles.previewTitle}>
          {text.preview}
        </h3>
        <p className={styles.previewHelp}>{fill(text.previewHelp, { id: coach ? String(coach.instructor_id) : '…' })}</p>
        {name ? <p className={styles.previewName}>{name}</p> : null}
        <InstructorProfile coach={preview} />
      </section>
    </SidePanel>
  );
};
