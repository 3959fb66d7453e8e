import { messages } from '../messages/index.js';
import type { Video } from '../api/schemas/videos.schemas.js';

/** Which favourite call a toggle makes and what it says when it succeeds. */
export interface FavoriteToggle {
  readonly action: 'add' | 'remove';
  /** spec 4: favourites toggle favorite 1 or 0. */
  readonly next: 0 | 1;
  /** Spec 8: '¡Favorito agregado!' or '¡Favorito eliminado!'. */
  readonly notice: string;
}

/** Spec 4 'Videos': a favourite becomes 0 (DELETE /favorites/{video_id}), any other 1 (POST /favorites). */
export const favoriteToggle = (video: Pick<Video, 'favorite'>): FavoriteToggle =>
  video.favorite === 1
    ? { action: 'remove', next: 0, notice: messages.videos.favoriteRemoved }
    : { action: 'add', next: 1, notice: messages.videos.favoriteAdded };

/** The video with its favourite mark set. */
export const withFavorite = <V extends Pick<Video, 'favorite'>>(video: V, favorite: 0 | 1): V => ({ ...video, favorite });

/** Which completion call a toggle makes and what it says. */
export interface CompletionToggle {
  readonly action: 'complete' | 'uncomplete';
  readonly next: boolean;
  readonly notice: string;
}

/** Spec 4 'Videos': a completed video is marked uncomplete, any other complete. */
export const completionToggle = (video: Pick<Video, 'completed'>): CompletionToggle =>
  video.completed
    ? { action: 'uncomplete', next: false, notice: messages.videos.uncompletedNotice }
    : { action: 'complete', next: true, notice: messages.videos.completedNotice };

/** Replaces one video of a list by its id (after a toggle answered), keeping the order. */
export const replaceVideo = (videos: readonly Video[], updated: Video): Video[] =>
  videos.map((video) => (video.video_id === updated.video_id ? updated : video));
