import type { Instructor } from '../api/schemas/content.schemas.js';
import type { ClassCategory, Tag } from '../api/schemas/catalogue.schemas.js';
import type {
  Favorite,
  Video,
  VideoRating,
  VideoRatingBody,
  VideosQuery,
  VideosResponse,
  VideoType,
} from '../api/schemas/videos.schemas.js';
import type { Result } from '../shared/result.js';

/** One page of videos as the port answers it: the videos and the total for the pager. */
export type VideosPage = Pick<VideosResponse, 'videos' | 'total'>;

/**
 * The online videos (spec 7 'Videos'). Every read and action on a video
 * answers 412 without an active online membership (spec 8: a purchase is
 * needed) and 404 for a video that does not exist (or is not released).
 */
export interface VideosApi {
  /** GET /videos with the filters of spec 7 and the page (32 a page). */
  list(query: VideosQuery): Promise<Result<VideosPage>>;
  /** GET /videos/upcoming: videos not yet released, soonest first. */
  upcoming(): Promise<Result<Video[]>>;
  /** GET /videos/tag/{id}. */
  byTag(tagId: number, page?: number): Promise<Result<VideosPage>>;
  /** GET /videos/program/{id}: a program's videos in the order they were published. */
  byProgram(programId: number, page?: number): Promise<Result<VideosPage>>;
  /** GET /videos/{id}. */
  one(id: number): Promise<Result<Video>>;
  /** POST /videos/rating: the class's stars (1 to 5), optionally the coach's and a comment; again replaces it. */
  rate(body: VideoRatingBody): Promise<Result<VideoRating>>;
  /** POST /videos/rating/email {video_id}: e-mails the customer a link to rate the video. */
  requestRatingEmail(videoId: number): Promise<Result<void>>;
  /** PUT /videos/{id}/complete: the video as it is now. */
  complete(id: number): Promise<Result<Video>>;
  /** PUT /videos/{id}/uncomplete. */
  uncomplete(id: number): Promise<Result<Video>>;
  /** GET /favorites: the customer's favourites. */
  favorites(): Promise<Result<Favorite[]>>;
  /** POST /favorites {video_id}: twice keeps one. */
  addFavorite(videoId: number): Promise<Result<Favorite>>;
  /** DELETE /favorites/{video_id}: 404 when it is not one of hers. */
  removeFavorite(videoId: number): Promise<Result<void>>;
  /** GET /video_types. */
  types(): Promise<Result<VideoType[]>>;
  /** GET /tags?type=video: the 'Etiquetas' of the filter card. */
  tags(): Promise<Result<Tag[]>>;
  /** GET /instructors: the 'Coach' choices of the filter card. */
  coaches(): Promise<Result<Instructor[]>>;
  /** GET /class_categories (public), by id: the 'Categoría' choices of the filter card. */
  categories(): Promise<Result<ClassCategory[]>>;
}
