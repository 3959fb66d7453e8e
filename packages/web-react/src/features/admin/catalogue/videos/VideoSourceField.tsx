import { useId, useState } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import {
  durationClock, fill, messages, VIDEO_SOURCES, VIDEO_UPLOAD_ACCEPT, videoUploadProblem,
  type FileRef, type VideoBody, type VideoFormValues, type VideoSource,
} from '@estudio/core';
import { FormTextField } from '../../kit/Form/index.js';
import { useFormLabel } from '../../kit/Form/formLabels.js';
import { FileField } from '../../kit/FileField/index.js';
import * as fileStyles from '../../kit/FileField/FileField.css.js';
import * as choiceStyles from '../CommerceScreens.css.js';
import { readVideoDuration } from './videoMetadata.js';
import * as styles from './Videos.css.js';

const text = messages.deskVideos;

/** The video form's control. */
export type VideoFormControl = Control<VideoFormValues, unknown, VideoBody>;

const SOURCE_LABELS: Readonly<Record<VideoSource, string>> = { file: text.sourceFile, url: text.sourceUrl };

/** Why a picked file is refused before it is sent, in Spanish: the server's video limits (type and 200 MB). */
const checkVideo = (file: File): string | null => {
  const problem = videoUploadProblem(file);
  if (!problem) return null;
  return problem === 'empty' ? messages.files.empty : messages.files[problem];
};

const VIDEO_TEXTS = { upload: text.uploadVideo, replace: text.replaceVideo, remove: text.removeVideo, uploading: text.uploadingVideo, empty: text.noVideoFile };

/** The uploaded video: its player and its name. */
const VideoPreview = ({ value }: { readonly value: FileRef }) => (
  <div className={styles.preview}>
    <video className={styles.player} src={value.src} controls preload="metadata" aria-label={text.videoPreview} />
    <span className={fileStyles.fileName}>{value.name ?? value.src.split('/').pop()}</span>
  </div>
);

/**
 * The uploaded video on the kit's `FileField`: its preview and name, or
 * none yet; 'Subir video', 'Quitar video', and while it uploads a busy line
 * that says not to close the panel. A picked file is checked against the
 * server's video limits first (type and 200 MB), and its duration is read
 * from its own metadata meanwhile (`onDuration`); either answer coming
 * after the panel closed (or after another file was picked) is dropped.
 */
const VideoFileField = ({ control, onDuration }: { readonly control: VideoFormControl; readonly onDuration: (seconds: number) => void }) => {
  useFormLabel('file', text.file);
  const { field, fieldState } = useController({ control, name: 'file' });
  const [read, setRead] = useState<number | null>(null);
  const picked = (file: File, live: () => boolean) => {
    setRead(null);
    void readVideoDuration(file).then((seconds) => {
      if (seconds === null || !live()) return;
      setRead(seconds);
      onDuration(seconds);
    });
  };
  return (
    <FileField
      label={text.file}
      hint={text.fileHelp}
      value={field.value ?? null}
      onChange={(file) => field.onChange(file)}
      error={fieldState.error?.message ?? null}
      required
      accept={VIDEO_UPLOAD_ACCEPT}
      check={checkVideo}
      onPicked={picked}
      renderPreview={(value) => <VideoPreview value={value} />}
      texts={VIDEO_TEXTS}
    >
      {read !== null ? <p className={styles.note} role="status">{fill(text.durationRead, { duration: durationClock(read) })}</p> : null}
    </FileField>
  );
};

/**
 * Where the video comes from: 'Subir un archivo' (the upload above, MP4 or
 * WebM up to 200 MB) or 'Indicar una URL' (Vimeo, YouTube or a video
 * file's address), as two radios; the chosen one is what 'Guardar' sends.
 */
export const VideoSourceField = ({ control, onDuration }: { readonly control: VideoFormControl; readonly onDuration: (seconds: number) => void }) => {
  useFormLabel('source', text.source);
  const { field } = useController({ control, name: 'source' });
  const source = useWatch({ control, name: 'source' });
  const name = useId();
  return (
    <>
      <fieldset className={choiceStyles.fieldset}>
        <legend className={choiceStyles.legend}>{text.source}</legend>
        <div className={choiceStyles.choices}>
          {VIDEO_SOURCES.map((value) => (
            <label key={value} className={choiceStyles.choice}>
              <input type="radio" name={name} value={value} checked={field.value === value} onChange={() => field.onChange(value)} onBlur={field.onBlur} />
              {SOURCE_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      {source === 'url' ? (
        <FormTextField control={control} name="url" label={text.url} hint={text.urlHelp} type="url" autoComplete="off" required />
      ) : (
        <VideoFileField control={control} onDuration={onDuration} />
      )}
    </>
  );
};
