import type { Video } from '../api/schemas/videos.schemas.js';


/** Spec 2: the library shows every video, or only the caller's favourites or completed ones. */
export type VideoMode = 'all' | 'favorites' | 'completed';

/** The modes, in the order the screen offers them. */
export const VIDEO_MODES: readonly VideoMode[] = ['all', 'favorites', 'completed'];

/** A duration filter in minutes, both ends inclusive; `max` null is open ('45 min or more'). */
export interface DurationRange {
  readonly min: number;
  readonly max: number | null;
}

/**
 * The filters of spec 7 'Videos' a customer can set (the page and the
 * mode aside). An unset filter is null (ids, duration), '' (text) or an
 * empty list (tags).
 */
export interface VideoFilters {
  readonly classCategoryId: number | null;
  readonly instructorId: number | null;
  readonly classTypeId: number | null;
  readonly videoTypeId: number | null;
  readonly programId: number | null;
  readonly duration: DurationRange | null;
  readonly tagId: number | null;
  readonly query: string;
  /** The 'Etiquetas' multi-select: a video with any of them matches. */
  readonly tags: readonly number[];
}

/** Everything that decides which videos the library asks for. */
export interface LibraryQuery {
  readonly filters: VideoFilters;
  readonly mode: VideoMode;
  /** 1 or more. */
  readonly page: number;
}

/** One page of the library as the API answers it. */
export interface VideoPage {
  readonly videos: readonly Video[];
  readonly total: number;
}

/** A video card, ready to draw (spec 2: title cut at 35, description at 60, the logo without a thumbnail). */
export interface VideoCardView {
  readonly id: number;
  readonly href: string;
  /** The title as shown, cut at 35 characters. */
  readonly title: string;
  /** The whole title, for the accessible name and a tooltip. */
  readonly fullTitle: string;
  /** The description as plain text cut at 60 characters ('' without one). */
  readonly description: string;
  readonly thumbnail: string | null;
  /** True when the thumbnail is the studio's logo standing in. */
  readonly thumbnailIsLogo: boolean;
  /** '45 min'. */
  readonly duration: string;
  /** 'con Ana López', or null without a coach. */
  readonly coach: string | null;
  readonly favorite: boolean;
  readonly completed: boolean;
}

/** How a video plays: a known host's player in an iframe, a file in a video element, or nothing playable. */
export type PlayerSource =
  | { readonly kind: 'embed'; readonly src: string }
  | { readonly kind: 'file'; readonly src: string; readonly type: string | null }
  | { readonly kind: 'none' };
