import { fill, messages } from '../messages/index.js';
import type { AppError } from '../shared/result.js';
import { FIRST_VIDEO_PAGE } from './paging.rules.js';
import type { Video } from '../api/schemas/videos.schemas.js';
import type { VideoMode } from './videos.model.js';

/** Spec 2: the library's title is the business name plus 'Online'. */
export const libraryTitle = (businessName: string): string => fill(messages.videos.title, { business: businessName.trim() }).trim();

/** Spec 2: 'Estás viendo: Tus clases Favoritas/Completadas' in those modes; null when every video shows. */
export const modeLabel = (mode: VideoMode): string | null => {
  if (mode === 'all') return null;
  return fill(messages.videos.watching, { mode: mode === 'favorites' ? messages.videos.modeFavorites : messages.videos.modeCompleted });
};

/** The featured video and the grid of the rest. */
export interface FeaturedSplit {
  readonly featured: Video | null;
  readonly rest: readonly Video[];
}

/**
 * Spec 2: the first page opens with a featured video, the first favourite
 * of the page, else its first video; the grid holds the rest in order.
 * Later pages are all grid, so no video is featured twice while paging.
 */
export const splitFeatured = (videos: readonly Video[], page = FIRST_VIDEO_PAGE): FeaturedSplit => {
  if (page !== FIRST_VIDEO_PAGE || videos.length === 0) return { featured: null, rest: videos };
  const featured = videos.find((video) => video.favorite === 1) ?? (videos[0] as Video);
  return { featured, rest: videos.filter((video) => video !== featured) };
};

/** Spec 4 and 8: a 412 on the list means a purchase is needed (no active online membership). */
export const purchaseNeeded = (error: Pick<AppError, 'status'> | null | undefined): boolean => error?.status === 412;

/** What a failed load of one video shows: the spec 8 text for a 404, the no-membership text for a 412, else the server's. */
export const videoFailureMessage = (error: AppError): string => {
  if (error.status === 404) return messages.videos.notFound;
  if (error.status === 412) return messages.videos.noMembership;
  return error.message;
};

/** The library's message when a page has no video: the spec's for an empty library, another when filters or a mode hide them. */
export const emptyLibraryMessage = (narrowed: boolean): string => (narrowed ? messages.videos.noMatches : messages.videos.empty);
