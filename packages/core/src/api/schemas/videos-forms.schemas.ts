import { z } from 'zod';
import { messages } from '../../messages/index.js';
import { toStudioDateTime } from '../../format/format.rules.js';
import { durationParts } from '../../desk/videos.rules.js';
import { limits, RefId } from './common.schemas.js';

/**
 * A video's bodies (spec 3 Video; POST and PUT /videos, admins) and
 * /admin's video form ('Videos', issue 15), apart from videos.schemas.ts
 * (which re-exports them for the routes), so the admin screen checks what
 * the route checks without the library's records in its chunk
 * (docs/contexts/desk.md, 'First load').
 */

/** Text without NUL characters, which PostgreSQL refuses to store. */
export const videoText = (max: number) =>
  z.string().trim().max(max).refine((value) => !value.includes('\u0000'), messages.common.forbiddenCharacters);

/** An http(s) address, or a path of this site ('/api/files/3'). */
export const MediaUrl = videoText(2000).refine(
  (value) => /^https?:\/\/[^\s]+$/i.test(value) || /^\/[^/\s][^\s]*$/.test(value),
  messages.videos.urlFormat,
);

/** An instant with its offset, e.g. 2025-03-01T10:00:00-06:00. */
const Instant = z.iso.datetime({ offset: true });

/** A video's longest duration, in seconds: a day. */
export const VIDEO_DURATION_MAX = 86_400;

const VideoName = videoText(limits.shortText).min(1, messages.forms.fillField);

const videoFields = {
  description: videoText(limits.longText).nullable().optional(),
  url: MediaUrl.nullable().optional(),
  file_id: RefId.nullable().optional(),
  thumbnail: MediaUrl.nullable().optional(),
  thumbnail_file_id: RefId.nullable().optional(),
  /** Seconds, at most a day. */
  duration: z.number().int().min(0).max(VIDEO_DURATION_MAX).optional(),
  instructor_id: RefId.nullable().optional(),
  class_type_id: RefId.nullable().optional(),
  class_category_id: RefId.nullable().optional(),
  video_type_id: RefId.nullable().optional(),
  program_id: RefId.nullable().optional(),
  tag_ids: z.array(RefId).max(50).optional(),
  available_at: Instant.nullable().optional(),
  /** False hides it from customers everywhere; a new video is published unless told. */
  published: z.boolean().optional(),
};

/** POST /videos (admins): a name and a player URL or an uploaded file. */
export const VideoBody = z
  .object({ name: VideoName, ...videoFields })
  .refine((body) => Boolean(body.url) || Boolean(body.file_id), { message: messages.videos.sourceRequired, path: ['url'] });
export type VideoBody = z.input<typeof VideoBody>;
/** PUT /videos/:id (admins): changes only the fields it names. */
export const VideoUpdateBody = z.object({ name: VideoName, ...videoFields }).partial();
export type VideoUpdateBody = z.input<typeof VideoUpdateBody>;

/** Where the form's video comes from: an uploaded file or an address. */
export const VIDEO_SOURCES = ['file', 'url'] as const;
export type VideoSource = (typeof VIDEO_SOURCES)[number];

/** A file field's value: the stored file (`file_id` and `src` at least; `src` alone for an address kept as is). */
const StoredFile = z.object({ file_id: z.number().int().optional(), src: z.string(), name: z.string().optional(), type: z.string().optional() });
type StoredFile = z.infer<typeof StoredFile>;

/** A whole number as typed ('' is none). */
const countText = z.string().trim().regex(/^\d{0,5}$/, messages.deskVideos.wholeNumber);
/** A select's value: '' for none, else an id. */
const idChoice = z.string().regex(/^\d{0,10}$/);
/** A `datetime-local` input's value ('' for none). */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** The form's values, as inputs hold them. */
const videoFormFields = z.object({
  name: VideoName,
  description: z.string(),
  source: z.enum(VIDEO_SOURCES),
  file: StoredFile.nullable(),
  url: z.string().trim(),
  thumbnail: StoredFile.nullable(),
  minutes: countText,
  seconds: countText,
  instructor_id: idChoice,
  class_type_id: idChoice,
  class_category_id: idChoice,
  video_type_id: idChoice,
  program_id: idChoice,
  tag_ids: z.array(RefId).max(50),
  available_at: z.string().trim(),
  published: z.boolean(),
});
/** What /admin's video form holds. */
export type VideoFormValues = z.input<typeof videoFormFields>;

const secondsOf = (form: { minutes: string; seconds: string }): number => Number(form.minutes || '0') * 60 + Number(form.seconds || '0');

/** The release instant of a `datetime-local` value in the studio's zone, with its offset; null for none. */
const releaseOf = (local: string, zone: string): string | null | undefined => {
  if (local === '') return null;
  if (!LOCAL_DATE_TIME.test(local)) return undefined;
  return toStudioDateTime(local, zone)?.toISO() ?? undefined;
};

