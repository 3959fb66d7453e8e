import { useId, useMemo } from 'react';
import { durationParts, messages, studioTimeZone, videoFormSchema, videoFormValues, type AdminVideo, type VideoBody } from '@estudio/core';
import { useServices } from '../../../../app/services.js';
import { useDeskCatalogue } from '../../DeskProvider.js';
import { FormFileField } from '../../kit/FileField/index.js';
import { FormCheckbox, FormTextField, SubmitButton, useZodForm, ZodForm } from '../../kit/Form/index.js';
import { FormRichTextField } from '../../kit/RichTextEditor/index.js';
import { SidePanel } from '../../kit/SidePanel/index.js';
import { PanelFooter } from '../../shared/PanelFooter.js';
import { useDeskAction } from '../../shared/useDeskAction.js';
import * as choiceStyles from '../CommerceScreens.css.js';
import { VideoChoicesFields } from './VideoChoicesFields.js';
import { VideoSourceField } from './VideoSourceField.js';
import * as styles from './Videos.css.js';

const text = messages.deskVideos;

/** Props of {@link VideoPanel}. */
export interface VideoPanelProps {
  readonly open: boolean;
  /** The video 'Editar' opened; null for 'Nuevo'. */
  readonly video: AdminVideo | null;
  readonly onClose: () => void;
  /** After 'Guardar' saved: the list reloads. */
  readonly onSaved: () => void;
}

/**
 * 'Nuevo' and 'Editar' of /admin/videos (issue 15): name, description
 * (the kit's rich-text editor; the server sanitises it), the video (an
 * uploaded MP4 or WebM, or a URL), its thumbnail, its duration as minutes
 * and seconds (read from an uploaded file's metadata, and editable), coach,
 * class type, category, program, video type, tags, an optional release
 * date in the studio's hour and 'Publicado', checked by core's
 * `videoFormSchema` (read into the API's own `VideoBody`). Give it a `key`
 * per video.
 */
export const VideoPanel = ({ open, video, onClose, onSaved }: VideoPanelProps) => {
  const catalogue = useDeskCatalogue();
  const { config } = useServices();
  const zone = studioTimeZone(config);
  const { run } = useDeskAction({ inForm: true });
  const formId = useId();
  const schema = useMemo(() => videoFormSchema(zone), [zone]);
  const initial = useMemo(() => videoFormValues(video, zone), [video, zone]);
  const form = useZodForm(schema, initial);
  const close = () => {
    form.reset(initial);
    onClose();
  };
  // The file's own duration fills both boxes; the owner may still change them.
  const setDuration = (seconds: number) => {
    const parts = durationParts(seconds);
    form.setValue('minutes', parts.minutes, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    form.setValue('seconds', parts.seconds, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };
  const submit = (body: VideoBody) => {
    const done = () => {
      close();
      onSaved();
    };
    return video
      ? run(() => catalogue.videos.update(video.video_id, body), text.saved, done)
      : run(() => catalogue.videos.create(body), text.created, done);
  };
  return (
    <SidePanel
      open={open}
      onClose={close}
      size="lg"
      title={video ? text.editTitle : text.newTitle}
      description={text.formHelp}
      footer={<PanelFooter onCancel={close} submit={<SubmitButton control={form.control} form={formId} />} />}
    >
      <ZodForm form={form} id={formId} onSubmit={submit}>
        <FormTextField control={form.control} name="name" label={text.name} autoComplete="off" maxLength={120} required />
        {open ? <FormRichTextField control={form.control} name="description" label={text.description} hint={text.descriptionHelp} /> : null}
        <VideoSourceField control={form.control} onDuration={setDuration} />
        <FormFileField control={form.control} name="thumbnail" label={text.thumbnail} hint={text.thumbnailHelp} kind="image" />
        <fieldset className={choiceStyles.fieldset} aria-describedby={`${formId}-duration-hint`}>
          <legend className={choiceStyles.legend}>{text.duration}</legend>
          <p id={`${formId}-duration-hint`} className={choiceStyles.hint}>{text.durationHelp}</p>
          <div className={styles.duration}>
            <FormTextField control={form.control} name="minutes" label={text.minutes} inputMode="numeric" autoComplete="off" maxLength={5} />
            <FormTextField control={form.control} name="seconds" label={text.seconds} inputMode="numeric" autoComplete="off" maxLength={2} />
          </div>
        </fieldset>
        {open ? <VideoChoicesFields control={form.control} load={() => catalogue.videos.choices()} current={video?.tags ?? []} /> : null}
        <FormTextField control={form.control} name="available_at" label={text.availableAt} hint={text.availableAtHelp} type="datetime-local" />
        <FormCheckbox control={form.control} name="published" label={text.publishedField} hint={text.publishedHelp} />
      </ZodForm>
    </SidePanel>
  );
};
