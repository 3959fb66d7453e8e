import type { ClassCategory, Tag } from '../api/schemas/catalogue.schemas.js';
import type { Favorite, Video, VideoRating, VideoType } from '../api/schemas/videos.schemas.js';

/**
 * A video as the fake stores it: the wire shape without the caller's own
 * marks (favourite, completed, plays), which the fake derives on every read
 * from the favourites and plays, so they can never disagree.
 */
export type FakeVideo = Omit<Video, 'favorite' | 'completed' | 'playbacks'>;

/** A play of a video (spec 3 'playbacks'); `completed_at` null once marked uncomplete. */
export interface FakePlayback {
  readonly customer_id: number;
  readonly video_id: number;
  completed_at: string | null;
}

/** Access to the online videos until an instant (the server's `online_accesses`). */
export interface FakeOnlineAccess {
  readonly customer_id: number;
  readonly expiration_date: string;
}

/** The video data a fake API starts from; every list defaults to empty. */
export interface FakeVideoSeed {
  readonly videos?: readonly FakeVideo[];
  readonly videoTypes?: readonly VideoType[];
  /** Tags of type 'video' (GET /tags?type=video). */
  readonly videoTags?: readonly Tag[];
  /** The class categories (GET /class_categories) the videos' `class_category_id` points at. */
  readonly classCategories?: readonly ClassCategory[];
  readonly favorites?: readonly Favorite[];
  readonly playbacks?: readonly FakePlayback[];
  readonly videoRatings?: readonly VideoRating[];
  readonly onlineAccesses?: readonly FakeOnlineAccess[];
}

/** The video data the fake API holds now. */
export interface FakeVideoState {
  videos: FakeVideo[];
  videoTypes: VideoType[];
  videoTags: Tag[];
  classCategories: ClassCategory[];
  favorites: Favorite[];
  playbacks: FakePlayback[];
  videoRatings: VideoRating[];
  onlineAccesses: FakeOnlineAccess[];
  /** Video ids POST /videos/rating/email was called with. */
  ratingEmails: number[];
}

const copy = <T>(list: readonly T[] | undefined): T[] => JSON.parse(JSON.stringify(list ?? [])) as T[];

/** The video state of a seed: deep copies, so the seed (often shared demo data) never changes. */
export const videoStateFromSeed = (seed: FakeVideoSeed): FakeVideoState => ({
  videos: copy(seed.videos),
  videoTypes: copy(seed.videoTypes),
  videoTags: copy(seed.videoTags),
  classCategories: copy(seed.classCategories),
  favorites: copy(seed.favorites),
  playbacks: copy(seed.playbacks),
  videoRatings: copy(seed.videoRatings),
  onlineAccesses: copy(seed.onlineAccesses),
  ratingEmails: [],
});