/** The ids a file field names in a body: none when emptied, unchanged (not sent) for an address with no stored file. */
const thumbnailOf = (file: StoredFile | null): { thumbnail?: null; thumbnail_file_id?: number | null } => {
  if (file === null) return { thumbnail: null, thumbnail_file_id: null };
  // A stored file replaces an address the video had; an address alone stays as it is.
  return file.file_id === undefined ? {} : { thumbnail: null, thumbnail_file_id: file.file_id };
};

/**
 * 'Nuevo' and 'Editar' of /admin/videos as the form holds them, read into
 * POST /videos's body and checked by it (`pipe(VideoBody)`: the route's
 * own rules): the source chosen (an uploaded file, or an address: the other
 * one is cleared), the duration as minutes and seconds, empty selects as
 * none, an empty description as none, the release date typed in the
 * studio's `zone` as an instant (empty: at once). The field names are the
 * body's where they are one, so the route's refusals land on the field.
 */
export const videoFormSchema = (zone: string) =>
  videoFormFields
    .superRefine((form, context) => {
      const refuse = (path: keyof VideoFormValues, message: string) => context.addIssue({ code: 'custom', path: [path], message });
      if (form.source === 'file' && form.file?.file_id === undefined) refuse('file', messages.deskVideos.fileRequired);
      if (form.source === 'url' && form.url === '') refuse('url', messages.deskVideos.urlRequired);
      if (Number(form.seconds || '0') > 59) refuse('seconds', messages.deskVideos.secondsRange);
      if (secondsOf(form) > VIDEO_DURATION_MAX) refuse('minutes', messages.deskVideos.durationMax);
      if (releaseOf(form.available_at, zone) === undefined) refuse('available_at', messages.deskVideos.releaseFormat);
    })
    .transform((form): VideoBody => {
      const id = (value: string): number | null => (value === '' ? null : Number(value));
      const byFile = form.source === 'file';
      return {
        name: form.name,
        description: form.description.trim() === '' ? null : form.description,
        url: byFile ? null : form.url,
        file_id: byFile ? (form.file?.file_id ?? null) : null,
        ...thumbnailOf(form.thumbnail),
        duration: secondsOf(form),
        instructor_id: id(form.instructor_id),
        class_type_id: id(form.class_type_id),
        class_category_id: id(form.class_category_id),
        video_type_id: id(form.video_type_id),
        program_id: id(form.program_id),
        tag_ids: [...form.tag_ids],
        available_at: releaseOf(form.available_at, zone) ?? null,
        published: form.published,
      };
    })
    .pipe(VideoBody);

/** What a video the form edits is read from: a stored video as the admin list answers it. */
export interface VideoFormSource {
  readonly name: string;
  readonly description: string | null;
  readonly url: string | null;
  readonly file: { readonly file_id?: number | undefined; readonly src: string; readonly name?: string | undefined; readonly type?: string | undefined } | null;
  readonly thumbnail: string | null;
  readonly thumbnail_file_id: number | null;
  readonly duration: number;
  readonly instructor: { readonly instructor_id: number } | null;
  readonly class_type: { readonly class_type_id: number } | null;
  readonly class_category_id: number | null;
  readonly video_type: { readonly video_type_id: number } | null;
  readonly program_id: number | null;
  readonly tags: readonly { readonly tag_id: number }[];
  readonly available_at: string | null;
  readonly published: boolean;
}

/** The form's values for a stored video (its release shown in the studio's `zone`), or for a new one: published, by upload. */
export const videoFormValues = (video: VideoFormSource | null, zone: string): VideoFormValues => {
  const idText = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));
  const duration = video ? durationParts(video.duration) : { minutes: '', seconds: '' };
  const release = video?.available_at ? toStudioDateTime(video.available_at, zone) : null;
  return {
    name: video?.name ?? '',
    description: video?.description ?? '',
    source: video && !video.file && video.url ? 'url' : 'file',
    file: video?.file ?? null,
    url: video?.url ?? '',
    thumbnail: video?.thumbnail ? { src: video.thumbnail, ...(video.thumbnail_file_id === null ? {} : { file_id: video.thumbnail_file_id }) } : null,
    ...duration,
    instructor_id: idText(video?.instructor?.instructor_id),
    class_type_id: idText(video?.class_type?.class_type_id),
    class_category_id: idText(video?.class_category_id),
    video_type_id: idText(video?.video_type?.video_type_id),
    program_id: idText(video?.program_id),
    tag_ids: video?.tags.map((tag) => tag.tag_id) ?? [],
    available_at: release ? release.toFormat("yyyy-MM-dd'T'HH:mm") : '',
    published: video?.published ?? true,
  };
};
