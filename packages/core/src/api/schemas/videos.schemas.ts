import { z } from 'zod';
import { messages } from '../../messages/index.js';
import { FileRef, INT_MAX, RefId, limits } from './common.schemas.js';
import { CatalogueListQuery, Tag } from './catalogue.schemas.js';
import { videoText } from './videos-forms.schemas.js';

export * from './videos-forms.schemas.js';

/**
 * The online videos of spec 3 and 7 ('Video', 'Favorite', 'Video rating',
 * 'Video type'): the records as the API answers them, the filters of the
 * list and the bodies customers and admins send.
 */

const QueryId = z.coerce.number().int().positive().max(INT_MAX);
const Stars = z.number().int().min(1).max(5);

/** Text without NUL characters, which PostgreSQL refuses to store. */
const text = videoText;

/** A yes/no filter of a query string ('true' or '1'; anything else is no). */
const QueryFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** Spec 3, Video type. */
export const VideoType = z.object({ video_type_id: z.number().int(), name: z.string() });
export type VideoType = z.infer<typeof VideoType>;
export const VideoTypesResponse = z.object({ video_types: z.array(VideoType) });

/** The coach of a video, as a card names them. */
export const VideoInstructor = z.object({
  instructor_id: z.number().int(),
  name: z.string(),
  last_name: z.string(),
  nick_name: z.string().nullable(),
});
export type VideoInstructor = z.infer<typeof VideoInstructor>;

/** A play of the video by the caller (spec 3 'playbacks (customer_id)'); only the caller's own are listed. */
export const VideoPlayback = z.object({ customer_id: z.number().int(), completed: z.boolean() });

/**
 * Spec 3, Video: `duration` in seconds; `url` the player's address (a
 * known host's embed page) and `file` an uploaded video, at least one of
 * them; `favorite` 1 or 0 and `completed` for the caller.
 * `available_at` is when it is released (null: at once).
 */
export const Video = z.object({
  video_id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  thumbnail: z.string().nullable(),
  file: FileRef.nullable(),
  url: z.string().nullable(),
  duration: z.number().int(),
  instructor: VideoInstructor.nullable(),
  class_type: z.object({ class_type_id: z.number().int(), name: z.string() }).nullable(),
  class_category_id: z.number().int().nullable(),
  video_type: VideoType.nullable(),
  program_id: z.number().int().nullable(),
  tags: z.array(Tag),
  available_at: z.string().nullable(),
  created_at: z.string(),
  playbacks: z.array(VideoPlayback),
  favorite: z.union([z.literal(0), z.literal(1)]),
  completed: z.boolean(),
});
export type Video = z.infer<typeof Video>;

/** One page of videos: 32 a page (spec 9), with the total for the pager (pages = ceil(total/32)). */
export const VideosResponse = z.object({
  videos: z.array(Video),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type VideosResponse = z.infer<typeof VideosResponse>;
export const VideoResponse = z.object({ video: Video });

/** A page number of a list. */
const Page = z.coerce.number().int().min(1).max(100_000).default(1);

/** 'min-max' minutes, either end open ('0-15', '45-'); both ends inclusive. */
const DurationRange = z
  .string()
  .trim()
  .regex(/^\d{1,4}-\d{0,4}$/, messages.videos.durationFormat)
  .refine((value) => {
    const [min = '', max = ''] = value.split('-');
    return max === '' || Number(min) <= Number(max);
  }, messages.videos.durationFormat);

/** A comma list of tag ids ('3,5'). */
const TagIdList = z.string().trim().max(500).regex(/^\d{1,9}(,\d{1,9})*$/, messages.videos.tagsFormat);

/**
 * GET /videos: every filter of spec 7 (class category, coach, class type,
 * video type, program, duration, tag, text, tags) plus the caller's own
 * completed and favourites modes, and the page.
 */
export const VideosQuery = z.object({
  class_category_id: QueryId.optional(),
  instructor_id: QueryId.optional(),
  class_type_id: QueryId.optional(),
  video_type_id: QueryId.optional(),
  program_id: QueryId.optional(),
  duration: DurationRange.optional(),
  tag_id: QueryId.optional(),
  query: text(limits.shortText).optional(),
  tags: TagIdList.optional(),
  completed: QueryFlag.optional(),
  favorites: QueryFlag.optional(),
  page: Page,
});
export type VideosQuery = z.input<typeof VideosQuery>;

/** GET /videos/tag/:id and /videos/program/:id: a page. */
export const VideoPageQuery = z.object({ page: Page });

/** Spec 3, Favorite: one video the customer keeps. */
export const Favorite = z.object({
  favorite_id: z.number().int(),
  customer_id: z.number().int(),
  video_id: z.number().int(),
  created_at: z.string(),
});
export type Favorite = z.infer<typeof Favorite>;
export const FavoritesResponse = z.object({ favorites: z.array(Favorite) });
export const FavoriteResponse = z.object({ favorite: Favorite });
/** POST /favorites. */
export const FavoriteBody = z.object({ video_id: RefId });

/** Spec 3, Video rating: the class's stars (and optionally the coach's) with a comment. */
export const VideoRating = z.object({
  video_rating_id: z.number().int(),
  video_id: z.number().int(),
  customer_id: z.number().int(),
  class_stars: z.number().int().nullable(),
  coach_stars: z.number().int().nullable(),
  comment: z.string().nullable(),
  created_at: z.string(),
});
export type VideoRating = z.infer<typeof VideoRating>;
export const VideoRatingResponse = z.object({ video_rating: VideoRating });
/** POST /videos/rating: rating again replaces the earlier rating. */
export const VideoRatingBody = z.object({
  video_id: RefId,
  class_stars: Stars,
  coach_stars: Stars.nullable().optional(),
  comment: text(1000).nullable().optional(),
});
export type VideoRatingBody = z.input<typeof VideoRatingBody>;
/** POST /videos/rating/email. */
export const VideoRatingEmailBody = z.object({ video_id: RefId });

/**
 * A video as /admin reads and writes it ('Videos', issue 15): the
 * library's record plus whether it is published and the id of its
 * thumbnail's file (the form keeps or replaces it).
 */
export const AdminVideo = Video.extend({ published: z.boolean(), thumbnail_file_id: z.number().int().nullable() });
export type AdminVideo = z.infer<typeof AdminVideo>;
export const AdminVideoResponse = z.object({ video: AdminVideo });

/** GET /videos/admin/all: a search by name (case and accents ignored) and a page, as every /admin list. */
export const VideosAdminQuery = CatalogueListQuery;
/** One page of every video, published or hidden, released or not, newest first, with the total. */
export const AdminVideosResponse = z.object({ videos: z.array(AdminVideo), total: z.number().int() });
export type AdminVideosResponse = z.infer<typeof AdminVideosResponse>;
