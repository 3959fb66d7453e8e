import type { Result } from '../shared/result.js';
import type { Tag } from '../api/schemas/catalogue.schemas.js';
import type { AdminVideo, VideoBody, VideoUpdateBody } from '../api/schemas/videos.schemas.js';
import type { CatalogueListApi } from './desk.ports.js';

/** One choice of a video's select: a coach, class type, category, program or video type, by id and shown name. */
export interface VideoChoice {
  readonly id: number;
  readonly name: string;
}

/** What a video's selects and tags offer: every coach, class type, category, program and video type, and the video tags. */
export interface VideoChoices {
  readonly coaches: readonly VideoChoice[];
  readonly classTypes: readonly VideoChoice[];
  readonly categories: readonly VideoChoice[];
  readonly programs: readonly VideoChoice[];
  readonly videoTypes: readonly VideoChoice[];
  /** The tags of type 'video' (GET /tags?type=video). */
  readonly tags: readonly Tag[];
}

/**
 * 'Videos' (/admin/videos, issue 15): every video, published or hidden,
 * paged and searched by name (GET /videos/admin/all), its writes (publishing
 * or hiding is an update of `published`), and the choices its form offers.
 */
export type DeskVideosApi = CatalogueListApi<AdminVideo, VideoBody, VideoUpdateBody> & {
  choices(): Promise<Result<VideoChoices>>;
};
